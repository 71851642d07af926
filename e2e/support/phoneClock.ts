import type { Page } from '@playwright/test';

/**
 * Runs the phone's clock `minutes` away from the real one (the mock's), from the next page load, so that what the
 * server records is that far from what the phone takes. Behind, unless the phone's day in India would then be
 * yesterday (just after midnight): then ahead, which stays within the day. Either way the phone's day is today's.
 */
export async function phoneClockOff(page: Page, minutes: number): Promise<void> {
  const indiaMinutes = Math.floor((Date.now() + 5.5 * 3600_000) / 60_000) % (24 * 60);
  const sign = indiaMinutes < minutes + 5 ? 1 : -1;
  await page.clock.install({ time: Date.now() + sign * minutes * 60_000 });
}
