import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import './styles/index.scss';
import { i18n, i18nReady } from './i18n/index.ts';
import { App } from './app/App.tsx';
import { prepareFirstRouter } from './app/router/AppRouter.tsx';
import { makeStore } from './app/store.ts';
import { loadRuntimeConfig } from './config/runtimeConfig.ts';
import { whenStartSettled } from './lib/afterStart.ts';
import { nextTask } from './lib/nextTask.ts';
import { linksPreloaded } from './lib/preloaded.ts';
import { listenToWorker, registerServiceWorker } from './pwa/serviceWorker.ts';

// Start fetching config.json now; the first API request waits for it, the first render does not.
void loadRuntimeConfig();
document.documentElement.lang = i18n.language;

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/**
 * In English at once; in another stored language once its first-screen catalogues have loaded (no English flash).
 * The start is cut into tasks (the store; once the page has put in its preload links, the router, the first screen's
 * code and requests; the render), and the first render is a transition, which React renders in slices: a slow phone
 * stays free to answer taps on the pre-rendered screen meanwhile.
 */
async function start(element: HTMLElement): Promise<void> {
  await i18nReady.catch(() => undefined);
  await nextTask();
  const store = makeStore();
  await linksPreloaded();
  await nextTask();
  await prepareFirstRouter(store);
  await nextTask();
  startTransition(() => {
    createRoot(element).render(
      <StrictMode>
        <Provider store={store}>
          <App />
        </Provider>
      </StrictMode>,
    );
  });
}

void start(root);

// After the first screen has what it needs: the worker's precache download must not compete with the first load.
listenToWorker();
void whenStartSettled().then(registerServiceWorker);
