import { readFile } from 'node:fs/promises';
import * as XLSX from '@e965/xlsx';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { demoUsers, signIn } from './support/sign-in';

// spec 3 §2 Upload dialog and /file-records, §4 Upload: export the pending requests, set Status in a
// spreadsheet, upload it, read the summary, confirm, and find the decisions and the file record.

async function addThroughApi(request: APIRequestContext, orderId: string): Promise<string> {
  const login = await request.post('/api/auth/login', { data: demoUsers.merchantAdmin });
  const token = (await login.json()) as string;
  const answer = await request.post('/api/loan-requests/add-admin-loan-request', {
    headers: { 'x-auth-token': token, 'idempotency-key': `e2e-upload-${orderId}` },
    data: {
      merchantOrderId: orderId,
      amount: 1,
      certName: 'Upload Person',
      certId: '35202-7654321-0',
      payoutType: 'WALLET',
      bankName: 'Easypaisa',
      msisdn: '03001112233',
      bankNo: '03001112233',
      description: 'E2E upload',
    },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { result: { loanId: string } }).result.loanId;
}

async function statusShown(page: Page, loanId: string): Promise<string> {
  await page.getByRole('textbox', { name: 'Search' }).fill(loanId);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: loanId });
  await expect(row).toHaveCount(1);
  return (await row.locator('td').nth(6).textContent()) ?? '';
}

test('export pending, decide in a spreadsheet, upload, confirm, and find the file record', async ({ page, request }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const approve = await addThroughApi(request, `E2E-UP-A-${stamp}`);
  const reject = await addThroughApi(request, `E2E-UP-R-${stamp}`);

  await signIn(page, demoUsers.platformAdmin, '/loan-requests');
  await page
    .locator('.kit-field')
    .filter({ has: page.getByText('Status', { exact: true }) })
    .locator('.p-dropdown')
    .click();
  await page.locator('.p-dropdown-panel').getByRole('option', { name: 'Pending', exact: true }).click();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const csv = await readFile((await (await download).path()) ?? '', 'utf8');

  // A person opens the CSV in a spreadsheet, sets Status and saves it as xlsx.
  const book = XLSX.read(csv.replace(/^\uFEFF/, ''), { type: 'string', raw: true });
  const sheet = book.Sheets[book.SheetNames[0] ?? ''];
  if (sheet === undefined) throw new Error('The export has no sheet');
  const rows = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1, raw: false });
  const header = rows[0] ?? [];
  const statusColumn = header.indexOf('status');
  const loanIdColumn = header.indexOf('loanId');
  expect(statusColumn).toBeGreaterThan(0);
  const edited = rows.map((row, index) => {
    if (index === 0) return row;
    const copy = [...row];
    if (row[loanIdColumn] === approve) copy[statusColumn] = 'Approved';
    if (row[loanIdColumn] === reject) copy[statusColumn] = 'Rejected';
    return copy;
  });
  expect(edited.filter((row) => row[loanIdColumn] === approve || row[loanIdColumn] === reject)).toHaveLength(2);
  const out = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(out, XLSX.utils.aoa_to_sheet(edited), 'Payouts');
  const xlsx = XLSX.write(out, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
  const fileName = `decisions-${stamp}.xlsx`;

  await page.getByRole('button', { name: 'Payout Approval' }).click();
  const dialog = page.getByRole('dialog');
  // No file chosen: the specification's message.
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog).toContainText('Please select file');
  await dialog.getByRole('button', { name: 'Back' }).click();
  await dialog
    .getByLabel('File (xlsx or xls)')
    .setInputFiles({ name: fileName, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: xlsx });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  const summary = dialog.getByRole('region', { name: 'Upload summary' });
  await expect(summary).toBeVisible();
  await expect(summary.locator('.payouts-upload__figure').filter({ hasText: 'Approved' })).toContainText('1');
  await expect(summary.locator('.payouts-upload__figure').filter({ hasText: 'Rejected' })).toContainText('1');
  await expect(summary.locator('.payouts-upload__figure').filter({ hasText: 'Amount to pay out' })).toContainText('PKR 1.00');
  // The other pending rows stay Pending: discarded with their reason.
  if (rows.length > 3) await expect(summary).toContainText('Status neither Approved nor Rejected');
  // Nothing has changed before the confirmation.
  expect(await seriousViolations(page, 'upload summary')).toEqual([]);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByRole('status')).toContainText('2 requests were updated.');
  await dialog.locator('.payouts-dialog__actions').getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);

  await page.getByRole('button', { name: 'Reset' }).click();
  expect(await statusShown(page, approve)).toContain('Approved');
  expect(await statusShown(page, reject)).toContain('Rejected');

  await page.getByRole('link', { name: 'File Record' }).click();
  await expect(page).toHaveURL(/\/file-records$/);
  await expect(page.getByRole('heading', { name: 'File Record', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'File Record' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search' }).fill(`decisions-${stamp}`);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const record = page.getByRole('row').filter({ hasText: fileName });
  await expect(record).toHaveCount(1);
  await expect(record).toContainText('1.00');
  await expect(page.getByRole('row')).toHaveCount(2);
  expect(await seriousViolations(page, '/file-records')).toEqual([]);
  const exported = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  expect((await exported).suggestedFilename()).toMatch(/^file-records-\d{4}-\d{2}-\d{2}\.xlsx$/);
});
