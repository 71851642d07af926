import { WORKER_SCRIPT } from './scripts/workerScript.ts';
import type { VitePWAOptions } from 'vite-plugin-pwa';

/**
 * Service worker (Workbox generateSW through vite-plugin-pwa) and web app manifest. What it keeps:
 * - precache: the app shell and every lazy route's chunk, so a logged-in assessor moves between screens offline;
 *   a new build changes the precache manifest, the new worker waits, and the app asks before reloading
 *   (`registerType: 'prompt'`, src/pwa/).
 * - runtime: config.json network-first (operators edit it after the build); the GET answers an assessor needs in the
 *   field network-first with a short timeout. Nothing else of the API, never `/__mock/` or `/trainer`, nothing non-GET.
 */
export const pwaOptions: Partial<VitePWAOptions> = {
  registerType: 'prompt',
  injectRegister: false, // src/pwa/serviceWorker.ts registers it after the first render
  includeAssets: ['favicon.ico', 'favicon.svg', 'apple-touch-icon.png'],
  manifest: {
    name: 'Assessor Portal',
    short_name: 'Assessor',
    description: 'Mobile portal for field assessors of training batches',
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: '#13b8ff',
    background_color: '#ffffff',
    icons: [
      { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: 'icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
    globIgnores: ['config.json', '**/*.gz', '**/*.br', '.vite/**'],
    navigateFallback: 'index.html',
    navigateFallbackDenylist: [/^\/api\//, /^\/__mock(\/|$)/, /^\/trainer(\/|$)/],
    cleanupOutdatedCaches: true,
    // Background Sync of the outbox (src/outbox/worker/main.ts, built by scripts/workerScript.ts): the worker wakes
    // the open pages, or sends itself when none is open.
    importScripts: [WORKER_SCRIPT],
    // The first worker takes over the page that installed it, so the answers of the first online visit are saved.
    // Later versions wait for the assessor (skipWaiting only from the update prompt).
    clientsClaim: true,
    runtimeCaching: [
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === '/config.json',
        handler: 'NetworkFirst',
        options: { cacheName: 'runtime-config', networkTimeoutSeconds: 4 },
      },
      {
        // Any API host (config.json may point elsewhere); the path decides. Only GET is cached (method below).
        // Written inline: sw.js gets this function's source, not its closure.
        urlPattern: ({ url }) =>
          /\/api\/(batch-list|batch-details|candidate-list-by-batch|nos-list|nos-question|get-nos-marks|view-viva-files|assesor-attendance-list|attendence-logs|assesment-activity-count|getTimeStampId|get-[A-Za-z]+File|raise-issue-list)(\/|$)/.test(
            url.pathname,
          ) && !/^\/(__mock|trainer)(\/|$)/.test(url.pathname),
        method: 'GET',
        handler: 'NetworkFirst',
        options: {
          cacheName: 'api-answers',
          networkTimeoutSeconds: 6,
          // A batch day of 40 candidates is about 230 answers (src/app/offlineDay/dayCalls.ts); a few batches fit.
          expiration: { maxEntries: 2000, maxAgeSeconds: 14 * 24 * 3600 },
          cacheableResponse: { statuses: [200] },
          // Functions are copied into sw.js as source: no closures, only the worker's globals.
          plugins: [
            {
              // One assessor's answers are never shown to the next one on a shared phone: the key carries the token's hash.
              cacheKeyWillBeUsed: async ({ request }) => {
                const token = request.headers.get('x-auth-token') ?? '';
                const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
                const hash = Array.from(new Uint8Array(digest).slice(0, 8), (b) =>
                  b.toString(16).padStart(2, '0'),
                ).join('');
                const url = new URL(request.url);
                url.searchParams.set('__session', hash);
                // One key whatever the order a caller wrote the query in.
                url.searchParams.sort();
                return url.href;
              },
              // A saved answer says so: the header, and a message to the page that asked (src/pwa/savedData.ts).
              cachedResponseWillBeUsed: async ({ cachedResponse }) => {
                if (!cachedResponse) return cachedResponse;
                const headers = new Headers(cachedResponse.headers);
                headers.set('x-from-cache', '1');
                return new Response(await cachedResponse.blob(), {
                  status: cachedResponse.status,
                  statusText: cachedResponse.statusText,
                  headers,
                });
              },
              // The request could not go out at all (not merely slow): the page then says offline.
              fetchDidFail: async ({ state }) => {
                if (state) state.networkFailed = true;
              },
              handlerDidRespond: async ({ event, response, state }) => {
                const clientId = (event as { clientId?: string } | undefined)?.clientId;
                const worker = self as unknown as {
                  clients: { get(id: string): Promise<{ postMessage(message: unknown): void } | undefined> };
                };
                const client = clientId ? await worker.clients.get(clientId) : undefined;
                client?.postMessage({
                  type: 'api-answer',
                  fromCache: response?.headers.get('x-from-cache') === '1',
                  networkFailed: state?.networkFailed === true,
                });
              },
            },
          ],
        },
      },
    ],
  },
};
