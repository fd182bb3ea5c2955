import { expect, test, type Page } from '@playwright/test';
import { chooseInField } from './support/dropdown-field';
import { demoUsers, signIn } from './support/sign-in';

// Issue "Administration end to end", first paragraph: a platform admin on a fresh server creates a
// merchant, its service, a role and a user of that merchant; the user, signing in in another
// window, sees only that merchant's data.

async function chooseById(page: Page, id: string, option: string) {
  await page
    .locator('.p-dropdown')
    .filter({ has: page.locator(`#${id}`) })
    .click();
  await page.locator('.p-dropdown-panel').getByRole('option', { name: option, exact: true }).click();
  await expect(page.locator('.p-dropdown-panel')).toHaveCount(0);
}

test('platform staff set up a merchant with its service, role and user, who then sees only that merchant', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e3)}`;
  const merchantName = `Aaa Back Office ${stamp}`;
  const serviceName = `backoffice-${stamp}`;
  const roleName = `back office ${stamp}`;
  const clerk = { name: `Back Office Clerk ${stamp}`, userName: `bo${stamp}`, password: 'Clerk-2026-Bx!q' };

  await signIn(page, demoUsers.platformAdmin);

  // The merchant (named to sort first, so it is on the grid's first page).
  await page.goto('/merchants');
  await page.getByRole('link', { name: 'Create Merchant' }).click();
  await chooseInField(page, 'Country', 'Pakistan');
  await page.getByLabel('Account Name').fill(merchantName);
  await chooseInField(page, 'Currency', 'PKR');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/merchants$/);
  await expect(page.getByRole('row').filter({ hasText: merchantName })).toContainText('Active');

  // Its service.
  await page.goto('/services');
  await page.getByRole('link', { name: 'Create Service' }).click();
  await expect(page.getByRole('heading', { name: 'Create Service', level: 1 })).toBeVisible();
  await chooseInField(page, 'Merchant', merchantName);
  await page.getByLabel('Service Name').fill(serviceName);
  await chooseInField(page, 'Service Type', 'Others');
  await page.getByLabel('Merchant Share').fill('90');
  await page.getByLabel('PGW Share').fill('10');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByText(`Service ${serviceName} created.`)).toBeVisible();

  // A role of that merchant that may look at services and the dashboard.
  await page.goto('/roles');
  await page.getByRole('link', { name: 'Create Role' }).click();
  await page.getByLabel('Role Name').fill(roleName);
  await chooseById(page, 'role-organisation', merchantName);
  await page.getByLabel('Description').fill('Looks after the merchant’s services');
  await page.locator('label[for="perm-Dashboard-viewAll"]').click();
  await page.locator('label[for="perm-Services-viewAll"]').click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Role ${roleName} saved.`)).toBeVisible();

  // A user of that merchant holding the role.
  await page.goto('/users');
  await page.getByRole('link', { name: 'Create User' }).click();
  await page.getByLabel('Full Name').fill(clerk.name);
  await page.getByLabel('User Name').fill(clerk.userName);
  await page.getByLabel('Email').fill(`${clerk.userName}@backoffice.example`);
  await page.getByLabel('Password', { exact: true }).fill(clerk.password);
  await chooseById(page, 'user-type', 'Merchant');
  await chooseById(page, 'user-sub-type', merchantName);
  await chooseById(page, 'user-role', roleName);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`User ${clerk.name} saved.`)).toBeVisible();

  // The user, in a browser of their own, sees their merchant's one service and nothing else.
  const theirs = await browser.newContext();
  const user = await theirs.newPage();
  await signIn(user, clerk);
  const nav = user.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Services' })).toBeVisible();
  for (const hidden of ['Merchants', 'Users', 'Roles', 'Carriers']) await expect(nav.getByRole('link', { name: hidden })).toHaveCount(0);
  await user.goto('/services');
  const rows = user.locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(serviceName);
  await user.goto('/merchants');
  await expect(user.getByRole('heading', { name: 'Permission Denied' })).toBeVisible();
  await theirs.close();
});
