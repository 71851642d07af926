import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedOutRoutes } from '../../../app/router/routes.tsx';
import { setRuntimeConfig } from '../../../config/runtimeConfig.ts';
import { renderRoutes } from '../../../test/renderWithProviders.tsx';
import { fail, ok, startTestServer, type TestServer } from '../../../test/testServer.ts';

let server: TestServer;
const NEW = '9000000001';
const PENDING = '9000000002';

beforeAll(async () => {
  server = await startTestServer(({ url, body }) => {
    const { mobile, inputOTP } = JSON.parse(body || '{}') as { mobile?: string; inputOTP?: string };
    if (url.endsWith('send-assesorOTP')) return ok(undefined, 'OTP is sent to your Mobile Number.');
    if (url.endsWith('reverify-assesorOTP')) return fail(429, 'Please wait 12 seconds before requesting another OTP.');
    if (inputOTP !== '1234') return fail(400, 'Incorrect OTP, please try again.');
    if (mobile === NEW) return ok({ _id: 'n1', mobile, isAssessorRegister: false }, 'Your mobile number is verified.');
    if (mobile === PENDING) return fail(400, 'Admin approval pending');
    return ok({ _id: 'a1', mobile, isAssessorRegister: true, fullName: 'Demo', token: 'tok-otp' }, 'User login successfully');
  });
  setRuntimeConfig({ apiHost: server.url });
});
afterAll(() => server.close());

async function reachCode(mobile: string) {
  const view = renderRoutes(signedOutRoutes, '/get-otp');
  await view.user.type(await screen.findByLabelText('Mobile number'), mobile);
  await view.user.click(screen.getByRole('button', { name: 'Send OTP' }));
  await screen.findByRole('textbox', { name: 'OTP' });
  return view;
}

describe('OTP login (/get-otp)', () => {
  it('checks the mobile before sending, keeping digits only', async () => {
    const before = server.requests.length;
    const { user } = renderRoutes(signedOutRoutes, '/get-otp');
    const field = await screen.findByLabelText('Mobile number');
    await user.type(field, '98e+7-6.5');
    expect(field).toHaveValue('98765');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(field).toHaveAccessibleDescription('Mobile number must be exactly 10 digits.');
    expect(server.requests.length).toBe(before);
  });

  it('asks for 4 digits, shows the server refusal, and counts down before a resend', async () => {
    const { user } = await reachCode('9876543210');
    expect(screen.getByRole('button', { name: /^Resend OTP in \d+ s$/ })).toBeDisabled();
    const code = screen.getByRole('textbox', { name: 'OTP' });
    await user.type(code, '12');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(code).toHaveAccessibleDescription('OTP must be exactly 4 digits.');
    await user.type(code, '99');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect OTP, please try again.');
  });

  it('logs a registered assessor in', async () => {
    const { user, store } = await reachCode('9876543210');
    await user.type(screen.getByRole('textbox', { name: 'OTP' }), '1234');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await expect.poll(() => store.getState().auth.token).toBe('tok-otp');
  });

  it('takes a mobile that is not registered to registration completion with its id', async () => {
    const { user, router } = await reachCode(NEW);
    await user.type(screen.getByRole('textbox', { name: 'OTP' }), '1234');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByRole('heading', { name: 'Complete your registration' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ mobile: NEW, _id: 'n1' });
    expect(screen.getByLabelText('Mobile number')).toHaveValue(NEW);
  });

  it('shows the approval-pending screen for an inactive assessor', async () => {
    const { user } = await reachCode(PENDING);
    await user.type(screen.getByRole('textbox', { name: 'OTP' }), '1234');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByRole('heading', { name: 'Admin approval pending' })).toBeInTheDocument();
  });
});
