import { readFile, rename, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/** The built client the mock serves (it reads file contents per request, so an edit is served at once). */
const swFile = fileURLToPath(new URL('../../client/dist/sw.js', import.meta.url));

/**
 * A new deploy as the browser sees it: sw.js lists index.html with another revision. (A route cannot stand in: the
 * browser fetches the worker script itself, outside the page's and the context's routing.) Answers the undo.
 */
export async function deployNewBuild(): Promise<() => Promise<void>> {
  const original = await readFile(swFile, 'utf8');
  const changed = original.replace(/(\{url:"index\.html",revision:")[^"]+"/, `$1e2e-${Date.now()}"`);
  if (changed === original)
    throw new Error('sw.js lists no index.html revision: is the client built with its service worker?');
  await replaceFile(changed);
  return () => replaceFile(original);
}

/** Written beside and renamed over, so the browser's own update checks never read a half-written sw.js. */
async function replaceFile(text: string): Promise<void> {
  const next = `${swFile}.next`;
  await writeFile(next, text);
  await rename(next, swFile);
}
