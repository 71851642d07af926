import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedOutRoutes } from '../app/router/routes.tsx';
import { renderRoutes } from '../test/renderWithProviders.tsx';
import legal from './en/legal.json';
import { bundledNamespaces, i18n, languages, lazyNamespaces, namespaces } from './index.ts';
import { eagerNamespaces } from './namespaces.ts';

describe('catalogue loading', () => {
  it("bundles exactly the first screens' namespaces in English", () => {
    expect([...bundledNamespaces].sort()).toEqual([...eagerNamespaces].sort());
    expect(namespaces).toEqual(expect.arrayContaining([...eagerNamespaces]));
    expect(languages).toContain('en');
  });

  it('leaves every other namespace to be loaded on demand', () => {
    expect(lazyNamespaces.length).toBeGreaterThan(0);
    expect(lazyNamespaces).toEqual(expect.arrayContaining(['legal', 'evidence', 'home']));
    expect(lazyNamespaces.some((name) => eagerNamespaces.includes(name))).toBe(false);
  });

  it('loads a lazy namespace from its own chunk', async () => {
    i18n.forget('en', 'legal');
    expect(i18n.hasLoadedNamespace('legal')).toBe(false);
    await i18n.loadNamespaces(['legal']);
    expect(i18n.catalogue('en', 'legal')).toEqual(legal);
  });

  it.each([
    ['/login', 'Log in'],
    ['/', 'Log in'],
  ])('%s uses only namespaces the entry carries', async (path, link) => {
    renderRoutes(signedOutRoutes, path);
    await screen.findAllByRole(path === '/' ? 'link' : 'button', { name: link });
    // The translator records every namespace a useTranslation call asked for.
    const used = i18n.usedNamespaces();
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter((name) => !eagerNamespaces.includes(name))).toEqual([]);
  });
});
