import type { Page } from '@playwright/test';
import { demo, expect, test } from '../fixtures.ts';
import type { HomePage } from '../pages/HomePage.ts';

/** Holds back the app's entry script (the first module index.html loads) until `release` is called. */
async function holdAppScript(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing and login screens paint from the HTML alone', async ({ landing, login }) => {
    await landing.open();
    await expect(landing.heading('Welcome')).toBeVisible();
    await expect(landing.logInLink).toBeVisible();
    await login.open();
    await expect(login.heading('Log in')).toBeVisible();
    await expect(login.email).toBeVisible();
    await expect(login.password).toBeVisible();
  });
});

test('what is typed before the app has loaded is kept, and the login works', async ({ page, login, home }) => {
  const release = await holdAppScript(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await login.email.fill(demo.email);
  release();
  await expect(page.locator('#prerender')).toHaveCount(0);
  await expect(login.email).toHaveValue(demo.email);
  await expect(login.email).toBeFocused();
  await login.password.fill(demo.password);
  await login.submit.click();
  await expect(home.greeting()).toBeVisible();
});

test('a tap on Log in before the app has loaded is held, and the app logs in with what was typed', async ({
  page,
  login,
  home,
}) => {
  const release = await holdAppScript(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await login.email.fill(demo.email);
  await login.password.fill(demo.password);
  await login.submit.click();
  await expect(page).toHaveURL(/\/login$/);
  release();
  await expect(home.greeting()).toBeVisible();
});

test('a signed-in assessor never sees the pre-rendered landing', async ({ page, signedIn: _signedIn, home }) => {
  const release = await holdAppScript(page);
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.locator('#root')).toBeAttached();
  await expect(page.locator('#prerender')).toHaveCount(0);
  release();
  await expect(home.greeting()).toBeVisible();
});

test('another path answered with index.html does not show the landing', async ({ page }) => {
  const release = await holdAppScript(page);
  await page.goto('/forgot-password', { waitUntil: 'commit' });
  await expect(page.locator('#root')).toBeAttached();
  await expect(page.locator('#prerender')).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome' })).toHaveCount(0);
});

test("home does not move while its lists and today's step arrive one by one", async ({
  page,
  signedIn: _signedIn,
  home,
}) => {
  let answered = 0;
  await page.route(/\/api\/(batch-list|batch-request-list|assesment-activity-count)\b/, async (route) => {
    answered += 1;
    await new Promise((resolve) => setTimeout(resolve, 250 * answered));
    await route.continue();
  });
  await page.addInitScript(() => {
    const seen = window as unknown as { shifted: number };
    seen.shifted = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.shifted += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/');
  await expect(home.nextStep).toBeVisible();
  await expect(home.tile('Completed batches')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBeLessThan(0.01);
});

test("the page's script preloads the first screen's code before the app asks for it: no chunk is preloaded twice", async ({
  page,
  signedIn: _signedIn,
  home,
}) => {
  // The boot script puts in one link per task; slowed down here, the app would load the first screen (and Vite's
  // preload helper add its own links) before the script is done, unless it waits for the script's `preloaded`.
  await page.addInitScript(() => {
    const later = window.setTimeout.bind(window);
    const addsLinks = (handler: TimerHandler) =>
      typeof handler === 'function' && handler.toString().includes('modulepreload');
    window.setTimeout = ((handler: TimerHandler, ms?: number, ...rest: unknown[]) =>
      later(handler, addsLinks(handler) ? 80 : ms, ...rest)) as typeof window.setTimeout;
  });
  await page.goto('/');
  await expect(home.tile('Completed batches')).toBeVisible();
  const links = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((link) => link.href),
  );
  const firstScreen = links.filter((href) => !href.includes('pwa-register'));
  expect(firstScreen.length).toBeGreaterThan(3);
  expect(new Set(firstScreen).size).toBe(firstScreen.length);
  expect(await page.evaluate(() => (window as unknown as { preloaded?: boolean }).preloaded)).toBe(true);
});

test.describe('a returning assessor', () => {
  // The first visit's service worker would serve the app's script on the next one, past page.route (holdAppScript).
  test.use({ serviceWorkers: 'block' });

  /** Opens home once, so that the phone keeps a snapshot of it (client/src/lib/snapshot.ts). */
  async function visitHomeOnce(page: Page, home: HomePage) {
    await home.open();
    await expect(home.tile('Completed batches')).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('screenSnapshot') !== null)).toBe(true);
  }

  test('sees the last home screen before the app has loaded; taps on it do nothing, and the live home replaces it', async ({
    page,
    signedIn: _signedIn,
    home,
  }) => {
    await visitHomeOnce(page, home);
    const release = await holdAppScript(page);
    await page.goto('/', { waitUntil: 'commit' });
    const snapshot = page.locator('#prerender[data-snapshot]');
    await expect(snapshot).toBeVisible();
    await expect(snapshot.getByRole('heading', { name: /^Hello, / })).toBeVisible();
    await expect(snapshot).toHaveAttribute('inert', '');
    // The refresh bar runs once the app has taken over a second, not before.
    const bar = () => snapshot.evaluate((markup) => getComputedStyle(markup, '::before').animationName);
    await expect(snapshot).toHaveAttribute('data-refreshing', '');
    expect(await bar()).toBe('refreshing');
    await snapshot.evaluate((markup) => markup.removeAttribute('data-refreshing'));
    expect(await bar()).toBe('none');
    // A finger on the snapshot's Batches link and More button: a picture, nothing happens, then or later.
    for (const control of [
      snapshot.getByRole('link', { name: 'Batches', exact: true }),
      snapshot.getByRole('button', { name: 'More' }),
    ]) {
      const box = await control.boundingBox();
      expect(box).not.toBeNull();
      await page.mouse.click(box!.x + box!.width / 2, box!.y + box!.height / 2);
    }
    await expect(page).toHaveURL(/\/$/);
    release();
    await expect(page.locator('#prerender')).toHaveCount(0);
    await expect(home.tile('Completed batches')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(home.logOutButton).toHaveCount(0);
  });

  test('the live home replaces the snapshot once its lists have answered', async ({
    page,
    signedIn: _signedIn,
    home,
  }) => {
    await visitHomeOnce(page, home);
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let asked = false;
    await page.route(/\/api\/batch-list\?.*batchType=completed/, async (route) => {
      asked = true;
      await released;
      await route.continue();
    });
    await page.reload();
    await expect.poll(() => asked).toBe(true);
    // The app runs and has asked for home's lists; one of them has not answered, so the snapshot is still on view.
    await expect(page.locator('#prerender[data-snapshot]')).toBeVisible();
    await expect(page.locator('#root')).toBeHidden();
    release();
    await expect(page.locator('#prerender')).toHaveCount(0);
    await expect(home.greeting()).toBeVisible();
    await expect(home.tile('Completed batches')).toBeVisible();
  });

  test('sees no snapshot of another build, nor one left after logging out', async ({
    page,
    signedIn: _signedIn,
    home,
    landing,
  }) => {
    await visitHomeOnce(page, home);
    // Before the page's own scripts (leaving home keeps it again, so a change made now would be overwritten).
    await page.addInitScript(() => {
      const kept = JSON.parse(localStorage.getItem('screenSnapshot') ?? '{}') as { build: string };
      localStorage.setItem('screenSnapshot', JSON.stringify({ ...kept, build: '/assets/index-older.js' }));
    });
    const release = await holdAppScript(page);
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.locator('#root')).toBeAttached();
    await expect(page.locator('#prerender')).toHaveCount(0);
    release();
    await expect(home.tile('Completed batches')).toBeVisible();
    // This build's home is kept in its place.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('screenSnapshot') ?? 'none'))
      .toMatch(/^(?!.*index-older).*"build"/);
    await home.logOut();
    await expect(landing.logInLink).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('screenSnapshot'))).toBeNull();
  });
});
