import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Screen-independent accessibility checks: they look at whatever the page shows, so a screen or a bar added later is
 * covered by the specs that already visit its pages.
 */

/** The smallest touch area, in CSS px, on each side (the "field-grade" rule, stricter than WCAG 2.5.8). */
export const MIN_TOUCH_PX = 48;

/** Everything a finger can tap. */
const CONTROLS = [
  'button',
  'a[href]',
  'input:not([type=hidden])',
  'select',
  'textarea',
  'summary',
  '[role=button]',
  '[role=tab]',
  '[role=link]',
  '[role=checkbox]',
  '[role=radio]',
].join(',');

export interface SmallTarget {
  control: string;
  width: number;
  height: number;
}

/**
 * Visible controls whose touch area is below `min` px on a side. The touch area is the control's box, or its box
 * united with a wrapping label's (a visually hidden file input inside a button-styled label, a checkbox in its label).
 */
export async function smallTouchTargets(page: Page, min = MIN_TOUCH_PX): Promise<SmallTarget[]> {
  return page.locator('body').evaluate(
    (body, { selector, min }) => {
      const describe = (element: Element) => {
        const name = element.getAttribute('aria-label') ?? (element.textContent ?? '').trim().slice(0, 40);
        const id = element.id ? `#${element.id}` : '';
        return `<${element.tagName.toLowerCase()}${id}> "${name}"`;
      };
      const small: { control: string; width: number; height: number }[] = [];
      for (const element of body.querySelectorAll(selector)) {
        const label = element.closest('label');
        const box = element.getBoundingClientRect();
        const shown = element.checkVisibility({ visibilityProperty: true, opacityProperty: false });
        // A visually hidden control (1 px, clipped) counts only through a label around it.
        if (!shown || ((box.width <= 1 || box.height <= 1) && !label)) continue;
        let { left, top, right, bottom } = box;
        if (label) {
          const outer = label.getBoundingClientRect();
          left = Math.min(left, outer.left);
          top = Math.min(top, outer.top);
          right = Math.max(right, outer.right);
          bottom = Math.max(bottom, outer.bottom);
        }
        const width = Math.round((right - left) * 10) / 10;
        const height = Math.round((bottom - top) * 10) / 10;
        // Half a pixel of slack for sub-pixel layout (3rem at a fractional zoom).
        if (width < min - 0.5 || height < min - 0.5) small.push({ control: describe(element), width, height });
      }
      return small;
    },
    { selector: CONTROLS, min },
  );
}

/** Fails when any visible control is smaller than 48 × 48 px; the message lists them with their sizes. */
export async function expectTouchTargets(page: Page, min = MIN_TOUCH_PX): Promise<void> {
  expect(await smallTouchTargets(page, min), `controls below ${min} × ${min} px on ${page.url()}`).toEqual([]);
}

export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Rules axe marks experimental, and so leaves out of a run by tags, that the app holds itself to:
 * `label-content-name-mismatch` (WCAG 2.5.3: a control's name contains its visible text, so "tap 8 Requests" works).
 */
const EXPERIMENTAL_RULES_ON = { 'label-content-name-mismatch': { enabled: true } };

/** The serious and critical axe-core findings (WCAG 2.x A/AA, 2.2 AA and best practice) on the page as it is now. */
export async function seriousAxeFindings(page: Page): Promise<AxeFinding[]> {
  // `options` first: it replaces the builder's options, which `withTags` then adds to.
  const results = await new AxeBuilder({ page })
    .options({ rules: EXPERIMENTAL_RULES_ON })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

/** Fails on any serious or critical axe-core finding; the message names the rule, the help text and the elements. */
export async function expectNoSeriousAxe(page: Page): Promise<void> {
  expect(await seriousAxeFindings(page), `serious/critical axe findings on ${page.url()}`).toEqual([]);
}

/** Sets the root text size (200 % = what a phone's largest font setting roughly does to rem-based layouts). */
export async function setTextSize(page: Page, percent: number): Promise<void> {
  await page.evaluate((size) => {
    document.documentElement.style.fontSize = `${size}%`;
  }, percent);
}

/**
 * The screen's width in CSS px: the viewport the test set. A phone browser widens its layout viewport to fit content
 * that is too wide (and zooms out), so the page's own `clientWidth` grows with the overflow and cannot measure it.
 */
function screenWidth(page: Page): number {
  const size = page.viewportSize();
  if (!size) throw new Error('the page has no fixed viewport to measure against');
  return size.width;
}

/** How far the page reaches past the screen's right edge (0 when nothing overflows it). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    (width) => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - width,
    screenWidth(page),
  );
}

/**
 * The innermost elements that reach past the viewport's right edge, to say what to fix. A fixed bar's item cut off
 * there counts too, though it does not make the page scroll; what sits in a sideways-scrolling box that itself fits
 * (a wide table in `.table-responsive`) does not.
 */
export async function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate((width) => {
    const pastEdge = (element: Element) => element.getBoundingClientRect().right > width + 0.5;
    const inFittingScroller = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        if (['auto', 'scroll'].includes(getComputedStyle(box).overflowX)) return !pastEdge(box);
      }
      return false;
    };
    const wide = [...document.body.querySelectorAll('*')].filter(
      (element) => element.getBoundingClientRect().width > 1 && pastEdge(element) && !inFittingScroller(element),
    );
    return wide
      .filter((element) => !wide.some((other) => other !== element && element.contains(other)))
      .slice(0, 8)
      .map(
        (element) =>
          `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> ${Math.round(element.getBoundingClientRect().right)} px`,
      );
  }, screenWidth(page));
}

