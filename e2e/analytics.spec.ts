import { expect, test, type Page } from '@playwright/test';
import { demoUsers, signIn } from './support/sign-in';

// Read-only: the dashboards change nothing other tests read.

const figure = (page: Page, key: string) => page.getByTestId(`figure-${key}`);
const methodsTable = (page: Page) => page.getByRole('table', { name: 'Transactions by payment method' });

async function pick(page: Page, shown: RegExp | string, option: string) {
  await page.locator('.p-dropdown').filter({ hasText: shown }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('platform staff pick a preset and a merchant on the Collection Overview', async ({ page }) => {
  await signIn(page, demoUsers.platformAdmin, '/collection');
  await expect(page.getByRole('heading', { level: 1, name: 'Collection Overview' })).toBeVisible();
  await expect(figure(page, 'transactions')).toHaveText(/^[\d,]+$/);
  await expect(page.getByRole('region', { name: 'Revenue over time' }).locator('canvas')).toBeVisible();
  await expect(page.getByTestId('success-rate')).toHaveText(/^\d+\.\d{2}%$/);
  // docs/decisions/0041-refunds-in-the-money-figures.md: the collected amount again as gross, beside its refunds and net.
  await expect(figure(page, 'gross')).toHaveText(await figure(page, 'total-amount').innerText());
  await expect(figure(page, 'refunded')).toHaveText(/^[\d,]+\.\d{2}$/);
  await expect(figure(page, 'net')).toHaveText(/^-?[\d,]+\.\d{2}$/);
  const week = Number((await figure(page, 'transactions').innerText()).replaceAll(',', ''));
  expect(week).toBeGreaterThan(0);

  await pick(page, 'Last 7 days', 'Last 30 days');
  await expect.poll(async () => Number((await figure(page, 'transactions').innerText()).replaceAll(',', ''))).toBeGreaterThan(week);
  const month = Number((await figure(page, 'transactions').innerText()).replaceAll(',', ''));
  await expect(methodsTable(page).locator('tbody tr')).toHaveCount(3);

  await pick(page, 'All payment methods', 'Jazzcash');
  await expect(methodsTable(page).locator('tbody tr')).toHaveCount(1);
  await expect(methodsTable(page).locator('tbody tr').first()).toContainText('Jazzcash');
  await expect.poll(async () => Number((await figure(page, 'transactions').innerText()).replaceAll(',', ''))).toBeLessThan(month);
  const jazzcash = Number((await figure(page, 'transactions').innerText()).replaceAll(',', ''));

  await pick(page, 'All merchants', 'Multiverse');
  await expect.poll(async () => Number((await figure(page, 'transactions').innerText()).replaceAll(',', ''))).toBeLessThan(jazzcash);
});

test('a merchant sees its own Collection Overview without the staff choices', async ({ page }) => {
  await signIn(page, demoUsers.merchantAdmin, '/collection');
  await expect(figure(page, 'total-amount')).toHaveText(/^[\d,]+\.\d{2}$/);
  await expect(page.getByLabel('Merchant', { exact: true })).toHaveCount(0);
  await expect(page.getByLabel('Payment method', { exact: true })).toHaveCount(0);
});

test('the Payout Overview shows deposits, balances, statuses and banks', async ({ page }) => {
  await signIn(page, demoUsers.platformAdmin, '/disbursement');
  await expect(page.getByRole('heading', { level: 1, name: 'Payout Overview' })).toBeVisible();
  await pick(page, 'Last 7 days', 'Last year');
  await expect(figure(page, 'available')).toHaveText(/^[\d,]+\.\d{2}$/);
  await expect(figure(page, 'successful')).toHaveText(/^[\d,]+$/);
  await expect(page.getByRole('table', { name: 'Banks' }).locator('tbody tr').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payment breakdown' }).locator('canvas')).toBeVisible();
});

test('the Collection Overview in Arabic', async ({ page }) => {
  await signIn(page, demoUsers.platformAdmin);
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.goto('/collection');
  await expect(page.getByRole('heading', { level: 1, name: 'نظرة عامة على التحصيل' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'المعاملات حسب طريقة الدفع' })).toBeVisible();
  await expect(page.getByTestId('success-rate')).toHaveText(/^\d+\.\d{2}%$/);
});
