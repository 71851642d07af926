import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { makeStore, type AppStore, type RootState } from '../app/store.ts';

interface ProviderOptions extends Omit<RenderOptions, 'wrapper'> {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
}

/** Renders with a fresh store per test (never the app's singleton). */
export function renderWithProviders(ui: ReactElement, options: ProviderOptions = {}) {
  const { preloadedState = {}, store = makeStore(preloadedState), ...renderOptions } = options;
  const Wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return { store, user: userEvent.setup(), ...render(ui, { wrapper: Wrapper, ...renderOptions }) };
}

/** Renders a route set in a memory router at `path`, with a fresh store. */
export function renderRoutes(routes: RouteObject[], path: string, options: ProviderOptions = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return { router, ...renderWithProviders(<RouterProvider router={router} />, options) };
}
