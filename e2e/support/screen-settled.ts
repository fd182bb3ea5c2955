import type { Page } from '@playwright/test';

/**
 * Playwright's own waits look again after 0, 20, 50, 100 and 100 ms, then every 500 ms: a screen that
 * takes 300 ms to draw is seen at about 770 ms. The sweeps open 41 screens per test, so they wait in
 * the page instead, checking on every animation frame (docs/decisions/0054-waiting-in-tests.md).
 */
const everyFrame = { polling: 'raf', timeout: 20_000 } as const;

/** What the screen shows while it loads: a list's overlay, a spinner, or the shell's placeholder. */
const loadingIndicators = '.p-datatable-loading-overlay, .p-progress-spinner, .shell-content__loading';

/** Until the screen's lists and lazy panels have loaded: no loading indicator is left in the page. */
export async function screenSettled(page: Page): Promise<void> {
  await page.waitForFunction((indicators) => document.querySelector(indicators) === null, loadingIndicators, everyFrame);
}

/** Until an element matching `selector` is drawn (has a box and is not hidden). */
export async function drawn(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((target) => document.querySelector(target)?.checkVisibility() === true, selector, everyFrame);
}

/** Until an element matches `selector`, drawn or not. */
export async function present(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((target) => document.querySelector(target) !== null, selector, everyFrame);
}
