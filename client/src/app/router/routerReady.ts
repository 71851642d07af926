import type { createBrowserRouter } from 'react-router-dom';

export type Router = ReturnType<typeof createBrowserRouter>;

/** Resolves once the router has loaded what its first location needs (its lazy routes), at once if it has. */
export function routerReady(router: Router): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) {
      resolve();
      return;
    }
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
