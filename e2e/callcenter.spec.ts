import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { demoUsers, signIn } from './support/sign-in';

// spec 3 §2 /callcenter, Checkout Logs and Checkout Requests, against the real server and its
// sandbox providers. The refund here refunds one of Multiverse's own paid transactions, which no
// other suite reads by number.

type Provider = 'easypaisa' | 'jazzcash';
interface Found {
  serviceName: string;
  merchantName: string;
  operator: Provider;
  transactionNumber: string;
}

async function apiToken(request: APIRequestContext, user: { userName: string; password: string }): Promise<string> {
  const answer = await request.post('/api/auth/login', { data: user });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as string;
}

const businessDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000 + 5 * 3_600_000).toISOString().slice(0, 10);

/** Paid transactions the user may reach, with the service and provider the call centre needs (found through the API). */
async function paidTransactions(request: APIRequestContext, token: string, wanted: number): Promise<Found[]> {
  const headers = { 'x-auth-token': token };
  const services = (await (await request.get('/api/callcenter/services', { headers })).json()) as {
    serviceId: string;
    serviceName: string;
    merchantName: string;
  }[];
  const report = await request.post('/reports-api/transaction-report', {
    headers,
    data: { dateFrom: businessDay(-60), dateTo: businessDay(0), limit: 50, searchObj: [{ field: 'status', operator: 'equals', value: 'Success' }] },
  });
  expect(report.status()).toBe(200);
  const rows = ((await report.json()) as { subs: { transactionId: string; serviceName: string }[] }).subs;
  const found: Found[] = [];
  for (const row of rows) {
    for (const service of services.filter((candidate) => candidate.serviceName === row.serviceName)) {
      for (const operator of ['easypaisa', 'jazzcash'] as const) {
        const answer = await request.post('/hash-service/via-mw/inquire', {
          headers,
          data: { serviceId: service.serviceId, operator, transactionNumber: row.transactionId },
        });
        const body = (await answer.json()) as { transaction: { refund: unknown } | null };
        if (body.transaction !== null && body.transaction.refund === null) {
          found.push({ serviceName: service.serviceName, merchantName: service.merchantName, operator, transactionNumber: row.transactionId });
          if (found.length === wanted) return found;
        }
      }
    }
  }
  throw new Error('not enough paid transactions for the call centre');
}

async function pick(page: Page, section: Locator, label: string, option: string) {
  await section.getByLabel(label).locator('xpath=ancestor::div[contains(@class,"p-dropdown")]').first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function fill(
  page: Page,
  section: Locator,
  found: Found,
  providerLabel: string,
  serviceLabel = 'Select Service',
  operatorLabel = 'Select Service Provider',
  numberLabel = 'Transaction ID',
) {
  await pick(page, section, serviceLabel, `${found.serviceName} · ${found.merchantName}`);
  await pick(page, section, operatorLabel, providerLabel);
  await section.getByLabel(numberLabel).fill(found.transactionNumber);
}

const providerLabels = { en: { easypaisa: 'Easypaisa', jazzcash: 'Jazzcash' }, ar: { easypaisa: 'إيزي بيسة', jazzcash: 'جاز كاش' } } as const;

test('a merchant admin enquires about a transaction, refunds it once, and sees the refund in the summary', async ({ page, request }) => {
  const [found] = await paidTransactions(request, await apiToken(request, demoUsers.merchantAdmin), 1);
  if (found === undefined) throw new Error('no transaction');
  await signIn(page, demoUsers.merchantAdmin);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Call Centre' }).click();
  await expect(page).toHaveURL(/\/callcenter$/);

  const enquire = page.getByRole('form', { name: 'Enquire Transaction' });
  await fill(page, enquire, found, providerLabels.en[found.operator]);
  await enquire.getByRole('button', { name: 'Enquire' }).click();
  const result = page.getByRole('dialog', { name: 'Enquiry result' });
  await expect(result.getByText('Transaction status: Success')).toBeVisible();
  await result.getByRole('button', { name: 'Close' }).last().click();
  await expect(result).toBeHidden();

  const refund = page.getByRole('form', { name: 'Refund Transaction' });
  await fill(page, refund, found, providerLabels.en[found.operator]);
  await refund.getByRole('button', { name: 'Refund' }).click();
  await page.getByRole('dialog').filter({ hasText: 'Refund this transaction?' }).getByRole('button', { name: 'Refund' }).click();
  const refunded = page.getByRole('dialog', { name: 'Refund result' });
  await expect(refunded.getByText(/^Refunded \d/)).toBeVisible();
  await expect(refunded.getByText('Merchant Admin (merchant)').or(refunded.getByText(/\(merchant\)$/))).toBeVisible();
  await refunded.getByRole('button', { name: 'Transaction summary' }).click();
  const summary = page.getByRole('dialog', { name: 'Transaction summary' });
  await expect(summary.getByText('Refunded', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await refunded.getByRole('button', { name: 'Close' }).last().click();

  // The same transaction again: refused, named under its field.
  await refund.getByRole('button', { name: 'Refund' }).click();
  await page.getByRole('dialog').filter({ hasText: 'Refund this transaction?' }).getByRole('button', { name: 'Refund' }).click();
  await expect(refund.getByText('This transaction has already been refunded')).toBeVisible();
});

test('the call centre in Arabic', async ({ page, request }) => {
  const [found] = await paidTransactions(request, await apiToken(request, demoUsers.platformAdmin), 1);
  if (found === undefined) throw new Error('no transaction');
  await signIn(page, demoUsers.platformAdmin);
  await page.getByRole('button', { name: 'العربية' }).click();
  await page.goto('/callcenter');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const enquire = page.getByRole('form', { name: 'الاستعلام عن معاملة' });
  await fill(page, enquire, found, providerLabels.ar[found.operator], 'اختر الخدمة', 'اختر مزوّد الخدمة', 'رقم المعاملة');
  await enquire.getByRole('button', { name: 'استعلام' }).click();
  const result = page.getByRole('dialog', { name: 'نتيجة الاستعلام' });
  await expect(result.getByText('نجاح')).toBeVisible();
});

test('platform staff search the checkout logs and requests; a merchant is refused', async ({ page, request }) => {
  await signIn(page, demoUsers.platformAdmin, '/checkout-logs');
  const table = page.getByRole('table', { name: 'Checkout Logs' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await page.getByLabel('Search text').fill('no-such-order-anywhere');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(table.getByText('No checkout logs in these days.')).toBeVisible();
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByLabel('Search text')).toHaveValue('');
  await expect(table.locator('tbody tr').first()).not.toContainText('No checkout logs');
  await table.locator('tbody tr').first().getByRole('button').click();
  await expect(page.getByRole('dialog', { name: 'Checkout log' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/checkout-requests');
  await expect(page.getByRole('table', { name: 'Checkout Requests' }).locator('tbody tr').first()).toBeVisible();

  const merchantToken = await apiToken(request, demoUsers.merchantAdmin);
  const refused = await request.get(`/api/checkout-logs?dateFrom=${businessDay(-7)}&dateTo=${businessDay(0)}`, { headers: { 'x-auth-token': merchantToken } });
  expect(refused.status()).toBe(403);
});
