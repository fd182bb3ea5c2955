import { expect, test, type Locator } from '@playwright/test';
import { demoUsers, signIn } from './support/sign-in';

// Right to left on the transaction report: the pager's arrows point the way Arabic reads, cell text
// starts where its header starts, and a phone's page never scrolls sideways.

async function chooseArabic(page: import('@playwright/test').Page) {
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
};

test('the transaction report mirrors its pager and aligns cells with their headers in Arabic', async ({ page }) => {
  await signIn(page, demoUsers.platformAdmin);
  await chooseArabic(page);
  await page.goto('/reports?type=transaction-report');
  const table = page.locator('.report-table--transactions');
  await expect(table.locator('tbody tr')).toHaveCount(10);

  // "Next page" sits to the left of "Previous page", and its arrow is drawn pointing left.
  const previous = page.getByRole('button', { name: 'الصفحة السابقة' });
  const next = page.getByRole('button', { name: 'الصفحة التالية' });
  expect((await box(next)).x).toBeLessThan((await box(previous)).x);
  const nextTransform = await next.locator('i').evaluate((icon) => getComputedStyle(icon).transform);
  expect(nextTransform).toBe('matrix(-1, 0, 0, 1, 0, 0)');

  // Text columns start at the right edge of their header; figures end at its left edge.
  const headers = table.locator('thead tr').first().locator('th');
  const cells = table.locator('tbody tr').first().locator('td');
  const count = await headers.count();
  for (const index of [1, 2, 3]) {
    const header = await box(headers.nth(index));
    const cellText = await cells.nth(index).evaluate((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      const { left, right } = range.getBoundingClientRect();
      const style = getComputedStyle(cell);
      return { left, right, paddingRight: Number.parseFloat(style.paddingRight) };
    });
    expect(Math.abs(header.x + header.width - cellText.paddingRight - cellText.right)).toBeLessThan(3);
  }
  expect(count).toBeGreaterThan(8);
});

test('at 390 px the Arabic transaction report shows cards and the page does not scroll sideways', async ({ page }) => {
  await signIn(page, demoUsers.platformAdmin);
  await chooseArabic(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/reports?type=transaction-report');
  await expect(page.locator('.report-table--transactions tbody tr')).toHaveCount(10);
  await expect(page.locator('.kit-table--cards')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);
  // Each card names its values: the first value of a card is labelled with its column's header.
  await expect(page.locator('.report-table--transactions tbody tr').first().locator('.kit-table__cell-label').first()).toHaveText('المعرّف');
});
