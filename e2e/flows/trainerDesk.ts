import type { Browser } from '@playwright/test';
import { TrainerConsole } from '../pages/TrainerConsole.ts';

/**
 * The trainer's console in a browser context of its own (a laptop or a phone beside the trainees' phones), opened
 * with the passcode. `close()` ends that context.
 */
export async function openTrainerDesk(
  browser: Browser,
  baseURL: string | undefined,
  viewport: { width: number; height: number },
) {
  const context = await browser.newContext({ baseURL, viewport });
  const desk = new TrainerConsole(await context.newPage());
  await desk.open();
  return { desk, close: () => context.close() };
}
