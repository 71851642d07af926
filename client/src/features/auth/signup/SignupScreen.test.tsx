import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedOutRoutes } from '../../../app/router/routes.tsx';
import { setRuntimeConfig } from '../../../config/runtimeConfig.ts';
import { renderRoutes } from '../../../test/renderWithProviders.tsx';
import { fail, ok, startTestServer, type TestServer } from '../../../test/testServer.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(({ body }) => {
    const { mobile } = JSON.parse(body) as { mobile: string };
    if (mobile === '9876543210') return fail(400, 'Mobile No. already exists.');
    return ok({ _id: 'r1', assessorId: 'RD1234', mobile, isMobileVerified: false }, 'Registration successful.');
  });
  setRuntimeConfig({ apiHost: server.url });
});
afterAll(() => server.close());

async function fill(mobile: string) {
  const view = renderRoutes(signedOutRoutes, '/signup');
  const { user } = view;
  await user.type(await screen.findByLabelText('Full name'), 'Kavita Rao');
  await user.type(screen.getByLabelText('E-mail'), 'kavita@new.test');
  await user.type(screen.getByLabelText('Mobile number'), mobile);
  await user.selectOptions(screen.getByLabelText('ToA type'), 'Self');
  await user.selectOptions(screen.getByLabelText('Radiant-funded ToA'), 'No');
  await user.type(screen.getByLabelText('New password'), 'Kavita@2025');
  await user.type(screen.getByLabelText('Confirm password'), 'Kavita@2025');
  await user.click(screen.getByLabelText(/I accept the terms/));
  return view;
}

describe('SignupScreen', () => {
  it('shows each problem beside its field and sends nothing', async () => {
    const before = server.requests.length;
    const { user } = renderRoutes(signedOutRoutes, '/signup');
    await user.type(await screen.findByLabelText('Full name'), 'K');
    await user.type(screen.getByLabelText('New password'), 'password1');
    await user.type(screen.getByLabelText('Confirm password'), 'password2');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription('Full name must be 2-50 characters.');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Enter your e-mail address');
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription('Enter your mobile number');
    expect(screen.getByLabelText('ToA type')).toHaveAccessibleDescription('Choose your ToA type');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(/^Password must be 8-20 characters/);
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('Passwords do not match');
    expect(screen.getByLabelText(/I accept the terms/)).toHaveAccessibleDescription('Accept the terms and conditions to register');
    expect(server.requests.length).toBe(before);
  });

  it('shows the server message when registration is refused', async () => {
    const { user } = await fill('9876543210');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Mobile No. already exists.');
  });

  it('sends the api-facts body and goes on to verify the mobile', async () => {
    const { user, router } = await fill('9123456780');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('heading', { name: 'Mobile verification' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ mobile: '9123456780' });
    expect(JSON.parse(server.requests.at(-1)!.body)).toEqual({
      fullName: 'Kavita Rao', email: 'kavita@new.test', ToaType: 'Self', RadiantFundToa: false, mobile: '9123456780',
      assessorSipId: '', password: 'Kavita@2025', confirmPassword: 'Kavita@2025', acceptTermCondition: true,
    });
  });
});
