import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { AppStore } from '../store.ts';
import { prefetchFirstScreen } from './prefetch.ts';
import type { ScreenModule } from './screens.ts';

const store = {} as AppStore;
const Screen = () => null;

/** A router whose screens load lazily, as the app's do, each held until the test lets it load. */
function routerWith(screens: Record<string, () => Promise<ScreenModule>>, path: string) {
  return createMemoryRouter(
    Object.entries(screens).map(([screen, load]) => ({
      path: `/${screen}`,
      handle: { screen },
      lazy: async () => ({ Component: (await load()).default }),
    })),
    { initialEntries: [path] },
  );
}

describe('prefetchFirstScreen', () => {
  it('sends the first screen’s requests once its code has loaded, and only that screen’s', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const home = vi.fn();
    const other = vi.fn();
    const screens = {
      home: async () => {
        await held;
        return { default: Screen, prefetch: home };
      },
      other: async () => ({ default: Screen, prefetch: other }),
    };
    const router = routerWith(screens, '/home');
    void prefetchFirstScreen(router, store, screens);
    await Promise.resolve();
    expect(home).not.toHaveBeenCalled();

    release();
    await vi.waitFor(() => expect(home).toHaveBeenCalledWith(store));
    expect(other).not.toHaveBeenCalled();
    router.dispose();
  });

  it('resolves once the screen’s requests are under way, and in spite of a prefetch that failed', async () => {
    let sent = () => {};
    const underWay = new Promise<void>((resolve) => {
      sent = resolve;
    });
    const screens = {
      home: async () => ({ default: Screen, prefetch: () => underWay }),
      broken: async () => ({ default: Screen, prefetch: () => Promise.reject(new Error('no network')) }),
    };
    const router = routerWith(screens, '/home');
    let done = false;
    const prefetched = prefetchFirstScreen(router, store, screens).then(() => {
      done = true;
    });
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(done).toBe(false);
    sent();
    await prefetched;
    expect(done).toBe(true);
    router.dispose();

    const brokenRouter = routerWith(screens, '/broken');
    await expect(prefetchFirstScreen(brokenRouter, store, screens)).resolves.toBeUndefined();
    brokenRouter.dispose();
  });

  it('does nothing for a screen without requests of its own, or a path no screen has', async () => {
    const screens = { plain: async () => ({ default: Screen }) };
    for (const path of ['/plain', '/nowhere']) {
      const router = routerWith(screens, path);
      await expect(prefetchFirstScreen(router, store, screens)).resolves.toBeUndefined();
      expect(router.state.initialized).toBe(true);
      router.dispose();
    }
  });
});
