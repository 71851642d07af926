// What the browser benchmarks do in a page before they measure it.

/**
 * Puts a signed-in session in the origin's localStorage, as the app keeps it after a login (the keys of
 * client/src/lib/storedSession.ts). `apiHost`: also the API host the app last used (client/src/config/
 * runtimeConfig.ts), as after one visit; left out, the page's script reads config.json first.
 */
export async function storeSession(page, origin, { token, userData }, { apiHost } = {}) {
  await page.goto(`${origin}/config.json`);
  // Runs in the page.
  await page.evaluate((t, u, host) => {
    globalThis.localStorage.setItem('token', t);
    globalThis.localStorage.setItem('userData', JSON.stringify(u));
    if (host !== null) globalThis.localStorage.setItem('apiHost', host);
  }, token, userData, apiHost ?? null);
}
