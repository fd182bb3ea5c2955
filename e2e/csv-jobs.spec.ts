import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { demoUsers, signIn } from './support/sign-in';

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi' }).format(new Date());
const daysBefore = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

async function tokenOf(request: APIRequestContext, user: { userName: string; password: string }): Promise<string> {
  const answer = await request.post('/api/auth/login', { data: user });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as string;
}

interface ReportRow {
  transactionId: string;
  orderId: string;
}

/**
 * A narrow filter (a few dozen rows at most) and its rows as the transaction report answers them:
 * the 30 days before today, order ids starting like the newest row's. It ends yesterday, so the
 * payments other tests make while this one runs (today, with the next order ids) never fall in it.
 */
async function narrowFilter(request: APIRequestContext, token: string) {
  const base = { dateFrom: daysBefore(today(), 30), dateTo: daysBefore(today(), 1), country: 'PK', currency: 'PKR' };
  const report = async (body: object) => {
    const answer = await request.post('/reports-api/transaction-report', { data: body, headers: { 'x-auth-token': token } });
    expect(answer.status()).toBe(200);
    return (await answer.json()) as { subs: ReportRow[]; count: number };
  };
  const newest = (await report({ ...base, page: 1, limit: 10 })).subs[0];
  expect(newest).toBeDefined();
  const prefix = (newest as ReportRow).orderId.slice(0, -2);
  const filter = { ...base, searchObj: [{ field: 'orderId', operator: 'contains', value: prefix }] };
  const rows = await report({ ...filter, page: 1, limit: 100 });
  expect(rows.count).toBeLessThanOrEqual(100);
  return { filter, transactionIds: rows.subs.map((row) => row.transactionId).sort() };
}

async function startExport(request: APIRequestContext, token: string, filter: object): Promise<string> {
  const answer = await request.post('/api/csv-jobs/transactions/', { data: filter, headers: { 'x-auth-token': token } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { _id: string } }).data._id;
}

test('an export completes on the CSV jobs screen and downloads exactly the filtered rows', async ({ page, request }) => {
  const token = await tokenOf(request, demoUsers.platformAdmin);
  const { filter, transactionIds } = await narrowFilter(request, token);
  const jobId = await startExport(request, token, filter);

  await signIn(page, demoUsers.platformAdmin, '/csv-jobs');
  await expect(page.getByRole('heading', { name: 'CSV Jobs' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Date Query' })).toBeVisible();
  // The list refreshes itself while a job runs; no reload needed.
  const download = page.getByRole('button', { name: `Download CSV_${jobId}.csv` });
  await expect(download).toBeVisible({ timeout: 30_000 });
  const row = page.getByRole('row').filter({ has: download });
  await expect(row.getByText('Completed')).toBeVisible();
  await expect(row.getByText('100.00%')).toBeVisible();

  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toBe(`CSV_${jobId}.csv`);
  const text = await readFile((await file.path()) as string, 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const lines = text
    .slice(1)
    .split('\r\n')
    .filter((line) => line !== '');
  expect(lines[0]).toBe(
    'ID,Order ID,Account,Country,Operator,Product,Service Name,Transaction Date/Time,Transaction Amount,Merchant Share (96%),PGW Share,Net Amount,Status,Refunded Amount',
  );
  expect(
    lines
      .slice(1)
      .map((line) => line.split(',')[0])
      .sort(),
  ).toEqual(transactionIds);
});

test('a merchant’s CSV jobs list shows only its own jobs', async ({ page, request }) => {
  const adminToken = await tokenOf(request, demoUsers.platformAdmin);
  const merchantToken = await tokenOf(request, demoUsers.merchantAdmin);
  const range = { dateFrom: today(), dateTo: today() };
  const adminJob = await startExport(request, adminToken, range);
  const merchantJob = await startExport(request, merchantToken, range);

  await signIn(page, demoUsers.merchantAdmin, '/csv-jobs');
  await expect(page.getByRole('button', { name: `Download CSV_${merchantJob}.csv` })).toBeVisible({ timeout: 30_000 });
  // The admin's job of the same moment is done too (one worker, oldest first), yet not listed here.
  const adminDone = await request.get(`/api/v1/csv-jobs/${adminJob}/download/`, { headers: { 'x-auth-token': adminToken } });
  expect(adminDone.status()).toBe(200);
  await expect(page.getByRole('button', { name: `Download CSV_${adminJob}.csv` })).toHaveCount(0);
  expect((await request.get(`/api/v1/csv-jobs/${adminJob}/download/`, { headers: { 'x-auth-token': merchantToken } })).status()).toBe(404);
});

test('the CSV jobs screen reads right to left in Arabic', async ({ page, request }) => {
  const token = await tokenOf(request, demoUsers.platformAdmin);
  const jobId = await startExport(request, token, { dateFrom: today(), dateTo: today() });
  await signIn(page, demoUsers.platformAdmin);
  await page.getByRole('button', { name: 'العربية' }).click();
  await page.goto('/csv-jobs');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'مهام CSV' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'نطاق التاريخ' })).toBeVisible();
  await expect(page.getByRole('button', { name: `تنزيل CSV_${jobId}.csv` })).toBeVisible({ timeout: 30_000 });
});

test('an export from the transaction report with Account and Product column filters completes', async ({ page }) => {
  await signIn(page, demoUsers.platformAdmin, '/reports?type=transaction-report');
  const rows = page.locator('.report-table--transactions tbody tr');
  await expect(rows).toHaveCount(10);
  const account = ((await rows.first().locator('td:nth-child(3)').textContent()) ?? '').trim();
  const product = ((await rows.first().locator('td:nth-child(6)').textContent()) ?? '').trim();
  // The filters apply after a pause in typing: wait for the report that carries both.
  const filtered = page.waitForResponse(
    (response) =>
      response.url().includes('/transaction-report') &&
      (response.request().postData() ?? '').includes('productName') &&
      (response.request().postData() ?? '').includes('msisdn'),
  );
  await page.getByLabel('Filter Account').fill(account.slice(0, -1));
  await page.getByLabel('Filter Product').fill(product);
  await filtered;
  await expect(rows.first()).toContainText(account);

  const started = page.waitForResponse((response) => response.url().endsWith('/api/csv-jobs/transactions/') && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Export' }).click();
  // Before the grid's column names were mapped to the export's wire names, this said "Failed to generate CSV file".
  await expect(page.getByText('CSV file is being generated. You will be notified once it is ready.')).toBeVisible();
  const jobId = ((await (await started).json()) as { data: { _id: string } }).data._id;
  // The two filters apply in the order their pauses end: either order is the same search.
  const searchObj = (await started).request().postDataJSON().searchObj as { field: string }[];
  expect([...searchObj].sort((a, b) => a.field.localeCompare(b.field))).toEqual([
    { field: 'msisdn', operator: 'contains', value: account.slice(0, -1) },
    { field: 'productName', operator: 'contains', value: product },
  ]);

  await page.goto('/csv-jobs');
  await expect(page.getByRole('button', { name: `Download CSV_${jobId}.csv` })).toBeVisible({ timeout: 30_000 });
});
