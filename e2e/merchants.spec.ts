import { expect, test, type Page } from '@playwright/test';
import { chooseInField } from './support/dropdown-field';
import { demoUsers, signIn } from './support/sign-in';

/** A name no other test uses, so flows never share records. */
const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function createMerchant(page: Page, name: string) {
  await page.goto('/merchants');
  await page.getByRole('link', { name: 'Create Merchant' }).click();
  await expect(page).toHaveURL(/\/merchants\/form\/new$/);
  await chooseInField(page, 'Country', 'Pakistan');
  await page.getByLabel('Account Name').fill(name);
  await chooseInField(page, 'Currency', 'PKR');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/merchants$/);
  await expect(page.getByText('Merchant created.')).toBeVisible();
}

const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });

test('platform staff create, edit, top up, reveal, follow the history of, toggle and delete merchants', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, demoUsers.platformAdmin);
  const name = uniqueName('E2E Merchant');
  await createMerchant(page, name);
  const row = rowOf(page, name);
  await expect(row).toContainText('0.00');
  await expect(row).toContainText('Active');

  // Edit.
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(page.getByLabel('Account Name')).toHaveValue(name);
  await page.getByLabel('Support Email').fill('help@e2e.example');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Merchant updated.')).toBeVisible();

  // Account balance: the net amount is computed as it is typed, and the grid grows by exactly it.
  await rowOf(page, name)
    .getByRole('button', { name: `Add account balance to ${name}` })
    .click();
  await expect(page.getByRole('heading', { name: 'Account Balance', level: 1 })).toBeVisible();
  await page.getByLabel('Amount', { exact: true }).pressSequentially('1000');
  await page.getByLabel('Tax %').pressSequentially('15');
  await expect(page.getByLabel('Net Amount')).toHaveValue('PKR 850.00');
  await page.getByRole('button', { name: 'Add Account Balance' }).dblclick();
  await expect(page).toHaveURL(/\/merchants$/);
  await expect(page.getByText(`Account balance added: ${name} now holds PKR 850.00.`)).toBeVisible();
  await expect(rowOf(page, name).getByRole('cell', { name: '850.00', exact: true })).toBeVisible();

  // Confidential keys, copied with the info toast.
  await rowOf(page, name)
    .getByRole('button', { name: `Confidential keys of ${name}` })
    .click();
  const keys = page.getByRole('dialog', { name: `Confidential — ${name}` });
  await expect(keys.getByText('Private Key')).toBeVisible();
  const sid = (await keys.locator('code').first().textContent()) ?? '';
  expect(sid).toMatch(/^[0-9a-f]{16}$/);
  await expect(keys.locator('code').nth(4)).toHaveText(/^[A-Za-z0-9+/=]+$/);
  await keys.getByRole('button', { name: 'Copy SID' }).click();
  await expect(page.getByText('Text copied successfully')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(sid);
  await page.keyboard.press('Escape');

  // History: created, balance, reveal — newest first.
  await rowOf(page, name)
    .getByRole('button', { name: `History of ${name}` })
    .click();
  await expect(page.getByRole('heading', { name: `${name} History`, level: 1 })).toBeVisible();
  const entries = page.locator('.accounts-timeline__text');
  await expect(entries.first()).toHaveText(/^Confidential keys revealed to /);
  await expect(page.getByText(/^Account balance of PKR 850\.00 added \(amount 1000\.00, tax 15\.00%\)/)).toBeVisible();
  await expect(entries.last()).toHaveText(/^Account created by /);

  // Status: confirm first, then the pill reads the new status.
  await page.getByRole('link', { name: 'Merchants' }).first().click();
  await rowOf(page, name)
    .getByRole('button', { name: `${name} is Active: Deactivate` })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
  await expect(rowOf(page, name).getByRole('button', { name: `${name} is Inactive: Activate` })).toBeVisible();

  // A merchant holding a balance cannot be deleted.
  await rowOf(page, name)
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  await page.getByRole('button', { name: 'Yes, delete it!' }).click();
  await expect(page.getByText('Oops...')).toBeVisible();
  await expect(rowOf(page, name)).toBeVisible();

  // One without a balance can.
  const empty = uniqueName('E2E Empty');
  await createMerchant(page, empty);
  await rowOf(page, empty)
    .getByRole('button', { name: `Delete ${empty}` })
    .click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Are you sure?' });
  await expect(confirm).toContainText('Changes will not be revert back.');
  await confirm.getByRole('button', { name: 'Yes, delete it!' }).click();
  await expect(page.getByText('Merchant has been deleted successfully!')).toBeVisible();
  await expect(rowOf(page, empty)).toHaveCount(0);
});

test('the merchant grid reads in Arabic, right to left', async ({ page }) => {
  await signIn(page, demoUsers.platformAdmin, '/merchants');
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'التجّار', level: 1 })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'رصيد الحساب' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'إنشاء تاجر' })).toBeVisible();
  await expect(rowOf(page, 'Hashir')).toContainText('باكستان');
  await page.getByRole('button', { name: 'English' }).click();
});

test("a merchant user sees 'Permission Denied' on /merchants", async ({ page }) => {
  await signIn(page, demoUsers.merchantAdmin, '/merchants');
  await expect(page.getByRole('heading', { name: 'Permission Denied' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});
