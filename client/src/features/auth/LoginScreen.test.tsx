import { authCalls } from '@assessor/contract';
import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedOutRoutes } from '../../app/router/routes.tsx';
import { setRuntimeConfig } from '../../config/runtimeConfig.ts';
import { renderRoutes } from '../../test/renderWithProviders.tsx';
import {
  DEMO,
  advanceMockClock,
  answerOf,
  assessorBy,
  callMock,
  mockUrl,
  withRealMock,
  watchRequests,
} from '../../test/realMock.ts';
import { fail, startTestServer, type TestServer } from '../../test/testServer.ts';
import { initialAuthState } from '../../session/authSlice.ts';

withRealMock();

async function fillAndSubmit(email: string, password: string) {
  const view = renderRoutes(signedOutRoutes, '/login');
  const { user } = view;
  await user.type(await screen.findByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return view;
}

const newcomer = {
  fullName: 'Kavita Rao',
  email: 'kavita@new.test',
  ToaType: 'Self',
  RadiantFundToa: false,
  mobile: '9123456780',
  assessorSipId: '',
  password: 'Kavita@2025',
  confirmPassword: 'Kavita@2025',
  acceptTermCondition: true,
} as const;

describe('LoginScreen', () => {
  it('validates on the client, beside the fields, without calling the server', async () => {
    const sent = watchRequests();
    await fillAndSubmit('not-an-email', '');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Enter a valid email address, like name@example.com.',
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Enter your password.');
    expect(sent()).toEqual([]);
  });

  it('says how many attempts remain, offers the other ways in and clears the password when login fails', async () => {
    await fillAndSubmit('assessor@demo.test.in', 'wrong');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Wrong email or password. 4 attempts remaining.');
    expect(within(alert).getByRole('link', { name: 'Log in with OTP' })).toHaveAttribute('href', '/get-otp');
    expect(within(alert).getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('stores token and userData on success', async () => {
    const demo = await assessorBy({ email: DEMO.email });
    const { store } = await fillAndSubmit(DEMO.email, DEMO.password);
    await vi.waitFor(() => expect(store.getState().auth.token).toEqual(expect.any(String)));
    const token = store.getState().auth.token!;
    expect(localStorage.getItem('token')).toBe(token);
    expect(JSON.parse(localStorage.getItem('userData')!)).toMatchObject({
      _id: demo._id,
      user_details: { fullName: demo.fullName },
    });
    // The token is a live session of the mock.
    expect((await answerOf(authCalls.logout, {}, token)).status).toBe(200);
  });

  it('goes to OTP verification with the mobile on 422', async () => {
    // A registration leaves the mobile unverified; its password login is then answered 422.
    await callMock(authCalls.registerAssessor, { body: newcomer });
    const { router } = await fillAndSubmit(newcomer.email, newcomer.password);
    expect(await screen.findByRole('heading', { name: 'Mobile verification' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ mobile: newcomer.mobile });
  });

  it('shows the lockout message with the minutes left', async () => {
    const body = { email: DEMO.email, password: 'Wrong@1234' };
    for (let i = 0; i < 5; i++) await answerOf(authCalls.loginAssessor, { body });
    await advanceMockClock(3 * 60_000);
    await fillAndSubmit(DEMO.email, DEMO.password);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your account is locked after too many failed attempts. Try again in 27 minutes.',
    );
  });

  it('shows why the session ended', async () => {
    renderRoutes(signedOutRoutes, '/login', {
      preloadedState: { auth: { ...initialAuthState, signedOutReason: 'authFailed' } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Authentication Failed – Please login again');
  });

  it('confirms a password reset', async () => {
    const router = renderRoutes(signedOutRoutes, '/login').router;
    await router.navigate('/login', { state: { notice: 'passwordReset' } });
    expect(await screen.findByText('Your password has been changed. Log in with your new password.')).toHaveAttribute(
      'role',
      'status',
    );
  });
});

// Scripted: the mock cannot answer 426. Its registration always completes the profile, so no account has a password
// without one (the real API has such accounts from its older sign-up).
describe('LoginScreen, profile not created (426)', () => {
  let other: TestServer;
  beforeAll(async () => {
    other = await startTestServer(({ body }) => {
      const { email } = JSON.parse(body) as { email: string };
      return fail(426, 'Profile not created.', { _id: 'u1', mobile: '9000000003', email });
    });
    setRuntimeConfig({ apiHost: other.url });
  });
  afterAll(async () => {
    await other.close();
    setRuntimeConfig({ apiHost: mockUrl() });
  });

  it('goes to registration completion with the id and mobile on 426', async () => {
    const { router } = await fillAndSubmit('unregistered@demo.test', 'Demo@1234');
    expect(await screen.findByRole('heading', { name: 'Complete your registration' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ _id: 'u1', mobile: '9000000003', email: 'unregistered@demo.test' });
  });
});
