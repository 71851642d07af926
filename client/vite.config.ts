import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { pwaOptions } from './pwa.config.ts';
import { precompress } from './scripts/precompress.ts';
import { prerender, type PrerenderPage } from './scripts/prerender.ts';
import { firstScreenChunk } from './scripts/firstScreenChunk.ts';
import { routePreload, type PreloadRule } from './scripts/routePreload.ts';
import { securityHeadersFile } from './scripts/securityHeaders.ts';
import { sassOptions } from './scripts/sassOptions.ts';
import { workerScript } from './scripts/workerScript.ts';
import { eagerNamespaces, frameNamespaces } from './src/i18n/namespaces.ts';

/** An English catalogue (src/i18n/en/<namespace>.json); group 1 is its namespace. */
const englishCatalogue = /[\\/]i18n[\\/]en[\\/]([^\\/]+)\.json$/;
/** English catalogues that are not part of the `texts-en` chunk: the entry's, the layout's, and the legal screens'. */
const loadedApart = [...eagerNamespaces, ...frameNamespaces, 'legal'];
const englishCatalogues = (names: readonly string[]) =>
  new RegExp(`[\\\\/]i18n[\\\\/]en[\\\\/](${names.join('|')})\\.json$`);

/** The first screens of a cold start (see scripts/routePreload.ts). */
const firstScreens: PreloadRule[] = [
  { path: '/login', signedIn: false, modules: [/features[\\/]auth[\\/]LoginScreen\.tsx$/] },
  { path: '/', signedIn: false, modules: [/LandingScreen\.tsx$/] },
  // The signed-in layout loads the English catalogues of the layout and home that the entry does not carry
  // (src/i18n/README.md) with its code.
  {
    path: '/',
    signedIn: true,
    modules: [/layout[\\/]AppLayout\.tsx$/, /HomeScreen\.tsx$/, englishCatalogues(frameNamespaces)],
  },
];

// The terms and privacy screens are open signed out too: their catalogue stays a chunk of its own.
const signedIn = firstScreenChunk(firstScreens, [/i18n[\\/]en[\\/]legal\.json$/]);

/**
 * Fewer, larger chunks on the first load (`npm run size`): each small chunk costs its import/export lists and a fresh
 * gzip window. `vendor`: the third-party code the entry loads anyway, in one chunk that changes only with the
 * dependencies. `form`: the form kit parts every form screen (login first) uses, with `screenMessage`; they were one
 * chunk each. Their dependencies stay where they are (no recursive capture), so the entry's own modules stay in it.
 * `signed-in`: the signed-in first screen (scripts/firstScreenChunk.ts).
 */
const chunkGroups = [
  { name: 'vendor', tags: ['$initial' as const], test: /[\\/]node_modules[\\/]/ },
  {
    name: 'form',
    test: /[\\/]src[\\/](components[\\/]form[\\/](useForm|validate|Alert|FieldFrame|TextField)|session[\\/]screenMessage)\.tsx?$/,
    includeDependenciesRecursively: false,
  },
  signedIn.group,
  // The API contract's call declarations: loaded with the first call (login's submit, the signed-in first screen), as
  // one chunk where they were fifteen. Its field rules (rules.ts, identity.ts) stay apart: the login screen's first
  // load checks with them (`npm run size` shows it when another module gets in that load). With the schema stub.
  {
    name: 'contract',
    test: /[\\/]contract[\\/]src[\\/](?!(rules|identity)\.ts$)|[\\/]src[\\/]api[\\/]typeboxStub\.ts$/,
    includeDependenciesRecursively: false,
  },
  // The English texts of the signed-in screens past home (`laterNamespaces`), loaded with the first of them: one chunk
  // where they were ten. Not the entry's, the layout's, nor the legal screens' (open signed out, loaded on their own).
  {
    name: 'texts-en',
    test: (id: string) => {
      const namespace = englishCatalogue.exec(id)?.[1];
      return namespace !== undefined && !loadedApart.includes(namespace);
    },
  },
];

const local = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Build-only replacements. TypeBox: the client needs the contract's paths, not its schemas, so the production bundle
 * gets a no-op schema builder. React Router: its package points bundlers at its development build (warnings and
 * checks); the production build beside it is the same API without them (−0.6 KB gzip on the first load). jsPDF's
 * optional plug-ins (html2canvas, canvg, DOMPurify): code the invoice never runs, kept out of the build and the precache.
 */
const buildAliases = [
  { find: /^typebox$/, replacement: local('src/api/typeboxStub.ts') },
  { find: /^react-router$/, replacement: local('../node_modules/react-router/dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: local('../node_modules/react-router/dist/production/dom-export.mjs') },
  { find: /^(html2canvas|canvg|dompurify)$/, replacement: local('src/features/closeout/invoice/jspdfOptionalStub.ts') },
];

/** Signed-out first screens drawn at build time (scripts/prerender.ts); the mock answers `/login` with login.html. */
const prerenderedPages: PrerenderPage[] = [
  { path: '/', file: 'index.html' },
  { path: '/login', file: 'login.html' },
];

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    signedIn.plugin,
    routePreload(firstScreens),
    precompress(),
    prerender(prerenderedPages, '/src/app/prerender/renderPage.tsx'),
    // After the pages are pre-rendered: their inline scripts are hashed into the policy.
    securityHeadersFile(),
    // The outbox's part of the service worker, imported by the Workbox worker (pwa.config.ts).
    workerScript(local('src/outbox/worker/main.ts'), local('../contract/src/index.ts'), buildAliases.slice(0, 1)),
    VitePWA(pwaOptions),
  ],
  resolve: command === 'build' ? { alias: buildAliases } : {},
  // The manifest lets scripts/bench/size.mjs measure what the login screen loads first.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    manifest: true,
    // Every browser the app supports preloads modules natively; the polyfill only cost first-load bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
  },
  css: {
    preprocessorOptions: {
      scss: sassOptions,
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  test: {
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    // The real mock for screen tests (src/test/realMock.ts); protocol edges keep src/test/testServer.ts.
    globalSetup: ['src/test/mockServer.global.ts'],
    css: false,
    restoreMocks: true,
  },
}));
