import { authCalls, trainerCalls } from '@assessor/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedOutRoutes } from '../../../app/router/routes.tsx';
import { renderRoutes } from '../../../test/renderWithProviders.tsx';
import { DEMO, advanceMockClock, assessorBy, callMock, withRealMock, watchRequests } from '../../../test/realMock.ts';

withRealMock();
const NEW = '9000000001';
const PENDING = '9000000002';

/** The OTP the mock "sent" to a mobile (trainer call). */
const otpOf = async (mobile: string) => (await callMock(trainerCalls.lastOtp, { query: { mobile } })).otp;

async function reachCode(mobile: string) {
  const view = renderRoutes(signedOutRoutes, '/get-otp');
  await view.user.type(await screen.findByLabelText('Mobile number'), mobile);
  await view.user.click(screen.getByRole('button', { name: 'Send OTP' }));
  await screen.findByRole('textbox', { name: 'OTP' });
  return view;
}

describe('OTP login (/get-otp)', () => {
  it('checks the mobile before sending, keeping digits only', async () => {
    const sent = watchRequests();
    const { user } = renderRoutes(signedOutRoutes, '/get-otp');
    const field = await screen.findByLabelText('Mobile number');
    await user.type(field, '98e+7-6.5');
    expect(field).toHaveValue('98765');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(field).toHaveAccessibleDescription('Mobile number must be exactly 10 digits.');
    expect(sent()).toEqual([]);
  });

  it('asks for 4 digits, shows the server refusal, and counts down before a resend', async () => {
    const demo = await assessorBy({ email: DEMO.email });
    const { user } = await reachCode(demo.mobile);
    expect(screen.getByRole('button', { name: /^Resend OTP in \d+ s$/ })).toBeDisabled();
    const code = screen.getByRole('textbox', { name: 'OTP' });
    await user.type(code, '12');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(code).toHaveAccessibleDescription('OTP must be exactly 4 digits.');
    // Two more digits that make a code other than the one sent.
    await user.type(code, (await otpOf(demo.mobile)) === '1299' ? '98' : '99');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect OTP, please try again.');
  });

  it('logs a registered assessor in', async () => {
    const demo = await assessorBy({ email: DEMO.email });
    const { user, store } = await reachCode(demo.mobile);
    await user.type(screen.getByRole('textbox', { name: 'OTP' }), await otpOf(demo.mobile));
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await expect.poll(() => store.getState().auth.token).toEqual(expect.any(String));
    expect(localStorage.getItem('token')).toBe(store.getState().auth.token);
    expect(store.getState().auth.userInfo).toMatchObject({ _id: demo._id });
  });

  it('takes a mobile that is not registered to registration completion with its id', async () => {
    const { user, router } = await reachCode(NEW);
    await user.type(screen.getByRole('textbox', { name: 'OTP' }), await otpOf(NEW));
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByRole('heading', { name: 'Complete your registration' })).toBeInTheDocument();
    // The OTP login made the record; its id comes from the mock.
    expect(router.state.location.state).toEqual({ mobile: NEW, _id: (await assessorBy({ mobile: NEW }))._id });
    expect(screen.getByLabelText('Mobile number')).toHaveValue(NEW);
  });

  it('shows the approval-pending screen for an inactive assessor', async () => {
    // Registered and not yet approved by the admin.
    await callMock(authCalls.registerAssessor, {
      body: {
        fullName: 'Pending Person',
        email: 'pending@new.test',
        ToaType: 'Self',
        RadiantFundToa: false,
        mobile: PENDING,
        assessorSipId: '',
        password: 'Pending@2025',
        confirmPassword: 'Pending@2025',
        acceptTermCondition: true,
      },
    });
    await advanceMockClock(31_000); // past the 30 s between two OTPs to one mobile
    const { user } = await reachCode(PENDING);
    await user.type(screen.getByRole('textbox', { name: 'OTP' }), await otpOf(PENDING));
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByRole('heading', { name: 'Admin approval pending' })).toBeInTheDocument();
  });
});
