/** Class names in the stylesheet and in the code, for the check that every class the code names has a look. */

/** Every class a selector of the compiled CSS names. */
export function classesDefinedIn(css: string): Set<string> {
  return new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]!));
}

/** The text of `{…}` starting at `open` (the index of its `{`), braces balanced. */
function braced(code: string, open: number): string {
  let depth = 0;
  for (let index = open; index < code.length; index++) {
    if (code[index] === '{') depth++;
    else if (code[index] === '}' && --depth === 0) return code.slice(open + 1, index);
  }
  return code.slice(open + 1);
}

/** Words written right before or after a template's interpolation (`alert-${kind}`): parts of a name, not names. */
function templateFragments(expression: string): Set<string> {
  return new Set([...expression.matchAll(/([\w-]+)\$\{|\}([\w-]+)/g)].map((match) => match[1] ?? match[2] ?? ''));
}

/**
 * The class names in an expression's string literals; a template's `${…}` parts are read as expressions, and a string
 * compared with (`kind === 'Present' ? … : …`) is a value, not a name.
 */
function classesInExpression(code: string): string[] {
  const expression = code.replace(/[=!]==?\s*(['"])[^'"\n]*\1|(['"])[^'"\n]*\2\s*[=!]==?/g, ' ');
  const quoted = [...expression.matchAll(/'([^'\n]*)'|"([^"\n]*)"/g)].map((match) => match[1] ?? match[2] ?? '');
  const templates = [...expression.matchAll(/`([^`]*)`/g)].map((match) => match[1]!.replace(/\$\{[^}]*\}/g, ' '));
  const fragments = templateFragments(expression);
  return [...quoted, ...templates]
    .flatMap((text) => text.split(/\s+/))
    .filter((name) => name !== '' && !fragments.has(name));
}

/**
 * The class names the code gives elements: `className="…"`, the string literals of `className={…}`, and the strings
 * of constants named `…Class` (`const bottomItemClass = '…'`, `const resultClass = { Pass: '…' }`).
 */
export function classesNamedIn(code: string): Set<string> {
  const names: string[] = [];
  for (const match of code.matchAll(/className=(?:"([^"]*)"|\{)/g)) {
    if (match[1] !== undefined) names.push(...match[1].split(/\s+/));
    else names.push(...classesInExpression(braced(code, match.index + match[0].length - 1)));
  }
  for (const match of code.matchAll(/\b\w+Class\s*=\s*('[^']*'|\{[^}]*\})/g))
    names.push(...classesInExpression(match[1]!));
  return new Set(names.filter(Boolean));
}
