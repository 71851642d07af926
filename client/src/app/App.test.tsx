import { trainerCalls } from '@assessor/contract';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders.tsx';
import { DEMO, assessorBy, callMock, withRealMock } from '../test/realMock.ts';
import { App } from './App.tsx';

withRealMock();
beforeEach(() => window.history.replaceState(null, '', '/login'));

async function logIn() {
  const demo = await assessorBy({ email: DEMO.email });
  const view = renderWithProviders(<App />, { store: undefined });
  await view.user.type(await screen.findByLabelText('Email'), DEMO.email);
  await view.user.type(screen.getByLabelText('Password'), DEMO.password);
  await view.user.click(screen.getByRole('button', { name: 'Log in' }));
  expect(await screen.findByRole('heading', { name: `Hello, ${demo.fullName}` })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/');
  return { ...view, demo };
}

// Real login and lazy screens: slower than the 5 s default on a loaded machine.
describe('<App> switches route sets with the session', { timeout: 15_000 }, () => {
  it('logs in to home, and logging out from the menu brings back the signed-out screens', async () => {
    const { user } = await logIn();
    await user.click(screen.getByRole('button', { name: 'More' }));
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.queryByText('Authentication Failed – Please login again')).not.toBeInTheDocument();
  });

  it('a session the server ended (410) brings back the login screen with its message', async () => {
    const { demo } = await logIn();
    // Ended on the server: the next call of the signed-in screens (the 2 s notification poll at the latest) gets 410.
    await callMock(trainerCalls.endSessions, { params: { id: demo._id } });
    expect(
      await screen.findByText('Authentication Failed – Please login again', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });
});
