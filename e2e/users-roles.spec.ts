import { expect, test, type Page } from '@playwright/test';
import { demoUsers, signIn } from './support/sign-in';

/** Opens the PrimeReact Dropdown whose input has `id` and picks an option by its exact text. */
async function choose(page: Page, id: string, option: string) {
  await page
    .locator('.p-dropdown')
    .filter({ has: page.locator(`#${id}`) })
    .click();
  await page.locator('.p-dropdown-panel').getByRole('option', { name: option, exact: true }).click();
  await expect(page.locator('.p-dropdown-panel')).toHaveCount(0);
}

const tick = (page: Page, area: string, flag: string) => page.locator(`label[for="perm-${area}-${flag}"]`).click();

// One flow: the records it makes (a role and a user with unique names) are its own.
test('a role and a merchant user made by platform staff sign in with only the granted screens and their merchant’s data', async ({ page, browser }) => {
  // Two sessions, a role, a user and five screens: the longest walk of this file. In two full runs
  // on the loaded 2-core machine it passed 60 s mid-way (it takes about 30 s alone).
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const roleName = `multiverse reports ${stamp}`;
  const user = { name: `Multiverse Clerk ${stamp}`, userName: `clerk${stamp}`, password: 'Juniper-53-Orch' };

  await signIn(page, demoUsers.platformAdmin);

  // Create the role for Multiverse with a few flags.
  await page.goto('/roles');
  await page.getByRole('link', { name: 'Create Role' }).click();
  await expect(page).toHaveURL(/\/roles\/form\/new$/);
  await page.getByLabel('Role Name').fill(roleName);
  await choose(page, 'role-organisation', 'Multiverse');
  await page.getByLabel('Description').fill('x'.repeat(151));
  await expect(page.getByText('Too long description. Max char allowed is 150')).toBeVisible();
  await page.getByLabel('Description').fill('Reads Multiverse reports and settlements');
  await tick(page, 'Dashboard', 'viewAll');
  await page.getByRole('checkbox', { name: 'Select all of Reports' }).check();
  await tick(page, 'Settlements', 'viewAll');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/roles$/);
  await expect(page.getByText(`Role ${roleName} saved.`)).toBeVisible();
  const roleRow = page.getByRole('row').filter({ hasText: roleName });
  await expect(roleRow).toContainText('Multiverse');

  // Create a Merchant user of Multiverse holding that role.
  await page.goto('/users');
  await page.getByRole('link', { name: 'Create User' }).click();
  await page.getByLabel('Full Name').fill(user.name);
  await page.getByLabel('User Name').fill(user.userName.toUpperCase());
  await expect(page.getByText('User name must be lowercase')).toBeVisible();
  await page.getByLabel('User Name').fill(user.userName);
  await page.getByLabel('Email').fill(`${user.userName}@multiverse.example`);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await choose(page, 'user-type', 'Merchant');
  await choose(page, 'user-sub-type', 'Multiverse');
  await choose(page, 'user-role', roleName);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/users$/);
  await expect(page.getByText(`User ${user.name} saved.`)).toBeVisible();
  const userRow = page.getByRole('row').filter({ hasText: user.userName });
  await expect(userRow).toContainText(roleName);
  await expect(userRow).toContainText('Merchant');

  // The new user, in a browser of their own, sees only what the role grants and only Multiverse.
  const theirs = await browser.newContext();
  const clerk = await theirs.newPage();
  await signIn(clerk, user);
  const nav = clerk.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Settlements' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  for (const hidden of ['Merchants', 'Carriers', 'Stores', 'Services', 'CSV Jobs', 'Collection Overview']) {
    await expect(nav.getByRole('link', { name: hidden })).toHaveCount(0);
  }
  await clerk.goto('/users');
  await expect(clerk.getByRole('heading', { name: 'Permission Denied' })).toBeVisible();
  await clerk.goto('/reports?type=settlement-report');
  const merchantCells = clerk.locator('tbody tr td:nth-child(3)');
  await expect(merchantCells.first()).toHaveText('Multiverse');
  expect(new Set(await merchantCells.allTextContents())).toEqual(new Set(['Multiverse']));

  // A role its users hold is not deleted: the server's reason is shown.
  await page.goto('/roles');
  await page.getByRole('button', { name: `Delete ${roleName}` }).click();
  await expect(page.getByText('Changes will not be revert back.')).toBeVisible();
  await page.getByRole('button', { name: 'Yes, delete it!' }).click();
  await expect(page.getByText(/This role is held by 1 user; give them another role first/)).toBeVisible();

  // Deactivating the user ends their session on their next call.
  await page.goto('/users');
  await page.getByRole('button', { name: `Deactivate ${user.name}` }).click();
  await page.getByRole('button', { name: 'Deactivate', exact: true }).click();
  await expect(page.getByText(`${user.name} is now inactive.`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Activate ${user.name}` })).toBeVisible();
  await nav.getByRole('link', { name: 'Dashboard' }).click();
  // The next call is the dashboard's first (its lazy chunk loads first): on a loaded machine that
  // took longer than the default wait in one full run.
  await expect(clerk).toHaveURL(/\/login$/, { timeout: 15_000 });
  await theirs.close();

  // Editing the role keeps it in the grid with its new description.
  await page.goto('/roles');
  await page.getByRole('link', { name: `Edit ${roleName}` }).click();
  await expect(page.getByLabel('Role Name')).toHaveValue(roleName);
  await expect(page.locator('#perm-Reports-generateReport')).toBeChecked();
  await page.getByLabel('Description').fill('Reads Multiverse settlements only');
  await page.getByRole('checkbox', { name: 'Select all of Reports' }).uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/roles$/);
  await expect(page.getByRole('row').filter({ hasText: roleName })).toContainText('Reads Multiverse settlements only');
});

test('the roles grid reads in Arabic, right to left', async ({ page }) => {
  await signIn(page, demoUsers.platformAdmin, '/roles');
  await expect(page.getByRole('heading', { level: 1, name: 'Roles' })).toBeVisible();
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'الأدوار' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('columnheader', { name: 'اسم الدور' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'admin' }).filter({ hasText: 'دورك' })).toBeVisible();
  await page.getByRole('link', { name: 'إنشاء دور' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'الصلاحيات' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'التسويات' })).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
});

test('a merchant administrator adds users of their own organisation only, and may not create roles', async ({ page }) => {
  await signIn(page, demoUsers.merchantAdmin);
  // The demo merchant admin holds Roles.viewAll but not Roles.addRoles.
  await page.goto('/roles/form/new');
  await expect(page.getByRole('heading', { name: 'Permission Denied' })).toBeVisible();
  await page.goto('/users/form/new');
  await expect(page.getByLabel('Full Name')).toBeVisible();
  await expect(page.getByLabel('User Type')).toHaveCount(0);
  await page
    .locator('.p-dropdown')
    .filter({ has: page.locator('#user-role') })
    .click();
  const options = page.locator('.p-dropdown-panel').getByRole('option');
  await expect(options.first()).toBeVisible();
  // Multiverse's own roles only (other flows may add more of Multiverse's).
  const names = await options.allTextContents();
  expect(names).toEqual(expect.arrayContaining(['merchant admin', 'merchant viewer']));
  expect(names).not.toContain('platform support');
  expect(names).not.toContain('carrier staff');
  expect(names.filter((name) => name === 'merchant admin')).toHaveLength(1);
});
