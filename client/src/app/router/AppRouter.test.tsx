import { act, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { Provider } from 'react-redux';
import * as reactRouter from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../store.ts';
import { AppRouter, prepareFirstRouter } from './AppRouter.tsx';

vi.mock('react-router-dom', async (original) => {
  const actual = await original<typeof reactRouter>();
  return { ...actual, createBrowserRouter: vi.fn(actual.createBrowserRouter) };
});

/** Suspends the first render of its boundary until released, as a screen's code or texts still loading do. */
function gate() {
  let release = () => {};
  const held = new Promise<{ default: () => null }>((resolve) => {
    release = () => resolve({ default: () => null });
  });
  return { Gate: lazy(() => held), release };
}

beforeEach(() => window.history.replaceState(null, '', '/login'));
afterEach(() => vi.mocked(reactRouter.createBrowserRouter).mockClear());

describe('<AppRouter>', () => {
  it('keeps the router made before the first render when that render suspends and starts again', async () => {
    const store = makeStore();
    await prepareFirstRouter(store);
    const { Gate, release } = gate();
    render(
      <Provider store={store}>
        <Suspense fallback={<p>Loading</p>}>
          <Gate />
          <AppRouter />
        </Suspense>
      </Provider>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => release());
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(reactRouter.createBrowserRouter).toHaveBeenCalledTimes(1);
  });

  it('makes one router per route set, and a new one after a remount', async () => {
    const store = makeStore();
    const view = render(
      <Provider store={store}>
        <Suspense fallback={null}>
          <AppRouter />
        </Suspense>
      </Provider>,
    );
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    view.unmount();
    render(
      <Provider store={store}>
        <Suspense fallback={null}>
          <AppRouter />
        </Suspense>
      </Provider>,
    );
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(reactRouter.createBrowserRouter).toHaveBeenCalledTimes(2);
  });
});
