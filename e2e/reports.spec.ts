import { expect, test, type Page } from '@playwright/test';
import { demoUsers, signIn } from './support/sign-in';

const rows = (page: Page) => page.locator('.report-table--transactions tbody tr');
const cellTexts = (page: Page, column: number) => rows(page).locator(`td:nth-child(${column})`).allInnerTexts();
const amountOf = (text: string) => Number(text.replace(/,/g, ''));

async function openTransactionReport(page: Page) {
  await page.goto('/reports?type=transaction-report');
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction Report' })).toBeVisible();
  await expect(rows(page)).toHaveCount(10);
}

test('transaction report pages, sorts and filters on the server', async ({ page }) => {
  await signIn(page, demoUsers.platformAdmin);
  await openTransactionReport(page);
  const firstPage = await cellTexts(page, 1);
  await page.getByRole('button', { name: 'Next Page' }).click();
  await expect.poll(() => cellTexts(page, 1)).not.toEqual(firstPage);
  const secondPage = await cellTexts(page, 1);
  expect(secondPage.filter((id) => firstPage.includes(id))).toEqual([]);

  await page.getByRole('columnheader', { name: 'Transaction Amount' }).click();
  await expect(page.getByRole('columnheader', { name: 'Transaction Amount' })).toHaveAttribute('aria-sort', 'ascending');
  // The sorted page has arrived once the table is no longer busy.
  await expect(page.getByRole('table', { name: 'Transaction Report' })).toHaveAttribute('aria-busy', 'false');
  await expect.poll(async () => (await cellTexts(page, 9)).map(amountOf)).toEqual([...(await cellTexts(page, 9)).map(amountOf)].sort((a, b) => a - b));
  const ascending = (await cellTexts(page, 9)).map(amountOf);
  await page.getByRole('columnheader', { name: 'Transaction Amount' }).click();
  await expect.poll(async () => (await cellTexts(page, 9)).map(amountOf)[0]).toBeGreaterThan(ascending[ascending.length - 1] ?? 0);

  const orderId = (await cellTexts(page, 2))[3] as string;
  await page.getByLabel('Filter Order ID').fill(orderId.toLowerCase());
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(orderId);
  await expect(page.getByText('1–1 of 1')).toBeVisible();
});

/** A business date `days` before today, written as the Calendar shows it (DD MMM YYYY). */
function daysAgo(days: number): string {
  const date = new Date(Date.now() - days * 86_400_000);
  const part = (options: Intl.DateTimeFormatOptions) => date.toLocaleString('en-US', { ...options, timeZone: 'Asia/Karachi' });
  return `${part({ day: '2-digit' })} ${part({ month: 'short' })} ${part({ year: 'numeric' })}`;
}

test('the transaction report shows what was refunded of a seeded refunded payment', async ({ page }) => {
  await signIn(page, demoUsers.platformAdmin);
  await openTransactionReport(page);
  // Transaction Amount is the 9th column, Refunded the 13th.
  await expect(page.locator('.report-table--transactions thead tr').first().locator('th:nth-child(13)')).toHaveText('Refunded');
  expect((await cellTexts(page, 13)).every((text) => /^\d[\d,]*\.\d{2}$/.test(text))).toBe(true);

  // The demo refunds are of the last Success payments older than a week, outside the default last 7
  // days (server/src/seed/demo-refunds.ts): the days up to a week ago, Success only. Newest first, the
  // payments of that last day that are newer than a week come first: a day's worth at most.
  for (const [label, days] of [
    ['Date from', 10],
    ['Date to', 7],
  ] as const) {
    await page.getByLabel(label).fill(daysAgo(days));
    await page.getByLabel(label).press('Escape');
  }
  const table = page.getByRole('table', { name: 'Transaction Report' });
  const before = await cellTexts(page, 1);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect.poll(() => cellTexts(page, 1)).not.toEqual(before);
  await page.locator('.report-status-filter').click();
  await page.getByRole('option', { name: 'Success' }).click();
  await expect(table).toHaveAttribute('aria-busy', 'false');

  let refunded: { amount: string; refunded: string } | undefined;
  for (let pageNumber = 1; refunded === undefined && pageNumber <= 60; pageNumber += 1) {
    await expect(table).toHaveAttribute('aria-busy', 'false');
    const [amounts, refunds, statuses] = await Promise.all([cellTexts(page, 9), cellTexts(page, 13), cellTexts(page, 14)]);
    expect(statuses.every((status) => status === 'Success')).toBe(true);
    const index = refunds.findIndex((text) => amountOf(text) > 0);
    if (index >= 0) refunded = { amount: amounts[index] ?? '', refunded: refunds[index] ?? '' };
    else {
      const shown = await cellTexts(page, 1);
      await page.getByRole('button', { name: 'Next Page' }).click();
      await expect.poll(() => cellTexts(page, 1)).not.toEqual(shown);
    }
  }
  // The call centre refunds the whole amount paid: exactly the payment's amount, as it is shown.
  expect(refunded?.refunded).toMatch(/^\d[\d,]*\.\d{2}$/);
  expect(refunded?.refunded).toBe(refunded?.amount);
});

test('platform staff change a Pending transaction to Success in place', async ({ page }) => {
  await signIn(page, demoUsers.platformAdmin);
  await openTransactionReport(page);
  // The oldest Pending row of the default week: no other test reads it.
  await page.locator('.report-status-filter').click();
  await page.getByRole('option', { name: 'Pending' }).click();
  await page.getByRole('columnheader', { name: 'Transaction Date/Time' }).click();
  await expect(page.getByRole('columnheader', { name: 'Transaction Date/Time' })).toHaveAttribute('aria-sort', 'ascending');
  await expect(rows(page).first().getByRole('button', { name: 'Pending: change to Success' })).toBeVisible();
  const orderId = (await cellTexts(page, 2))[0] as string;
  await page.getByLabel('Filter Order ID').fill(orderId);
  await expect(rows(page)).toHaveCount(1);

  await rows(page).first().getByRole('button', { name: 'Pending: change to Success' }).click();
  await expect(rows(page).first().getByRole('button', { name: 'Success: change to Failed' })).toBeVisible();
  await expect(page.getByText(/is now Success/)).toBeVisible();
});

test('a merchant sees statuses it cannot click', async ({ page }) => {
  await signIn(page, demoUsers.merchantAdmin);
  await openTransactionReport(page);
  await expect(rows(page).first().locator('.status-chip')).toBeVisible();
  await expect(page.getByRole('button', { name: /change to/ })).toHaveCount(0);
});

test('the settlement and billing reports open their details, and a report reads in Arabic', async ({ page }) => {
  await signIn(page, demoUsers.platformAdmin, '/reports?type=billing-report');
  await expect(page.getByRole('heading', { level: 1, name: 'Billing Report' })).toBeVisible();
  await page
    .getByRole('button', { name: /^Show transactions of / })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('tbody tr').first()).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/reports?type=settlement-report');
  const show = page.getByRole('link', { name: /^Show settlement / }).first();
  await expect(show).toBeVisible();
  await expect(show).toHaveAttribute('href', /^\/settlement-summary\/\w+$/);

  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'تقرير التسويات' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('columnheader', { name: 'صافي المبلغ المسوّى' })).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
});
