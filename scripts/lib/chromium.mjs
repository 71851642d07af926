// The one way the browser benchmarks start Chromium: the binary from CHROME_PATH (the variable e2e and CI read too),
// launched by chrome-launcher with a DevTools port, so Lighthouse, puppeteer-core and Playwright can all drive it.
import * as chromeLauncher from 'chrome-launcher';

/** The Chromium binary: CHROME_PATH, else Debian's. */
export const chromePath = () => process.env.CHROME_PATH || '/usr/bin/chromium';

/** Headless without a GPU or a sandbox (CI runs as root). */
export const HEADLESS = ['--headless=new', '--no-sandbox', '--disable-gpu'];

/**
 * Starts Chromium with `flags` (HEADLESS unless told otherwise); resolves with its DevTools `port` and `browserURL`
 * (for `puppeteer.connect({ browserURL })` or Playwright's `chromium.connectOverCDP(browserURL)`) and `close()`,
 * which ends it. A watchdog (benchRun) that must stop it can call `close()` too; a second call does nothing.
 */
export async function launchChromium({ flags = HEADLESS } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath: chromePath(), chromeFlags: flags });
  let closed;
  return {
    port: chrome.port,
    browserURL: `http://127.0.0.1:${chrome.port}`,
    close: () => (closed ??= Promise.resolve(chrome.kill())),
  };
}

/** Chromium for `run` only: launched, handed over, and ended when `run` settles, whatever it did. */
export async function withChromium(run, options) {
  const chrome = await launchChromium(options);
  try {
    return await run(chrome);
  } finally {
    await chrome.close();
  }
}
