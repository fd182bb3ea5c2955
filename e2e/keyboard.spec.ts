import { expect, test, type Page } from '@playwright/test';
import { demoUsers } from './support/sign-in';

// The issue "A finished product in both languages, on phones and for keyboards": a person with a
// keyboard alone signs in, moves through the shell and submits a form, and focus lands where the
// next thing to read or do is.

/** Presses Tab (or Shift+Tab) until the focused element answers `wanted`, at most `limit` times. */
async function tabUntil(page: Page, wanted: () => Promise<boolean>, { backwards = false, limit = 60 } = {}) {
  for (let step = 0; step < limit; step += 1) {
    if (await wanted()) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  const last = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 160));
  throw new Error(`the wanted element never took focus (last: ${last})`);
}

const focusedIs = (page: Page, selector: string) => () => page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector);
const focusedText = (page: Page) => page.evaluate(() => (document.activeElement?.textContent ?? '').trim());

test('signs in, moves through the shell and searches a report with the keyboard alone', async ({ page }) => {
  // The report's filters and grid arrive as their own chunk after its heading; on a busy machine
  // that chunk came late and Tab went past where the form would be. Holding it back on every run
  // makes the test wait for the form as a person looking at the page does.
  await page.route(/transaction-report\.grid-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto('/login');
  await tabUntil(page, focusedIs(page, '#userName'));
  await page.keyboard.type(demoUsers.platformAdmin.userName);
  await page.keyboard.press('Tab');
  await expect(page.locator('#password')).toBeFocused();
  await page.keyboard.type(demoUsers.platformAdmin.password);
  await page.keyboard.press('Enter');

  // After sign-in focus is on the dashboard's heading, not left on the body.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeFocused();

  // The side navigation is reached backwards from the heading; Enter follows a link.
  await tabUntil(page, async () => (await focusedText(page)) === 'Settlements' && (await focusedIs(page, 'nav a')()), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settlements$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settlements' })).toBeFocused();

  await tabUntil(page, async () => (await focusedText(page)) === 'Reports' && (await focusedIs(page, 'nav a')()), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/type=transaction-report/);
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction Report' })).toBeFocused();

  // The filter form is submitted from its Search button; focus stays on it for the next search.
  await expect(page.getByRole('button', { name: 'Search' })).toBeEnabled();
  await tabUntil(page, async () => (await focusedText(page)) === 'Search' && (await focusedIs(page, 'button')()));
  await page.keyboard.press('Enter');
  await expect(page.locator('.report-table--transactions tbody tr')).toHaveCount(10);
  await expect(page.getByRole('button', { name: 'Search' })).toBeFocused();
});

test('the skip link is the first stop and moves focus to the content', async ({ page }) => {
  await page.goto('/login');
  await page.locator('#userName').fill(demoUsers.platformAdmin.userName);
  await page.locator('#password').fill(demoUsers.platformAdmin.password);
  await page.locator('#password').press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeFocused();
  // Start the sequential focus navigation from the top of the document, as a fresh visit does.
  await page.evaluate(() => {
    document.body.setAttribute('tabindex', '-1');
    document.body.focus();
    document.body.removeAttribute('tabindex');
  });
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
});

test('a wrong password keeps the login card where it was and says so in readable colours', async ({ page }) => {
  await page.goto('/login');
  const card = page.locator('.login-card');
  const before = await card.boundingBox();
  await page.locator('#userName').fill('admin');
  await page.locator('#password').fill('wrong-password');
  await page.locator('#password').press('Enter');
  const toast = page.locator('.p-toast-message-error');
  await expect(toast).toBeVisible();
  expect((await card.boundingBox())?.y).toBe(before?.y);
  // The empty form's messages grow the card downwards only.
  await page.reload();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Please provide username')).toBeVisible();
  expect((await card.boundingBox())?.y).toBe(before?.y);
});
