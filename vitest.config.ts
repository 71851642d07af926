import { defineConfig } from 'vitest/config';

/** One vitest run over the workspaces; each keeps its own config. */
export default defineConfig({ test: { projects: ['contract', 'mock-server', 'client'] } });