/** Fails when the page can be scrolled sideways or something is cut off at the right edge; the message names it. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  try {
    await expect
      .poll(async () => (await horizontalOverflow(page)) <= 0 && (await overflowingElements(page)).length === 0, {
        timeout: 3000,
      })
      .toBe(true);
  } catch {
    expect(await overflowingElements(page), `horizontal scroll or cut-off content on ${page.url()}`).toEqual([]);
    expect(await horizontalOverflow(page), `horizontal scroll on ${page.url()}`).toBeLessThanOrEqual(0);
  }
}

/** The CSS font sizes (px) of the elements, e.g. a bar's labels. */
export async function fontSizes(elements: Locator): Promise<number[]> {
  return elements.evaluateAll((all) => all.map((element) => parseFloat(getComputedStyle(element).fontSize)));
}

/** Words of the visible badges (`.badge`) that are split over two lines ("Pend-ing"), with the badge's text. */
export async function brokenBadgeWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    for (const badge of document.querySelectorAll('.badge')) {
      if (!badge.checkVisibility()) continue;
      const walker = document.createTreeWalker(badge, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set(
            [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
          );
          if (lines.size > 1) broken.push(`${match[0]} in "${badge.textContent}"`);
        }
      }
    }
    return broken;
  });
}

/** Fails when `cover` (e.g. a toast) overlaps `target` (e.g. a bar's button), so the target stays tappable. */
export async function expectNotCovering(cover: Locator, target: Locator): Promise<void> {
  const [a, b] = await Promise.all([cover.boundingBox(), target.boundingBox()]);
  expect(a, 'the covering element is on screen').not.toBeNull();
  expect(b, 'the covered element is on screen').not.toBeNull();
  const apart =
    a!.x + a!.width <= b!.x || b!.x + b!.width <= a!.x || a!.y + a!.height <= b!.y || b!.y + b!.height <= a!.y;
  expect(apart, `${JSON.stringify(a)} overlaps ${JSON.stringify(b)}`).toBe(true);
}

/** Fails when the element's box is below `min` px on a side. */
export async function expectTouchSize(target: Locator, min = MIN_TOUCH_PX): Promise<void> {
  const box = await target.boundingBox();
  expect(box, 'the control is on screen').not.toBeNull();
  expect(Math.min(box!.width, box!.height)).toBeGreaterThanOrEqual(min - 0.5);
}

/**
 * How many pixels of `target` the fixed bottom bar covers (0 when none): WCAG 2.4.11, a control in sight must not
 * hide under a bar that stays on the screen.
 */
export async function coveredByBottomBar(target: Locator): Promise<number> {
  return target.evaluate((element) => {
    const bar = document.querySelector('.fixed-bottom');
    if (!bar) return 0;
    return Math.max(0, element.getBoundingClientRect().bottom - bar.getBoundingClientRect().top);
  });
}
