import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import './styles/index.scss';
import { i18n, i18nReady } from './i18n/index.ts';
import { App } from './app/App.tsx';
import { makeStore } from './app/store.ts';
import { loadRuntimeConfig } from './config/runtimeConfig.ts';
import { registerServiceWorker } from './pwa/serviceWorker.ts';

// Start fetching config.json now; the first API request waits for it, the first render does not.
void loadRuntimeConfig();
document.documentElement.lang = i18n.language;

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// In English at once; in another stored language once its first-screen catalogues have loaded (no English flash).
// As a transition, the first render yields to the browser every few milliseconds instead of one long task (a
// pre-rendered screen is already on view and takes taps meanwhile).
void i18nReady.finally(() => {
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <Provider store={makeStore()}>
          <App />
        </Provider>
      </StrictMode>,
    );
  });
});

// After the first screen has what it needs: the worker's precache download must not compete with the first load.
if (document.readyState === 'complete') void registerServiceWorker();
else window.addEventListener('load', () => void registerServiceWorker(), { once: true });
