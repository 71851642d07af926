import type { CallSpec } from '@assessor/contract';
import { build, runnerImport, type Plugin } from 'vite';

/** The script the Workbox service worker imports (`importScripts` in pwa.config.ts). */
export const WORKER_SCRIPT = 'sw-outbox.js';

/**
 * The contract as the worker needs it: each call's method, path, auth flag and empty forms, without the schemas (the
 * stubbed schemas still carried every field name: 10 KB of gzip, two thirds of the script).
 */
async function slimContract(contractEntry: string): Promise<string> {
  const { module } = await runnerImport<{ contract: Record<string, CallSpec> }>(contractEntry);
  const slim = Object.fromEntries(
    Object.entries(module.contract).map(([name, { method, path, auth, emptyDetails, emptyForms }]) => [
      name,
      { method, path, auth, emptyDetails, emptyForms },
    ]),
  );
  return `const calls = ${JSON.stringify(slim)};\nexport function callOfEndpoint(name) { return calls[name]; }\n`;
}

/**
 * Builds the outbox's service-worker part (`entry`, e.g. src/outbox/worker/main.ts) from the app's own TypeScript
 * modules into one small classic script (an IIFE: `importScripts` cannot load modules), emitted with the app's files
 * so the precache and the worker see it. Workbox's generated worker stays as it is. `contractEntry`: the contract,
 * read at build time for the call table; `aliases`: the build's own replacements (TypeBox stubbed out).
 */
export function workerScript(
  entry: string,
  contractEntry: string,
  aliases: { find: RegExp; replacement: string }[],
): Plugin {
  return {
    name: 'assessor-worker-script',
    apply: 'build',
    async generateBundle() {
      const callTable = await slimContract(contractEntry);
      const result = await build({
        configFile: false,
        logLevel: 'warn',
        resolve: { alias: aliases },
        // `api/callOfEndpoint.ts` answers from the slim table (same function, same answers for every call).
        plugins: [
          { name: 'slim-contract', load: (id) => (/[\\/]api[\\/]callOfEndpoint\.ts$/.test(id) ? callTable : null) },
        ],
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
