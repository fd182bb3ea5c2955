import { expect, test, type Page } from '@playwright/test';
import { chooseInField } from './support/dropdown-field';
import { demoUsers, signIn } from './support/sign-in';

const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });

test('platform staff create a carrier, toggle it, edit it and read its history', async ({ page }) => {
  await signIn(page, demoUsers.platformAdmin);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Carriers' }).click();
  await expect(page.getByRole('heading', { name: 'Carriers', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Create Carrier' }).click();
  await expect(page).toHaveURL(/\/carriers\/form\/new$/);

  const name = uniqueName('E2E Carrier');
  await chooseInField(page, 'Country', 'Singapore');
  await chooseInField(page, 'Type', 'Operator');
  await page.getByLabel('Account Name').fill(name);
  await chooseInField(page, 'Currency', 'USD');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/carriers$/);
  await expect(page.getByText('Carrier created.')).toBeVisible();
  const row = rowOf(page, name);
  await expect(row).toContainText('Operator');
  await expect(row).toContainText('Singapore');

  // The button reads the action it takes, and flips after the change.
  await row.getByRole('button', { name: 'Deactivate' }).click();
  await expect(row.getByRole('button', { name: 'Activate' })).toBeVisible();
  await expect(row).toContainText('Inactive');

  await row.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(page.getByLabel('Account Name')).toHaveValue(name);
  const renamed = `${name} Ltd`;
  await page.getByLabel('Account Name').fill(renamed);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Carrier updated.')).toBeVisible();

  await rowOf(page, renamed)
    .getByRole('button', { name: `History of ${renamed}` })
    .click();
  await expect(page.getByRole('heading', { name: `${renamed} History`, level: 1 })).toBeVisible();
  const entries = page.locator('.accounts-timeline__text');
  await expect(entries.first()).toHaveText(/^Account details changed \(name\)/);
  await expect(page.getByText(/^Status changed from Active to Inactive by /)).toBeVisible();
  await expect(entries.last()).toHaveText(/^Account created by /);
});
