import { expect, test, type Page } from '@playwright/test';
import { chooseInField } from './support/dropdown-field';
import { demoUsers, signIn } from './support/sign-in';

/** "PKR 1,234.56" as paisa, exactly. */
function paisaOf(text: string): bigint {
  const match = /(-?)([\d,]+)\.(\d{2})/.exec(text);
  if (!match) throw new Error(`No amount in ${text}`);
  const [, sign, whole = '0', fraction = '00'] = match;
  const paisa = BigInt(whole.replace(/,/g, '')) * 100n + BigInt(fraction);
  return sign === '-' ? -paisa : paisa;
}

const pkrText = (paisa: bigint) => `PKR ${(paisa / 100n).toLocaleString('en-US')}.${String(paisa % 100n).padStart(2, '0')}`;

/** The detail page's available balance, or null while it loads. */
async function balanceOn(page: Page): Promise<bigint | null> {
  const text = (await page.getByTestId('available-balance').textContent()) ?? '';
  return /\d\.\d{2}/.test(text) ? paisaOf(text) : null;
}

test('platform staff create an account transaction through its summary and see the balance change', async ({ page }) => {
  await signIn(page, demoUsers.platformAdmin, '/loan-accounts-balance');
  await expect(page.getByRole('heading', { name: 'Payout Account(s)', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Detail of Hashir' }).click();
  await expect(page).toHaveURL(/\/loan-account-detail\/[^/]+$/);
  const detailUrl = page.url();
  await expect(page.getByTestId('available-balance')).toContainText('PKR');
  const before = (await balanceOn(page)) ?? 0n;

  await page.getByRole('link', { name: 'Create Transaction' }).click();
  await expect(page).toHaveURL(/\/loan-account-detail\/form\/new$/);
  await chooseInField(page, 'Merchant', 'Hashir');
  await chooseInField(page, 'Payment Method', 'USD Deposit');
  await chooseInField(page, 'Currency', 'USD');
  await page.getByLabel('Amount', { exact: true }).fill('10.01');
  await page.getByLabel('Exchange Rate').fill('278.45');
  await page.getByLabel('PGW Commission').fill('2');
  await page.getByLabel('SBP Charges').fill('1');
  await page.getByLabel('Service Sales Tax').fill('16');
  await page.getByLabel('Withholding Tax').fill('0.5');
  // 10.01 USD × 278.45 = 2,787.28 PKR less 19.5 % → 2,243.76 (spec 3 §5).
  await expect(page.getByLabel('Billed Amount')).toHaveValue('PKR 2,243.76');
  await page.getByRole('button', { name: 'Submit' }).click();

  const summary = page.getByRole('dialog', { name: 'Transaction Summary' });
  await expect(summary).toBeVisible();
  await expect(summary).toContainText('PKR 2,787.28');
  await expect(summary).toContainText(pkrText(before + 224376n));
  await summary.getByRole('button', { name: 'Cancel' }).click();
  await expect(summary).toBeHidden();
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('dialog', { name: 'Transaction Summary' }).getByRole('button', { name: 'Confirm' }).dblclick();
  await expect(page).toHaveURL(/\/loan-accounts-balance$/);
  await expect(page.getByText(/Transaction AT\d{10} saved/)).toBeVisible();

  await page.goto(detailUrl);
  await expect.poll(() => balanceOn(page)).toBe(before + 224376n);
  const table = page.getByRole('table', { name: 'Transactions' });
  await expect(table.getByRole('row').filter({ hasText: 'PKR 2,243.76' })).toHaveCount(1);

  // Delete it again: the balance goes back (a correcting ledger entry).
  await table
    .getByRole('row')
    .filter({ hasText: 'PKR 2,243.76' })
    .getByRole('button', { name: /^Delete AT/ })
    .click();
  await page.getByRole('button', { name: 'Yes, delete it!' }).click();
  await expect(page.getByText('Transaction has been deleted successfully!')).toBeVisible();
  await expect.poll(() => balanceOn(page)).toBe(before);
});

test('the accounts switch between the list and the module view', async ({ page }) => {
  await signIn(page, demoUsers.platformAdmin, '/merchant-top-ups');
  await expect(page.getByRole('heading', { name: 'Merchant Top Up', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Payout Account(s)' })).toBeVisible();
  await page.getByRole('button', { name: 'Module' }).click();
  const cards = page.getByRole('list', { name: 'Module' });
  await expect(cards.getByRole('heading', { name: 'Multiverse' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Payout Account(s)' })).toHaveCount(0);
  await cards.getByRole('link', { name: 'View details of Multiverse' }).click();
  await expect(page).toHaveURL(/\/loan-account-detail\/[^/]+$/);
  await expect(page.getByRole('table', { name: 'Transactions' })).toBeVisible();
  await page.getByRole('link', { name: 'Payout Account(s)' }).first().click();
  await page.getByRole('button', { name: 'List' }).click();
  await expect(page.getByRole('table', { name: 'Payout Account(s)' })).toBeVisible();
});

test('a merchant sees only its own account, Show only, and never the transaction form', async ({ page }) => {
  await signIn(page, demoUsers.merchantAdmin, '/loan-accounts-balance');
  const table = page.getByRole('table', { name: 'Payout Account(s)' });
  await expect(table.getByRole('link', { name: 'Detail of Multiverse' })).toBeVisible();
  await expect(table.getByRole('link', { name: /^Detail of / })).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Create Transaction' })).toHaveCount(0);
  await table.getByRole('link', { name: 'Detail of Multiverse' }).click();
  const rows = page.getByRole('table', { name: 'Transactions' }).getByRole('button', { name: /^Show AT/ });
  await expect(rows.first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Delete AT/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^History of AT/ })).toHaveCount(0);
  await rows.first().click();
  await expect(page.getByRole('dialog', { name: /^Transaction AT/ })).toBeVisible();
  await page.goto('/loan-account-detail/form/new');
  await expect(page).toHaveURL(/\/loan-accounts-balance$/);
});
