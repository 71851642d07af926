import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { signedOutRoutes } from '../router/routes.tsx';
import { makeStore } from '../store.ts';

/** The markup of a signed-out screen as a first visit shows it (build time only, scripts/prerender.ts). */
export async function renderPage(path: string): Promise<string> {
  const handler = createStaticHandler(signedOutRoutes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`prerender ${path}: the route answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <Provider store={makeStore()}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </Provider>,
  );
}
