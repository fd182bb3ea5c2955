import { expect, test, type Page } from '@playwright/test';
import { demoUsers, signIn } from './support/sign-in';

// spec 2 §2.4, §2.5, §2.9, §2.10: stores, services, blacklists and products in the browser. Every
// test makes its own records with unique names, so the tests share nothing.

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

/** The field whose label reads exactly `label`. */
const field = (page: Page, label: string) => page.locator('.kit-field').filter({ has: page.getByText(label, { exact: true }) });

async function choose(page: Page, label: string, option: string) {
  await field(page, label).locator('.p-dropdown').click();
  await page.locator('.p-dropdown-panel').getByRole('option', { name: option, exact: true }).click();
}

async function apiToken(page: Page): Promise<string> {
  return (await (await page.request.post('/api/auth/login', { data: demoUsers.platformAdmin })).json()) as string;
}

test('platform staff create a store and a Loan service drawing on it, suspend and edit the service', async ({ page }) => {
  const id = unique();
  const storeName = `E2E Store ${id}`;
  await signIn(page, demoUsers.platformAdmin);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Stores' }).click();
  await page.getByRole('link', { name: 'Create Store' }).click();
  await expect(page).toHaveURL(/\/stores\/form\/new$/);
  await page.getByLabel('Name', { exact: true }).fill(storeName);
  await choose(page, 'EP Service Name', 'multiverse-easypaisa');
  await page.getByLabel('EP Store Id').fill(`E2E-${id}`);
  await page.getByLabel('EP Store Key').fill(`KEY-${id}`);
  await page.getByLabel('EP Store Account Number').fill('03001234567');
  await page.getByLabel('Balance').fill('1500.5');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/stores$/);
  await expect(page.getByText(`Store ${storeName} created.`)).toBeVisible();
  await choose(page, 'Easypaisa service', 'multiverse-easypaisa');
  await expect(page).toHaveURL(/epServiceName=multiverse-easypaisa/);
  const storeRow = page.getByRole('row').filter({ hasText: storeName });
  await expect(storeRow).toContainText('1,500.50');
  await storeRow.getByRole('button', { name: `0 services use ${storeName}` }).click();
  await expect(page.getByRole('dialog').getByText('No service uses this store yet.')).toBeVisible();
  await page.keyboard.press('Escape');

  const serviceName = `e2e-loan-${id}`;
  await page.goto('/services');
  await page.getByRole('link', { name: 'Create Service' }).click();
  await expect(page.getByRole('heading', { name: 'Create Service', level: 1 })).toBeVisible();
  await choose(page, 'Merchant', 'Multiverse');
  await page.getByLabel('Service Name').fill(serviceName);
  await choose(page, 'Easypaisa Service', 'multiverse-easypaisa');
  await choose(page, 'Operator', 'Telenor (carrier)');
  await choose(page, 'Service Type', 'Loan');
  await page.getByLabel('Merchant Share').fill('90');
  await page.getByLabel('PGW Share').fill('5');
  // spec 2 §4: the payout share input is enabled only while its checkbox is on.
  await expect(page.getByLabel('Payout Share', { exact: true })).toBeDisabled();
  await page.getByText('Payout share applies').click();
  await expect(page.getByLabel('Payout Share', { exact: true })).toBeEnabled();
  await page.getByLabel('Payout Share', { exact: true }).fill('1.5');
  // spec 2 §4: turning on auto-disburse reveals the per-transaction charges.
  await expect(page.getByLabel('Easypaisa Charge', { exact: true })).toHaveCount(0);
  await page.getByText('Auto disburse').click();
  await page.getByLabel('Easypaisa Charge', { exact: true }).fill('1.25');
  await choose(page, 'Easypaisa Charge Type', 'Percent');
  await page.getByLabel('Jazzcash Charge', { exact: true }).fill('15');
  await page.getByLabel('Disbursement Amount').fill('25000');
  await page.getByLabel('Easypaisa', { exact: true }).check();
  await page.locator('.p-multiselect').click();
  await page
    .locator('.p-multiselect-panel')
    .getByRole('option', { name: new RegExp(storeName) })
    .click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByText(`Service ${serviceName} created.`)).toBeVisible();
  await page.getByRole('button', { name: `Suspend ${serviceName}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Suspend' }).click();
  await expect(page.getByText(`${serviceName} is now Suspended.`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Activate ${serviceName}` })).toContainText('Suspended');

  await page.getByRole('link', { name: `Edit ${serviceName}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit Service', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Payout Share', { exact: true })).toHaveValue('1.5');
  await expect(page.getByLabel('Easypaisa Charge', { exact: true })).toHaveValue('1.25');
  await expect(page.locator('.p-multiselect')).toContainText(storeName);
  await page.getByLabel('Price', { exact: true }).fill('10');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByText(`Service ${serviceName} updated.`)).toBeVisible();

  // The store now counts the service (spec 2 §2.4 badge).
  await page.goto('/stores?epServiceName=multiverse-easypaisa');
  await page.getByRole('button', { name: `1 services use ${storeName}` }).click();
  await expect(page.getByRole('dialog').getByText(serviceName)).toBeVisible();
});

test('a Voucher service shows the voucher section with the spec defaults; changing the Easypaisa service clears the stores', async ({ page }) => {
  await signIn(page, demoUsers.platformAdmin, '/services/form/new');
  await expect(page.getByText('Vendor Margin', { exact: true })).toHaveCount(0);
  await choose(page, 'Service Type', 'Voucher');
  await expect(page.getByLabel('Vendor Margin', { exact: true })).toHaveValue('2');
  await expect(page.getByLabel('Withholding Tax', { exact: true })).toHaveValue('4');
  await expect(page.getByLabel('Repatriation Cost', { exact: true })).toHaveValue('5');
  await expect(page.getByLabel('Sales Rate', { exact: true })).toHaveValue('10');
  await expect(page.getByLabel('Merchant Cost', { exact: true })).toHaveValue('1.5');
  await expect(field(page, 'Merchant Cost Type').locator('.p-dropdown')).toContainText('Percent');
  await expect(page.getByLabel('Margin to PGW')).toHaveValue('80');
  await expect(page.getByLabel('Margin to Merchant')).toHaveValue('20');
  await choose(page, 'Service Type', 'Others');
  await expect(page.getByText('Vendor Margin', { exact: true })).toHaveCount(0);

  await choose(page, 'Easypaisa Service', 'techlets-easypaisa');
  await page.locator('.p-multiselect').click();
  await page.locator('.p-multiselect-panel').getByRole('option').first().click();
  await page.keyboard.press('Escape');
  await expect(page.locator('.p-multiselect-token')).toHaveCount(1);
  await choose(page, 'Easypaisa Service', 'hashir-easypaisa');
  await expect(page.locator('.p-multiselect-token')).toHaveCount(0);
});

test('platform staff blacklist a number typed 0300…, change it and delete it', async ({ page }) => {
  const national = `300${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const changed = `345${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  await signIn(page, demoUsers.platformAdmin);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Blacklists' }).click();
  await page.getByRole('link', { name: 'Add Number' }).click();
  await expect(page.getByRole('heading', { name: 'Add Blacklisted Number', level: 1 })).toBeVisible();
  await expect(page.getByText('Carrier Form')).toHaveCount(0);
  const msisdn = page.getByLabel('Mobile Number');
  await expect(msisdn).toHaveAttribute('placeholder', '923xxxxxxx');
  await msisdn.fill('12');
  await expect(page.getByText('Please provide a Pakistani mobile number (923xxxxxxxxx)')).toBeVisible();
  await msisdn.fill(`0${national.slice(0, 3)} ${national.slice(3)}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/blacklists$/);
  await expect(page.getByRole('cell', { name: `92${national}`, exact: true })).toBeVisible();

  await page.getByRole('link', { name: `Edit 92${national}` }).click();
  await expect(page.getByLabel('Mobile Number')).toHaveValue(`92${national}`);
  await page.getByLabel('Mobile Number').fill(`+92 ${changed}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('cell', { name: `92${changed}`, exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: `92${national}`, exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: `Delete 92${changed}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Are you sure?')).toBeVisible();
  await expect(dialog.getByText('Changes will not be revert back.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes, delete it!' }).click();
  await expect(page.getByText('Blacklist has been deleted successfully!')).toBeVisible();
  await expect(page.getByRole('cell', { name: `92${changed}`, exact: true })).toHaveCount(0);
});

test('products: create one in the Product Form and page through the server-paged list', async ({ page }) => {
  const id = unique();
  await signIn(page, demoUsers.platformAdmin);
  const token = await apiToken(page);
  const headers = { 'x-auth-token': token };
  const formData = (await (await page.request.get('/api/services/form-data', { headers })).json()) as { merchants: { _id: string; name: string }[] };
  const techlets = formData.merchants.find((merchant) => merchant.name === 'Techlets');
  expect(techlets).toBeDefined();
  // Enough products for a second page of 25 (spec 2 §9).
  for (let index = 0; index < 26; index += 1) {
    const created = await page.request.post('/api/products/add', {
      headers,
      data: { merchantId: techlets?._id, name: `Bulk ${id} ${index}`, sku: `BULK-${id}-${index}` },
    });
    expect(created.status()).toBe(200);
  }

  await page.goto('/products');
  await page.getByRole('link', { name: 'Create Product' }).click();
  await expect(page.getByRole('heading', { name: 'Product Form', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please select a merchant')).toBeVisible();
  await choose(page, 'Merchant', 'Multiverse');
  await page.getByLabel('Name', { exact: true }).fill(`E2E Product ${id}`);
  await page.getByLabel('SKU').fill(`E2E-${id}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('row').filter({ hasText: `E2E Product ${id}` })).toContainText('Multiverse');
  await expect(page.locator('.kit-pager__report')).toContainText(/^1–25 of \d+$/);
  await page.getByRole('button', { name: 'Next Page' }).click();
  await expect(page.locator('.kit-pager__report')).toContainText(/^26–\d+ of \d+$/);
  await expect(page.getByRole('row').filter({ hasText: `E2E Product ${id}` })).toHaveCount(0);
});

test('the services grid reads right to left in Arabic', async ({ page }) => {
  await signIn(page, demoUsers.platformAdmin);
  await page.getByRole('button', { name: 'العربية' }).click();
  await page.goto('/services');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'الخدمات', level: 1 })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'مزوّد الخدمة' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'إنشاء خدمة' })).toBeVisible();
  await expect(page.getByText('نشطة').first()).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
});
