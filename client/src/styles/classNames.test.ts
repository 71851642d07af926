import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { compile } from 'sass';
import { describe, expect, it } from 'vitest';
import { sassOptions } from '../../scripts/sassOptions.ts';
import { classesDefinedIn, classesNamedIn } from '../test/classNames.ts';

const src = resolve(__dirname, '..');

/** Class names the code looks elements up by, with no look of their own. */
const hooks = new Set(['app-shell']);

/** The app's code: no tests, no test helpers. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('class names', () => {
  it('finds the classes of className attributes, their expressions and the *Class constants', () => {
    const code = [
      '<div className="card mb-3">',
      "<span className={`badge ${state === 'Present' ? 'text-bg-success' : ''}${key !== \"total\" ? ' fw-bold' : ''}`} />",
      "<a className={`btn ${active ? 'btn-primary' : 'btn-outline-primary'} alert-${kind}`} />",
      "export const itemClass = 'nav-link d-flex';",
      "const resultClass = { Pass: 'text-success', Fail: 'text-danger' } as const;",
    ].join('\n');
    expect([...classesNamedIn(code)].sort()).toEqual([
      'badge',
      'btn',
      'btn-outline-primary',
      'btn-primary',
      'card',
      'd-flex',
      'fw-bold',
      'mb-3',
      'nav-link',
      'text-bg-success',
      'text-danger',
      'text-success',
    ]);
    expect([...classesDefinedIn('.card,.btn:hover{x:1}.a .b>.c{} @media (x){.d-flex{}} url(a.png)')].sort()).toEqual([
      'a',
      'b',
      'btn',
      'c',
      'card',
      'd-flex',
      'png',
    ]);
  });

  // Bootstrap parts and utility groups are imported one by one (index.scss, _utilities.scss): a class whose part is not
  // imported silently does nothing (a table that does not scroll in its box, a photo squashed without object-fit).
  it('every class the app names is defined in its stylesheet', () => {
    const css = compile(join(src, 'styles/index.scss'), {
      loadPaths: [resolve(src, '../../node_modules')],
      ...sassOptions,
    }).css;
    const defined = classesDefinedIn(css);
    const undefinedOnes = sourceFiles(src).flatMap((file) =>
      [...classesNamedIn(readFileSync(file, 'utf8'))]
        .filter((name) => !defined.has(name) && !hooks.has(name))
        .map((name) => `${name} (${relative(src, file)})`),
    );
    expect(undefinedOnes).toEqual([]);
  });
});
