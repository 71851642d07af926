import { screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RouteError } from '../../components/RouteError.tsx';
import { renderRoutes } from '../../test/renderWithProviders.tsx';
import { signedInState } from '../../test/signedIn.ts';
import { signedInRoutes, signedOutRoutes } from './routes.tsx';
import { startPath } from './startPath.ts';

describe('signed-out routes', () => {
  it('shows the not-found screen for an unknown path', async () => {
    renderRoutes(signedOutRoutes, '/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('shows the landing page with log-in and sign-up', async () => {
    renderRoutes(signedOutRoutes, '/');
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  });

  it('opens the new-password form from an e-mailed reset link', async () => {
    renderRoutes(signedOutRoutes, '/reset-password/abc');
    expect(await screen.findByRole('heading', { name: 'Set a new password' })).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toBeInTheDocument();
  });

  it.each([
    ['/terms-and-conditions', 'Terms and conditions'],
    ['/privacy-policy', 'Privacy policy'],
  ])('%s shows readable text logged out', async (path, title) => {
    renderRoutes(signedOutRoutes, path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(6);
  });
});

describe('signed-in routes', () => {
  it('/batch/b1/assessment/raise-issue shows the close-out screen “Raise an issue”', async () => {
    renderRoutes(signedInRoutes, '/batch/b1/assessment/raise-issue', { preloadedState: signedInState() });
    expect(
      await screen.findByRole('heading', { name: 'Raise an issue', level: 1 }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it.each([
    ['/batch/b1/offline/clock-out', 'Clock out'],
    [
      '/batchassessment-details/attendence/apply-regularize/b1/a1/x1/re-capture',
      'Apply for regularisation with a new selfie',
    ],
    ['/batchassessment-details/attendence/regularize-request', 'Regularisation requests'],
  ])('%s shows the attendance screen “%s”', async (path, name) => {
    renderRoutes(signedInRoutes, path, { preloadedState: signedInState() });
    expect(await screen.findByRole('heading', { name, level: 1 }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText(`${name} is not available yet.`)).not.toBeInTheDocument();
  });

  it.each([
    ['/my-doc/degree-certificate/previous-experience', 'Previous experience'],
    ['/my-doc/bank-details', 'Bank details'],
    ['/account-setting/change-password', 'Account settings'],
    ['/help/support', 'Help and support'],
  ])('%s shows its screen “%s”', async (path, name) => {
    renderRoutes(signedInRoutes, path, { preloadedState: signedInState() });
    expect(await screen.findByRole('heading', { name, level: 1 }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('/help/chat-whatapp links to a WhatsApp chat with the assessor ID in the message', async () => {
    renderRoutes(signedInRoutes, '/help/chat-whatapp', { preloadedState: signedInState() });
    const link = await screen.findByRole('link', { name: 'Open WhatsApp' }, { timeout: 5000 });
    expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/[0-9]+\?text=Hello%2C%20I%20need%20help\./);
  });

  it.each([
    ['/batch/b1/assessment/activities/group-photos/t1', 'Group Photos'],
    ['/batch/b1/assessment/activities/group-photos/t1/12-05-2025', 'Group Photos'],
    ['/batch/b1/assessment/batch-documents/annexure/t2', 'Annexure M & N'],
  ])('%s shows the evidence tab “%s”', async (path, name) => {
    renderRoutes(signedInRoutes, path, { preloadedState: signedInState() });
    expect(await screen.findByRole('heading', { name, level: 1 }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('greets the assessor on home, inside the layout', async () => {
    renderRoutes(signedInRoutes, '/', { preloadedState: signedInState('Asha Verma') });
    expect(await screen.findByRole('heading', { name: 'Hello, Asha Verma' })).toBeInTheDocument();
    // Home's cards and links come together once its lists have answered.
    expect(await screen.findByRole('link', { name: 'My batches' })).toHaveAttribute('href', '/my-batches');
    const bottomBar = screen.getByRole('navigation', { name: 'Sections' });
    expect(within(bottomBar).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(bottomBar).getByRole('link', { name: 'Batches' })).toHaveAttribute('href', '/my-batches');
    expect(within(bottomBar).getByRole('button', { name: 'More' })).toBeInTheDocument();
    expect(document.title).toBe('Home – Assessor Portal');
  });

  it.each([
    ['/privacy-policy', 'Privacy policy'],
    ['/account-setting/privacy-policy', 'Privacy policy'],
    ['/account-setting/terms-condition', 'Terms and conditions'],
    ['/terms-and-conditions', 'Terms and conditions'],
  ])('%s shows the legal text logged in', async (path, title) => {
    renderRoutes(signedInRoutes, path, { preloadedState: signedInState() });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'More' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('shows not-found for unknown paths', async () => {
    renderRoutes(signedInRoutes, '/account-setting/unknown', { preloadedState: signedInState() });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('shows “Unexpected Application Error!” when a route fails', async () => {
    const broken: RouteObject[] = [
      {
        ErrorBoundary: RouteError,
        HydrateFallback: () => null,
        children: [{ path: '/', lazy: () => Promise.reject(new Error('chunk failed')) }],
      },
    ];
    const consoleError = console.error;
    console.error = () => undefined;
    try {
      renderRoutes(broken, '/');
      expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    } finally {
      console.error = consoleError;
    }
  });
});

describe('startPath', () => {
  it('moves a fresh login off logged-out-only pages', () => {
    expect(startPath('/login', true, false)).toBe('/');
    expect(startPath('/privacy-policy', true, false)).toBe('/privacy-policy');
    expect(startPath('/my-batches', true, false)).toBe('/my-batches');
  });

  it('sends a logged-out visitor of a logged-in page, or an ended session, to /login', () => {
    expect(startPath('/my-batches', false, false)).toBe('/login');
    expect(startPath('/', false, true)).toBe('/login');
    expect(startPath('/', false, false)).toBe('/');
    expect(startPath('/no-such-page', false, false)).toBe('/no-such-page');
  });
});
