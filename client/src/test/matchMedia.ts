type ChangeListener = (event: MediaQueryListEvent) => void;

/** A matchMedia for jsdom that understands `(max-width: Npx)` and follows `setViewportWidth`. */
let width = 390;
const lists = new Set<{ query: string; listeners: Set<ChangeListener> }>();

const matches = (query: string) => {
  const max = /max-width:\s*(\d+)px/.exec(query);
  return max ? width <= Number(max[1]) : true;
};

export function installMatchMedia(initialWidth: number): void {
  width = initialWidth;
  lists.clear();
  window.matchMedia = (query: string) => {
    const entry = { query, listeners: new Set<ChangeListener>() };
    lists.add(entry);
    return {
      get matches() {
        return matches(query);
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: ChangeListener) => entry.listeners.add(listener),
      removeEventListener: (_type: string, listener: ChangeListener) => entry.listeners.delete(listener),
      addListener: (listener: ChangeListener) => entry.listeners.add(listener),
      removeListener: (listener: ChangeListener) => entry.listeners.delete(listener),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
  };
}

export function setViewportWidth(next: number): void {
  width = next;
  for (const { query, listeners } of lists) {
    listeners.forEach((listener) => listener({ matches: matches(query), media: query } as MediaQueryListEvent));
  }
}
