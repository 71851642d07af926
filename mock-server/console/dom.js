// The console pages' few DOM helpers (no framework).

export const $ = (selector, root = document) => root.querySelector(selector);

/** A new element with its properties and children (null children are left out). */
export function el(tag, props = {}, ...children) {
  const node = Object.assign(document.createElement(tag), props);
  for (const child of children) if (child != null) node.append(child);
  return node;
}
