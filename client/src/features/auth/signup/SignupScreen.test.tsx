import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedOutRoutes } from '../../../app/router/routes.tsx';
import { renderRoutes } from '../../../test/renderWithProviders.tsx';
import { DEMO, assessorBy, withRealMock, watchRequests } from '../../../test/realMock.ts';

withRealMock();

async function fill(mobile: string) {
  const view = renderRoutes(signedOutRoutes, '/signup');
  const { user } = view;
  await user.type(await screen.findByLabelText('Full name'), 'Kavita Rao');
  await user.type(screen.getByLabelText('Email'), 'kavita@new.test');
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
    const sent = watchRequests();
    const { user } = renderRoutes(signedOutRoutes, '/signup');
    await user.type(await screen.findByLabelText('Full name'), 'K');
    await user.type(screen.getByLabelText('New password'), 'password1');
    await user.type(screen.getByLabelText('Confirm password'), 'password2');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription('Full name must be 2–50 characters.');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter your email address.');
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription('Enter your mobile number.');
    expect(screen.getByLabelText('ToA type')).toHaveAccessibleDescription('Choose your ToA type.');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(/^Password must be 8–20 characters/);
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('Passwords do not match.');
    expect(screen.getByLabelText(/I accept the terms/)).toHaveAccessibleDescription(
      'Accept the terms and conditions to register.',
    );
    expect(sent()).toEqual([]);
  });

  it('shows the server message when registration is refused', async () => {
    const { user } = await fill((await assessorBy({ email: DEMO.email })).mobile);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Mobile No. already exists.');
  });

  it('sends the api-facts body and goes on to verify the mobile', async () => {
    const { user, router } = await fill('9123456780');
    const sent = watchRequests();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('heading', { name: 'Mobile verification' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ mobile: '9123456780' });
    // The mock kept the registration: a new assessor, inactive until approved.
    expect(await assessorBy({ mobile: '9123456780' })).toMatchObject({
      fullName: 'Kavita Rao',
      email: 'kavita@new.test',
      isActive: false,
    });
    const [register] = sent().filter((request) => request.url === '/api/register-assesor');
    expect(JSON.parse(String(register?.body))).toEqual({
      fullName: 'Kavita Rao',
      email: 'kavita@new.test',
      ToaType: 'Self',
      RadiantFundToa: false,
      mobile: '9123456780',
      assessorSipId: '',
      password: 'Kavita@2025',
      confirmPassword: 'Kavita@2025',
      acceptTermCondition: true,
    });
  });
});
