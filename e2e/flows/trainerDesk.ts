import type { Browser } from '@playwright/test';
import { demo, expect } from '../fixtures.ts';
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

/** The trainer's own laptop next to the trainee's phone, the console open and showing the demo assessor. */
export async function trainerConsole(
  browser: Browser,
  baseURL: string | undefined,
  viewport = { width: 1280, height: 800 },
) {
  const { desk, close } = await openTrainerDesk(browser, baseURL, viewport);
  await expect(desk.trainee(demo.email)).toBeVisible();
  await expect(desk.passcode).toBeHidden();
  return { console: desk, close };
}
