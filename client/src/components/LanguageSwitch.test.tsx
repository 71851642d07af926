import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { signedOutRoutes } from '../app/router/routes.tsx';
import { i18n, LANGUAGE_KEY } from '../i18n/index.ts';
import { renderRoutes } from '../test/renderWithProviders.tsx';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('<LanguageSwitch>', () => {
  it('turns the login screen into Hindi, remembers it on the phone and sets <html lang>', async () => {
    const { user } = renderRoutes(signedOutRoutes, '/login');
    const switcher = await screen.findByRole('group', { name: 'Language' });
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'हिन्दी' }));

    expect(await screen.findByRole('heading', { name: 'लॉग इन करें' })).toBeInTheDocument();
    expect(screen.getByLabelText('पासवर्ड')).toBeInTheDocument();
    expect(switcher).toHaveAccessibleName('भाषा');
    expect(screen.getByRole('button', { name: 'हिन्दी' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'हिन्दी' })).toHaveAttribute('lang', 'hi');
    expect(document.documentElement.lang).toBe('hi');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('hi');
  });

  it('switches back to English from the landing screen', async () => {
    await i18n.changeLanguage('hi');
    const { user } = renderRoutes(signedOutRoutes, '/');
    expect(await screen.findByRole('heading', { name: 'स्वागत है' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'English' }));

    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('en');
  });
});
