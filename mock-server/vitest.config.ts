import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 20_000,
    // Each test builds a fresh app (schemas compiled, a login hashed): seconds on a busy two-core machine.
    hookTimeout: 30_000,
  },
});
