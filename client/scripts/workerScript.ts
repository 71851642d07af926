import { build, type Plugin } from 'vite';

/** The script the Workbox service worker imports (`importScripts` in pwa.config.ts). */
export const WORKER_SCRIPT = 'sw-outbox.js';

/**
 * Builds the outbox's service-worker part (`entry`, e.g. src/outbox/worker/main.ts) from the app's own TypeScript
 * modules into one small classic script (an IIFE: `importScripts` cannot load modules), emitted with the app's files
 * so the precache and the worker see it. Workbox's generated worker stays as it is. `aliases`: the build's own
 * replacements (the contract's schemas stubbed out), so the worker carries paths, not validators.
 */
export function workerScript(entry: string, aliases: { find: RegExp; replacement: string }[]): Plugin {
  return {
    name: 'assessor-worker-script',
    apply: 'build',
    async generateBundle() {
      const result = await build({
        configFile: false,
        logLevel: 'warn',
        resolve: { alias: aliases },
        build: {
          write: false,
          target: 'es2022',
          minify: true,
          emptyOutDir: false,
          copyPublicDir: false,
          lib: { entry, formats: ['iife'], name: 'assessorOutboxWorker', fileName: () => WORKER_SCRIPT },
        },
      });
      const outputs = (Array.isArray(result) ? result : [result]) as { output: { fileName: string; type: string }[] }[];
      const chunk = outputs.flatMap((each) => each.output).find((file) => file.type === 'chunk') as
        { code: string } | undefined;
      if (!chunk) throw new Error(`${WORKER_SCRIPT}: the build gave no script`);
      this.emitFile({ type: 'asset', fileName: WORKER_SCRIPT, source: chunk.code });
    },
  };
}
