import { expect, type Page } from '@playwright/test';
import { drawn, present } from './screen-settled';

/**
 * Opens `path` inside the running portal, as its own links do (the router's history), instead of
 * loading the page again: a sweep over many screens spends its time on the screens, not on starting
 * the portal each time. The shell moves focus to the new screen's heading once the screen is drawn
 * (src/ui/shell/use-heading-focus.ts); focus leaves the old screen first, so its heading is never
 * taken for the new one. The screen already open is left as it is. A test of what an address opens on
 * its own uses page.goto.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  const moved = await page.evaluate((target) => {
    if (window.location.pathname + window.location.search === target) return false;
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
    return true;
  }, path);
  if (moved) await present(page, '#main-content :focus');
  await drawn(page, '#main-content h1');
  await expect(page.locator('#main-content h1').first()).toBeVisible();
}
