import { expect, test } from '@playwright/test';
import { chooseInField } from './support/dropdown-field';
import { demoUsers, signIn } from './support/sign-in';

// docs/decisions/0047-backups-and-key-rotation.md: a merchant's secret key is rotated from the
// Confidential dialog, after a confirmation naming until when the old key still works.
const uniqueName = () => `E2E Rotation ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test('platform staff rotate a merchant’s secret key, and the dialog names until when the old one works', async ({ page }) => {
  await signIn(page, demoUsers.platformAdmin);
  const name = uniqueName();
  await page.goto('/merchants/form/new');
  await chooseInField(page, 'Country', 'Pakistan');
  await page.getByLabel('Account Name').fill(name);
  await chooseInField(page, 'Currency', 'PKR');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Merchant created.')).toBeVisible();

  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
  await row.getByRole('button', { name: `Confidential keys of ${name}` }).click();
  const keys = page.getByRole('dialog', { name: `Confidential — ${name}` });
  const privateKey = keys.locator('code').nth(2);
  const oldKey = (await privateKey.textContent()) ?? '';
  expect(oldKey).toMatch(/^sk_[0-9a-f]{48}$/);
  await expect(keys.getByText('Only this secret key works.')).toBeVisible();

  await keys.getByRole('button', { name: 'Rotate key' }).click();
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: `Rotate the secret key of ${name}?` }));
  await expect(confirm.getByText(/The current key keeps working for 24 hours, until \d{2} \w{3} \d{4}/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Rotate key' }).click();

  await expect(page.getByText('Secret key rotated. Give the merchant the new Private Key.')).toBeVisible();
  await expect(privateKey).not.toHaveText(oldKey);
  await expect(privateKey).toHaveText(/^sk_[0-9a-f]{48}$/);
  const newKey = (await privateKey.textContent()) ?? '';
  await expect(keys.getByText(/^The previous secret key still works until \d{2} \w{3} \d{4}/)).toBeVisible();

  // Opened again, the dialog shows the new key and the overlap, as the server keeps them.
  await page.keyboard.press('Escape');
  await row.getByRole('button', { name: `Confidential keys of ${name}` }).click();
  await expect(keys.locator('code').nth(2)).toHaveText(newKey);
  await expect(keys.getByText(/^The previous secret key still works until/)).toBeVisible();
});
