// What a replayed image stage carries in node_modules (scripts/dockerSteps.mjs): its size against a budget, and
// none of the development tools the runtime must not hold.
import { existsSync, lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** The runtime stage's node_modules, at most (bytes of its files, 1 MB = 1,000,000 bytes). */
export const RUNTIME_BUDGET_MB = 150;

/** Development tools that have no place in the runtime stage (the mock runs its TypeScript through tsx). */
export const DEV_ONLY = [
  'playwright',
  'playwright-core',
  '@playwright/test',
  'lighthouse',
  'puppeteer-core',
  'chrome-launcher',
  'vitest',
  'eslint',
  'typescript-eslint',
  'prettier',
  'vite',
  '@vitejs/plugin-react',
  'vite-plugin-pwa',
  'typescript',
  'sass',
  'jsdom',
  '@redocly/openapi-core',
];

/**
 * Bytes of the regular files under `dir`, a file with several hard links once (esbuild links its binary); symbolic
 * links are neither followed nor counted. `seen`: the files counted already (inode numbers).
 */
export function bytesUnder(dir, seen = new Set()) {
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) bytes += bytesUnder(full, seen);
    else if (entry.isFile()) {
      const { size, ino, dev } = lstatSync(full);
      if (!seen.has(`${dev}:${ino}`)) bytes += size;
      seen.add(`${dev}:${ino}`);
    }
  }
  return bytes;
}

/** Every `node_modules` folder under `root` that is not itself inside one. */
export function nodeModulesUnder(root) {
  const found = [];
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const full = path.join(root, entry.name);
    if (entry.name === 'node_modules') found.push(full);
    else found.push(...nodeModulesUnder(full));
  }
  return found;
}

/** The packages directly in a node_modules folder (`@scope/name` for scoped ones). */
function packagesIn(folder) {
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith('.'))
    .flatMap((entry) =>
      entry.name.startsWith('@') && entry.isDirectory()
        ? readdirSync(path.join(folder, entry.name)).map((name) => `${entry.name}/${name}`)
        : [entry.name],
    );
}

/**
 * The node_modules of an image stage's folder `root`: total bytes, the largest packages (their own files, nested
 * node_modules apart), and the development tools found in it at any depth of nesting.
 */
export function payloadOf(root) {
  const folders = nodeModulesUnder(root);
  const counted = new Set();
  const bytes = folders.reduce((sum, folder) => sum + bytesUnder(folder, counted), 0);
  const sizes = new Map();
  const devOnly = new Set();
  const visit = (folder) => {
    for (const name of packagesIn(folder)) {
      const full = path.join(folder, name);
      // Workspace links and .bin entries are symbolic links: what they point to is counted where it is.
      if (!lstatSync(full).isDirectory()) continue;
      const nested = path.join(full, 'node_modules');
      const nestedBytes = existsSync(nested) ? bytesUnder(nested) : 0;
      sizes.set(name, (sizes.get(name) ?? 0) + bytesUnder(full) - nestedBytes);
      if (DEV_ONLY.includes(name)) devOnly.add(name);
      if (existsSync(nested)) visit(nested);
    }
  };
  for (const folder of folders) visit(folder);
  const largest = [...sizes].sort((a, b) => b[1] - a[1]).slice(0, 5);
  return { bytes, largest, devOnly: [...devOnly].sort() };
}

export const megabytes = (bytes) => (bytes / 1e6).toFixed(1);
