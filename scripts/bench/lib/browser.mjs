// What the browser benchmarks do in a page before they measure it.

/**
 * Puts a signed-in session in the origin's localStorage, as the app keeps it after a login (the keys of
 * client/src/lib/storedSession.ts).
 */
export async function storeSession(page, origin, { token, userData }) {
  await page.goto(`${origin}/config.json`);
  // Runs in the page.
  await page.evaluate(
    (t, u) => {
      globalThis.localStorage.setItem('token', t);
      globalThis.localStorage.setItem('userData', JSON.stringify(u));
    },
    token,
    userData,
  );
}
