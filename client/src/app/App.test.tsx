import { screen } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setRuntimeConfig } from '../config/runtimeConfig.ts';
import { renderWithProviders } from '../test/renderWithProviders.tsx';
import { fail, ok, startTestServer, type TestServer } from '../test/testServer.ts';
import { App } from './App.tsx';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(({ url }) =>
    url === '/api/logout'
      ? fail(410, 'This token has been expired')
      : ok({ token: 'tok-1', _id: 'a1', user_details: { _id: 'a1', fullName: 'Demo Assessor', email: 'a@b.co', mobile: '9876543210' } }),
  );
  setRuntimeConfig({ apiHost: server.url });
});
afterAll(() => server.close());
beforeEach(() => window.history.replaceState(null, '', '/login'));

describe('<App> switches route sets with the session', () => {
  it('logs in to home, and a 410 brings back the login screen with its message', async () => {
    const { user } = renderWithProviders(<App />, { store: undefined });
    await user.type(await screen.findByLabelText('E-mail'), 'assessor@demo.test');
    await user.type(screen.getByLabelText('Password'), 'Demo@1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Hello, Demo Assessor' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');

    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Authentication Failed – Please login again')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });
});
