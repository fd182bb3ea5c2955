import { chooseInField } from './support/dropdown-field';
import { expect, test, type Page } from '@playwright/test';
import { demoUsers, signIn } from './support/sign-in';

/**
 * The fourth whole month before today's business month (Asia/Karachi): it has demo transactions
 * and no demo settlement (server/src/seed/demo-settlements.ts settles the three before today's).
 * Only this file settles Hashir for it.
 */
function unsettledMonth(): { first: Date; last: Date } {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi' }).format(new Date());
  const [year, month] = today.split('-').map(Number) as [number, number];
  return { first: new Date(Date.UTC(year, month - 5, 1)), last: new Date(Date.UTC(year, month - 4, 0)) };
}

/** The Calendar's own format, dd M yy (e.g. 01 Jul 2026). */
const calendarText = (date: Date) =>
  `${String(date.getUTCDate()).padStart(2, '0')} ${date.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' })} ${date.getUTCFullYear()}`;

async function typeDate(page: Page, label: string, date: Date) {
  const input = page.getByLabel(label, { exact: true });
  await input.fill(calendarText(date));
  await input.press('Escape');
  await expect(input).toHaveValue(calendarText(date));
}

test('platform staff create a settlement, find it in the list, open and print its summary', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await signIn(page, demoUsers.platformAdmin);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Settlements' }).click();
  await expect(page.getByRole('heading', { name: 'Settlements', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Create Settlement' }).click();
  await expect(page).toHaveURL(/\/settlement\/form\/new$/);

  const { first, last } = unsettledMonth();
  await typeDate(page, 'Revenue From', first);
  await typeDate(page, 'Revenue To', last);
  await chooseInField(page, 'Merchant', 'Hashir', '.settlement-field');
  await expect(page.getByLabel('Total Revenue')).not.toHaveValue('');
  await expect(page.getByLabel('Merchant Share %')).toHaveValue('96.00%');
  await chooseInField(page, 'Channel of Transfer', 'Bank Transfer', '.settlement-field');
  await page.getByLabel('Remittance %').fill('2');
  await expect(page.getByLabel('Remittance Charges')).not.toHaveValue('');
  await page.getByLabel('Exchange Rate').fill('280.5');
  await expect(page.getByLabel('Net Settled Amount')).not.toHaveValue('');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/settlements$/);
  const toast = page.getByText(/^Settlement STL-\S+ created\.$/);
  await expect(toast).toBeVisible();
  const transactionId = /STL-\S+(?= created)/.exec((await toast.textContent()) ?? '')?.[0] ?? '';
  const link = page.getByRole('link', { name: `Open summary of ${transactionId}` });
  await expect(link).toBeVisible();
  await link.click();

  await expect(page).toHaveURL(/\/settlement-summary\/\w+$/);
  const summary = page.locator('.settlement-print');
  await expect(summary.getByRole('heading', { name: 'Settlement Summary' })).toBeVisible();
  await expect(summary.getByText(transactionId).first()).toBeVisible();
  await expect(summary.getByText('Paid')).toBeVisible();
  await expect(summary.getByText('Hashir')).toBeVisible();
  const id = page.url().split('/').pop() ?? '';

  await page.getByRole('button', { name: 'Print' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(summary.getByText(transactionId).first()).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  await page.goto(`/settlements/${id}`);
  await expect(page.locator('.settlement-print').getByText(transactionId).first()).toBeVisible();
});

test('a merchant sees only its own settlements and cannot open another merchant’s', async ({ page, request }) => {
  const token = (await (await request.post('/api/auth/login', { data: demoUsers.platformAdmin })).json()) as string;
  const all = (await (await request.get('/api/settlements/get', { headers: { 'x-auth-token': token } })).json()) as Array<{
    _id: string;
    merchantName: string;
  }>;
  const others = all.find((row) => row.merchantName !== 'Multiverse');
  expect(others).toBeDefined();

  await signIn(page, demoUsers.merchantAdmin, '/settlements');
  const ids = page.locator('.settlements-table__id');
  await expect(ids.first()).toBeVisible();
  for (const text of await ids.allTextContents()) expect(text).toMatch(/-MUL$/);
  await expect(page.getByRole('link', { name: 'Create Settlement' })).toHaveCount(0);

  await page.goto(`/settlement-summary/${others?._id ?? ''}`);
  await expect(page.getByText('This settlement does not exist or is not yours to see.')).toBeVisible();
});

test('the settlement list and summary read right to left in Arabic', async ({ page }) => {
  await signIn(page, demoUsers.merchantViewer);
  await page.getByRole('button', { name: 'العربية' }).click();
  await page.goto('/settlements');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'التسويات', level: 1 })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'إجمالي الإيرادات' })).toBeVisible();
  await page.locator('.settlements-table__id').first().click();
  await expect(page.getByRole('heading', { name: 'ملخص التسوية' })).toBeVisible();
  await expect(page.getByText('مدفوعة')).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
});
