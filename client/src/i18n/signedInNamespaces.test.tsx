import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInRoutes } from '../app/router/routes.tsx';
import { renderRoutes } from '../test/renderWithProviders.tsx';
import { signIn, withRealMock } from '../test/realMock.ts';
import { i18n, laterNamespaces } from './index.ts';
import { eagerNamespaces, frameNamespaces } from './namespaces.ts';

withRealMock();

// A file of its own: the translator records the namespaces asked for since the module loaded.
describe('the signed-in first screen', { timeout: 15_000 }, () => {
  it("home with its layout asks only for the entry's and the layout's namespaces; the next screen loads the rest", async () => {
    // The test setup loads every catalogue: as on a phone's cold start, only the entry's are there.
    for (const name of [...frameNamespaces, ...laterNamespaces]) i18n.forget('en', name);
    const session = await signIn();
    const { router } = renderRoutes(signedInRoutes, '/', { preloadedState: session.preloadedState });
    await screen.findByRole('link', { name: /Completed batches/ });
    const used = i18n.usedNamespaces();
    expect(used).toEqual(expect.arrayContaining(['layout', 'home']));
    expect(used.filter((name) => !eagerNamespaces.includes(name) && !frameNamespaces.includes(name))).toEqual([]);
    expect(laterNamespaces.filter((name) => i18n.hasLoadedNamespace(name))).toEqual([]);

    await router.navigate('/my-batches');
    expect(await screen.findByRole('heading', { level: 1, name: 'My batches' })).toBeInTheDocument();
    expect(laterNamespaces.filter((name) => !i18n.hasLoadedNamespace(name))).toEqual([]);
  });
});
