import { expect, test } from '@playwright/test';
import { demoUsers, signIn } from './support/sign-in';

test('a merchant buys a voucher and finds its transaction with the shares', async ({ page }) => {
  await signIn(page, demoUsers.merchantAdmin, '/vouchers');
  await expect(page.getByRole('heading', { name: 'Vouchers', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Details of PUBG Mobile UC' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('table', { name: 'Products' })).toContainText('UPN-PUBGM-325');
  const price = dialog.locator('.vouchers-quote__price');
  await expect(price).toContainText(/^PKR [\d,]+\.\d\d$/);
  const customerPrice = (await price.textContent()) ?? '';
  await dialog.getByLabel('Customer name').fill('Ali Raza');
  await dialog.getByLabel('Customer mobile number').fill('03001234567');
  await dialog.getByLabel('Customer email').fill('ali@mail.example');
  await dialog.getByRole('button', { name: 'Buy' }).click();
  const result = dialog.locator('.vouchers-buy__result');
  await expect(result).toContainText(/Voucher bought: transaction VT\d{12}/);
  await expect(result).toContainText(/\d{4}-\d{4}-\d{4}-\d{4}/);
  const transactionId = /VT\d{12}/.exec((await result.textContent()) ?? '')?.[0] ?? '';
  await page.keyboard.press('Escape');

  await page.goto('/vouchersTransactions');
  const table = page.getByRole('table', { name: 'Voucher Transactions' });
  await expect(table.getByRole('row').nth(2)).toBeVisible();
  await page.getByLabel('Filter Transaction ID').fill(transactionId);
  const row = table.getByRole('row').filter({ hasText: transactionId });
  await expect(row).toHaveCount(1);
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(row).toContainText('SUCCESS');
  await expect(row).toContainText(customerPrice.replace('PKR ', ''));
  await expect(row.locator('.p-tag-success')).toBeVisible();
  await expect(row).toContainText('PUBG Mobile UC …');
});

test('a vendor failure records nothing and says why', async ({ page }) => {
  await signIn(page, demoUsers.merchantAdmin, '/vouchers?vendor=Gamepoint');
  await page.getByRole('button', { name: 'Details of Call of Duty Mobile' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('.vouchers-quote__price')).toBeVisible();
  await dialog.getByLabel('Customer name').fill('Sara');
  await dialog.getByLabel('Customer mobile number').fill('03001234567');
  await dialog.getByLabel('Customer email').fill('sara@mail.example');
  await dialog.getByLabel('Player ID').fill('000000');
  await dialog.getByRole('button', { name: 'Buy' }).click();
  await expect(page.getByText('Invalid player ID')).toBeVisible();
  await expect(dialog.locator('.vouchers-buy__result')).toHaveCount(0);
});

test('platform staff see the vendor balance, add a rate, and read the grids', async ({ page }) => {
  await signIn(page, demoUsers.platformAdmin);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Vouchers' }).first().click();
  await expect(page.getByRole('heading', { name: 'Unipin balance' })).toBeVisible();
  await expect(page.locator('.vouchers-balance__figure')).toContainText('USD');
  await page.getByLabel('New rate (PKR per USD)').fill('282.25');
  await page.getByRole('button', { name: 'Add rate' }).click();
  await expect(page.locator('.vouchers-rate__current')).toContainText('282.2500');
  await page.getByRole('button', { name: 'Rate history' }).click();
  await expect(page.locator('.vouchers-rate__history li')).toHaveCount(5);

  await page.goto('/vouchers?vendor=Gamepoint');
  await page.getByRole('button', { name: 'Details of Space Raiders' }).click();
  await expect(page.getByRole('dialog')).toContainText('The details of this voucher are not available at the moment.');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Details of Legacy Arena' }).click();
  await expect(page.getByRole('dialog')).toContainText('Product details are temporarily unavailable');
  await page.keyboard.press('Escape');

  await page.goto('/vouchersRequest');
  await expect(page.getByRole('table', { name: 'Merchant balances' })).toContainText('Multiverse');
  await expect(page.locator('.kit-pager__report').last()).toContainText(/^1–25 of \d+$/);
  await page.getByRole('button', { name: 'Next Page' }).last().click();
  await expect(page.locator('.kit-pager__report').last()).toContainText(/^26–50 of \d+$/);

  await page.goto('/vouchersTransactions');
  await expect(page.locator('.kit-pager__report')).toContainText(/^1–\d+ of \d+$/);
});

test('the voucher transactions read right to left in Arabic', async ({ page }) => {
  await signIn(page, demoUsers.merchantAdmin);
  await page.getByRole('button', { name: 'العربية' }).click();
  await page.goto('/vouchersTransactions');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('columnheader', { name: 'حصة المشغّل' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'بحث' })).toBeVisible();
  await page.goto('/vouchersRequest');
  await expect(page.getByRole('heading', { name: 'رصيدك' })).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
});
