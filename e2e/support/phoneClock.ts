import type { Page } from '@playwright/test';

/**
 * Runs the phone's clock `minutes` behind the real one (the mock's), from the next page load: what the server records
 * is that much after what the phone takes. False, changing nothing, when the phone's day in India would then be
 * yesterday (the test skips: today's batch would not be on the phone's day).
 */
export async function phoneClockBehind(page: Page, minutes: number): Promise<boolean> {
  const indiaMinutes = Math.floor((Date.now() + 5.5 * 3600_000) / 60_000) % (24 * 60);
  if (indiaMinutes < minutes + 5) return false;
  await page.clock.install({ time: Date.now() - minutes * 60_000 });
  return true;
}
