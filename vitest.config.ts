import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** One vitest run over the workspaces; each keeps its own config. */
export default defineConfig({
  test: {
    // Vitest leaves one core to itself by default: on a two-core CI machine that is one worker. Both cores take the
    // whole suite from 6.8 to 4.7 minutes here (docs/benchmarks.md, "the test suite").
    maxWorkers: availableParallelism(),
    projects: [
      'contract',
      'mock-server',
      'client',
      // The lint configuration's own tests (eslint/config.test.ts).
      { test: { name: 'eslint', include: ['eslint/**/*.test.ts'], environment: 'node' } },
      // The scripts' own parts (scripts/docker/dockerfile.mjs, the Dockerfile reader of `npm run docker:steps`).
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'], environment: 'node' } },
    ],
  },
});
