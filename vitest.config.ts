import { defineConfig } from 'vitest/config';

/** One vitest run over the workspaces; each keeps its own config. */
export default defineConfig({
  test: {
    projects: [
      'contract',
      'mock-server',
      'client',
      // The repository's own lint rules (eslint/).
      { test: { name: 'eslint', include: ['eslint/**/*.test.ts'], environment: 'node' } },
    ],
  },
});
