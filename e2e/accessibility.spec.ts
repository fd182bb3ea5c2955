import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { demoUsers } from './support/sign-in';

// Issue "A finished product…": every screen, in English and Arabic, wide and narrow, with no serious
// or critical axe-core violation (WCAG 2.1 A and AA rules).
const screens = [
  '/dashboard',
  '/reports?type=transaction-report',
  '/reports?type=settlement-report',
  '/reports?type=billing-report',
  '/reports?type=statements',
  '/inquire-transaction',
  '/settlements',
  '/settlement/form/new',
  '/csv-jobs',
  '/merchants',
  '/merchants/form/new',
  '/carriers',
  '/carriers/form/new',
  '/stores',
  '/stores/form/new',
  '/services',
  '/services/form/new',
  '/users',
  '/users/form/new',
  '/roles',
  '/roles/form/new',
  '/blacklists',
  '/blacklists/form/new',
  '/products',
  '/products/form/new',
  '/account-profile',
  '/change-password',
  '/collection',
  '/disbursement',
  '/loan-requests',
  '/loan-accounts-balance',
  '/merchant-top-ups',
  '/loan-account-detail/form/new',
  '/vouchers',
  '/vouchersRequest',
  '/vouchersTransactions',
  '/callcenter',
  '/checkout-logs',
  '/checkout-requests',
  '/audit-log',
  '/file-records',
  '/reconciliation',
];

/** Screens reached from a list's link (their paths carry a record id), checked after the list. */
const openedFrom: Record<string, string> = { '/loan-accounts-balance': 'a[href^="/loan-account-detail/"]:not([href*="/form/"])' };

const layouts = [
  { name: 'wide', viewport: { width: 1366, height: 800 } },
  { name: 'narrow', viewport: { width: 390, height: 844 } },
];

async function seriousViolations(page: Page, where: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${where}: ${violation.id} (${violation.impact}) at ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
}

/** Screens in groups small enough for one test each. */
const groupSize = 10;
// The file's tests are independent sign-ins, so both workers share them.
test.describe.configure({ mode: 'parallel' });

const groups = Array.from({ length: Math.ceil(screens.length / groupSize) }, (_, index) => screens.slice(index * groupSize, (index + 1) * groupSize));

for (const language of ['en', 'ar'] as const) {
  for (const layout of layouts) {
    groups.forEach((group, index) => {
      test(`screens ${index + 1}/${groups.length} pass axe in ${language === 'en' ? 'English' : 'Arabic'}, ${layout.name}`, async ({ page }) => {
        test.setTimeout(360_000);
        await page.setViewportSize(layout.viewport);
        await page.goto('/login');
        if (language === 'ar') await page.getByRole('button', { name: 'العربية' }).click();
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        if (index === 0) expect.soft(await seriousViolations(page, '/login')).toEqual([]);
        await page.locator('input[autocomplete="username"], input').first().fill(demoUsers.platformAdmin.userName);
        await page.locator('input[type="password"]').fill(demoUsers.platformAdmin.password);
        await page.locator('button[type="submit"]').click();
        await expect(page).toHaveURL(/\/dashboard$/);
        for (const path of group) {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
          // Lists and lazy panels finish loading before the page is judged.
          await expect(page.locator('.p-datatable-loading-overlay, .p-progress-spinner')).toHaveCount(0, { timeout: 20_000 });
          expect.soft(await seriousViolations(page, path)).toEqual([]);
          const link = openedFrom[path];
          if (link) {
            await page.locator(link).first().click();
            await expect(page).not.toHaveURL(path);
            await expect(page.locator('.p-datatable-loading-overlay, .p-progress-spinner')).toHaveCount(0, { timeout: 20_000 });
            expect.soft(await seriousViolations(page, page.url())).toEqual([]);
          }
        }
      });
    });
  }
}
