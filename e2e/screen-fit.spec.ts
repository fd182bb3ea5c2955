import { expect, type Page, test } from '@playwright/test';
import { demoUsers, signIn } from './support/sign-in';

// Figures and grids fit their boxes in both languages, wide and narrow: a figure never breaks inside its
// number, and a grid's last column (its actions) is never cut off.

async function inLanguage(page: Page, language: 'en' | 'ar') {
  if (language === 'ar') {
    await page.getByRole('button', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  }
}

for (const language of ['en', 'ar'] as const) {
  for (const width of [1366, 390]) {
    test(`the Payout Overview writes each figure on one line inside its card, ${language} at ${width} px`, async ({ page }) => {
      await signIn(page, demoUsers.platformAdmin);
      await inLanguage(page, language);
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/disbursement');
      const values = page.locator('.analytics-card__value');
      await expect(values.first()).toBeVisible();
      await expect(page.locator('.analytics-card__value .p-skeleton')).toHaveCount(0);
      const misfits = await values.evaluateAll((nodes) =>
        nodes.flatMap((node) => {
          const element = node as HTMLElement;
          // One line: every piece of the figure's text starts at the same height.
          const range = document.createRange();
          range.selectNodeContents(element);
          const tops = [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => rect.top);
          const fontSize = Number.parseFloat(getComputedStyle(element).fontSize);
          const card = element.closest('.analytics-card')?.getBoundingClientRect();
          const own = element.getBoundingClientRect();
          const oneLine = Math.max(...tops) - Math.min(...tops) < fontSize / 2;
          const inside = card !== undefined && own.left >= card.left - 0.5 && own.right <= card.right + 0.5;
          const unclipped = element.scrollWidth <= element.clientWidth + 1;
          return oneLine && inside && unclipped
            ? []
            : [`${element.textContent}: ${oneLine ? '' : 'wraps '}${inside ? '' : 'overflows its card '}${unclipped ? '' : 'clipped'}`];
        }),
      );
      expect(misfits).toEqual([]);
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(sideways).toBe(0);
    });
  }
}

test('the payout requests grid shows its actions column whole in Arabic at 1366 px', async ({ page }) => {
  await signIn(page, demoUsers.platformAdmin);
  await inLanguage(page, 'ar');
  await page.goto('/loan-requests');
  const grid = page.getByRole('table', { name: 'طلبات الصرف' });
  await expect(grid.locator('tbody tr').first()).toBeVisible();
  const wrapper = page.locator('.p-datatable-wrapper').first();
  const action = grid.locator('tbody tr').first().getByRole('button').last();
  const [box, cell] = await Promise.all([wrapper.boundingBox(), action.boundingBox()]);
  if (!box || !cell) throw new Error('not laid out');
  expect(cell.x).toBeGreaterThanOrEqual(box.x - 0.5);
  expect(cell.x + cell.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
  const scroll = await wrapper.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(scroll).toBeLessThanOrEqual(0);
});
