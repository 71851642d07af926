import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedOutRoutes } from '../../app/router/routes.tsx';
import { setRuntimeConfig } from '../../config/runtimeConfig.ts';
import { renderRoutes } from '../../test/renderWithProviders.tsx';
import { fail, ok, startTestServer, type TestServer } from '../../test/testServer.ts';
import { initialAuthState } from '../../session/authSlice.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(({ body }) => {
    const { email } = JSON.parse(body) as { email: string };
    if (email === 'assessor@demo.test') {
      return ok({ token: 'tok-1', _id: 'a1', user_details: { _id: 'a1', fullName: 'Demo', email, mobile: '9876543210' } });
    }
    if (email === 'unverified@demo.test') return fail(422, 'Mobile not verified', { mobile: '9000000001' });
    return fail(400, 'Invalid credentials. 4 attempts remaining before account lockout.');
  });
  setRuntimeConfig({ apiHost: server.url });
});
afterAll(() => server.close());

async function fillAndSubmit(email: string, password: string) {
  const view = renderRoutes(signedOutRoutes, '/login');
  const { user } = view;
  await user.type(await screen.findByLabelText('E-mail'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return view;
}

describe('LoginScreen', () => {
  it('validates on the client, beside the fields, without calling the server', async () => {
    const before = server.requests.length;
    await fillAndSubmit('not-an-email', '');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Invalid email address');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Enter your password');
    expect(server.requests.length).toBe(before);
  });

  it('shows the server message when login fails', async () => {
    await fillAndSubmit('assessor@demo.test.in', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials. 4 attempts remaining');
  });

  it('stores token and userData on success', async () => {
    const { store } = await fillAndSubmit('assessor@demo.test', 'Demo@1234');
    await screen.findByRole('button', { name: 'Log in' });
    await vi.waitFor(() => expect(store.getState().auth.token).toBe('tok-1'));
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem('userData')!)).toMatchObject({ _id: 'a1', user_details: { fullName: 'Demo' } });
  });

  it('goes to OTP verification with the mobile on 422', async () => {
    const { router } = await fillAndSubmit('unverified@demo.test', 'Demo@1234');
    expect(await screen.findByRole('heading', { name: 'Mobile verification' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ mobile: '9000000001' });
  });

  it('shows why the session ended', async () => {
    renderRoutes(signedOutRoutes, '/login', { preloadedState: { auth: { ...initialAuthState, signedOutReason: 'authFailed' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Authentication Failed – Please login again');
  });
});

describe('LoginScreen, other answers', () => {
  let other: TestServer;
  beforeAll(async () => {
    other = await startTestServer(({ body }) => {
      const { email } = JSON.parse(body) as { email: string };
      if (email === 'unregistered@demo.test') return fail(426, 'Profile not created.', { _id: 'u1', mobile: '9000000003' });
      return fail(423, 'Account is locked due to multiple failed login attempts. Please try again after 27 minutes', { isAccountLocked: true });
    });
    setRuntimeConfig({ apiHost: other.url });
  });
  afterAll(async () => {
    await other.close();
    setRuntimeConfig({ apiHost: server.url });
  });

  it('shows the lockout message with the minutes left', async () => {
    await fillAndSubmit('locked@demo.test', 'Demo@1234');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please try again after 27 minutes');
  });

  it('goes to registration completion with the id and mobile on 426', async () => {
    const { router } = await fillAndSubmit('unregistered@demo.test', 'Demo@1234');
    expect(await screen.findByRole('heading', { name: 'Complete your registration' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ _id: 'u1', mobile: '9000000003', email: 'unregistered@demo.test' });
  });

  it('confirms a password reset', async () => {
    const router = renderRoutes(signedOutRoutes, '/login').router;
    await router.navigate('/login', { state: { notice: 'passwordReset' } });
    expect(await screen.findByText('Your password has been changed. Log in with your new password.')).toHaveAttribute('role', 'status');
  });
});
