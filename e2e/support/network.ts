import type { Page, Route } from '@playwright/test';

/** Network shaping for the specs: failures, slow links and request spies, all in one place. */

/** A slow mobile link (Chromium only): uploads crawl at `uploadKBps`. Answers a function that restores full speed. */
export async function throttleUploads(
  page: Page,
  { uploadKBps, latencyMs = 200 }: { uploadKBps: number; latencyMs?: number },
) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: latencyMs,
    downloadThroughput: -1,
    uploadThroughput: uploadKBps * 1024,
  });
  return async () => {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  };
}

/** Records the URL of every request the page sends whose URL contains `part` (read the array at any time). */
export function recordRequests(page: Page, part: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(part)) seen.push(request.url());
  });
  return seen;
}

/** Records the HTTP status of every answer the page receives whose URL contains `part`, served from cache or not. */
export function recordResponses(page: Page, part: string): number[] {
  const seen: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes(part)) seen.push(response.status());
  });
  return seen;
}

/** "Offline" without a service worker: every API request fails as a dropped connection until the answer is called. */
export async function apiOffline(page: Page): Promise<() => Promise<void>> {
  const url = '**/api/**';
  const drop = (route: Route) => route.abort('internetdisconnected');
  await page.route(url, drop);
  return () => page.unroute(url, drop);
}

/** The next request matching `url` reaches the server, but its answer is lost on the way back. */
export async function loseNextAnswer(page: Page, url: string): Promise<void> {
  await page.route(
    url,
    async (route) => {
      await route.fetch();
      await route.abort('connectionreset');
    },
    { times: 1 },
  );
}
