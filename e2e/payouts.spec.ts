import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { demoUsers, signIn } from './support/sign-in';

// spec 3 §2 Payout Request: adding through both steps, approving and rejecting, the auto-payment toggles.

async function tokenOf(request: APIRequestContext, user: { userName: string; password: string }): Promise<string> {
  const answer = await request.post('/api/auth/login', { data: user });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as string;
}

async function addThroughApi(request: APIRequestContext, orderId: string): Promise<string> {
  const token = await tokenOf(request, demoUsers.merchantAdmin);
  const answer = await request.post('/api/loan-requests/add-admin-loan-request', {
    headers: { 'x-auth-token': token, 'idempotency-key': `e2e-${orderId}` },
    data: {
      merchantOrderId: orderId,
      amount: 1,
      certName: 'Zainab Malik',
      certId: '35202-7654321-0',
      payoutType: 'WALLET',
      bankName: 'Easypaisa',
      msisdn: '03001112233',
      bankNo: '03001112233',
      description: 'E2E payout',
    },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { result: { loanId: string } }).result.loanId;
}

async function openRequest(page: Page, loanId: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Search' }).fill(loanId);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('button', { name: `View ${loanId}` }).click();
  await expect(page.getByRole('dialog', { name: `Payout ${loanId}` })).toBeVisible();
}

test('a merchant adds a payout through the form and the review, and sees the new loan id', async ({ page }) => {
  await signIn(page, demoUsers.merchantAdmin, '/loan-requests');
  await expect(page.getByRole('heading', { name: 'Payout Request', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Loan Request' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Step 1 of 2');
  // The defaults of spec 3 §2, and the rule of spec 3 §5.
  await expect(dialog.getByLabel('Amount (PKR)')).toHaveValue('1');
  await dialog.getByLabel('Mobile Number').fill('0300');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('must be 11 digits and start with 03').first()).toBeVisible();
  const orderId = `E2E-UI-${Date.now()}`;
  await dialog.getByLabel('Merchant Order ID').fill(orderId);
  await dialog.getByLabel('Beneficiary Name').fill('Omer Farooq');
  await dialog.getByLabel('Beneficiary CNIC').fill('35202-1111111-1');
  await dialog.getByLabel('Mobile Number').fill('03001234567');
  await dialog.getByLabel('Account / Wallet No.').fill('03001234567');
  await dialog.getByLabel('Description').fill('Vendor payment');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog).toContainText('Step 2 of 2');
  await expect(dialog).toContainText(orderId);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByRole('status')).toContainText('The payout request was added.');
  const loanId = (await dialog.locator('.payouts-done__id bdi').textContent()) ?? '';
  expect(loanId).toMatch(/^LN\d{8}$/);
  await dialog.locator('.payouts-dialog__actions').getByRole('button', { name: 'Close' }).click();
  await openRequest(page, loanId);
  await expect(page.getByRole('dialog')).toContainText('Pending');
  // A merchant never approves.
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
});

test('platform staff approve one request and reject another, confirming each', async ({ page, request }) => {
  const approveId = await addThroughApi(request, `E2E-A-${Date.now()}`);
  const rejectId = await addThroughApi(request, `E2E-R-${Date.now()}`);
  await signIn(page, demoUsers.platformAdmin, '/loan-requests');

  await openRequest(page, approveId);
  await page.getByRole('button', { name: 'Approve' }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(confirm).toContainText('will not revert');
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`${approveId} is approved and being sent.`)).toBeVisible();
  await expect(page.getByRole('dialog', { name: `Payout ${approveId}` })).toContainText('Approval Date');
  await page.getByRole('dialog').locator('.payouts-dialog__actions').getByRole('button', { name: 'Close' }).click();

  // The approval's confirmation has closed before the next one opens (one confirmation at a time).
  await expect(page.getByRole('dialog', { name: 'Are you sure?' })).toHaveCount(0);
  await openRequest(page, rejectId);
  await expect(page.getByRole('dialog', { name: `Payout ${rejectId}` })).toContainText('Pending');
  await page.getByRole('button', { name: 'Reject' }).click();
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText(`${rejectId} is rejected.`)).toBeVisible();
  await expect(page.getByRole('dialog', { name: `Payout ${rejectId}` })).toContainText('Rejected');
});

test('the auto-payment toggle shows the action it will take and the server’s state after each change', async ({ page }) => {
  await signIn(page, demoUsers.platformAdmin, '/loan-requests');
  await expect(page.getByRole('link', { name: 'File Record' })).toBeVisible();
  const start = page.getByRole('button', { name: 'Start Easypaisa auto payment' });
  await expect(start).toBeEnabled();
  await start.click();
  const stop = page.getByRole('button', { name: 'Stop Easypaisa auto payment' });
  await expect(stop).toBeEnabled();
  await page.reload();
  await expect(stop).toBeEnabled();
  await stop.click();
  await expect(page.getByRole('button', { name: 'Start Easypaisa auto payment' })).toBeEnabled();
});
