import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signedOutRoutes } from '../../app/router/routes.tsx';
import { renderRoutes } from '../../test/renderWithProviders.tsx';

// The request layer's chunk cannot be fetched (a first visit that lost the network before the login was sent).
vi.mock('./api.ts', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('LoginScreen without its request layer', () => {
  it('says the network failed, keeps what was typed and lets the assessor send again', async () => {
    const { user } = renderRoutes(signedOutRoutes, '/login');
    await user.type(await screen.findByLabelText('Email'), 'assessor@demo.test');
    await user.type(screen.getByLabelText('Password'), 'Demo@1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Network Error.');
    expect(screen.getByLabelText('Password')).toHaveValue('Demo@1234');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });
});
