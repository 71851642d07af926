/**
 * Namespaces whose English catalogue is part of the entry chunk: the ones the app frame and the signed-out first
 * screens (landing, login) show. Any other namespace is loaded with its route (`loadNamespaces` in index.ts).
 * Add a namespace here only when a first screen needs it; each adds its size to every cold start.
 */
export const eagerNamespaces: readonly string[] = [
  'common',
  'errors',
  'layout',
  'screens',
  'offline',
  'landing',
  'auth',
];

/**
 * Namespaces the signed-in first screen (the layout and home) shows beyond the entry's: they load with the layout's
 * code, in its chunk. Every other namespace loads with the first signed-in screen that is not home (`laterNamespaces`
 * in index.ts; their English catalogues are one chunk, vite.config.ts). `signedInNamespaces.test.tsx` checks that home
 * asks for no other.
 */
export const frameNamespaces: readonly string[] = ['home', 'outbox', 'notifications'];

const PATH = /^\.\/([^/]+)\/([^/]+)\.json$/;

/** `./hi/auth.json` → `hi`. */
export function languageOf(path: string): string {
  return PATH.exec(path)?.[1] ?? '';
}

/** `./hi/auth.json` → `auth`. */
export function namespaceOf(path: string): string {
  return PATH.exec(path)?.[2] ?? '';
}
