import { expect, test } from '@playwright/test';
import { demoUsers, signIn, signInWithForm } from './support/sign-in';

test('the platform admin signs in and sees the whole navigation and staff-only settings', async ({ page }) => {
  await signInWithForm(page, demoUsers.platformAdmin);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  for (const entry of ['Dashboard', 'Carriers', 'Merchants', 'Stores', 'Settlements', 'Reports', 'Support', 'CSV Jobs']) {
    await expect(nav.getByRole('link', { name: entry, exact: true })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByRole('link', { name: 'Checkout Logs' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Checkout Requests' })).toBeVisible();
});

test('a merchant signs in and sees only what its role allows', async ({ page }) => {
  await signInWithForm(page, demoUsers.merchantAdmin);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Reports', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Support', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Carriers', exact: true })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Merchants', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByRole('link', { name: 'Users' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Checkout Logs' })).toHaveCount(0);
});

test('a wrong password shows the server message in a toast and stays on the login page', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('User Name').fill('viewer');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid username or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('empty fields show the validation messages', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('User Name').focus();
  await page.getByLabel('Password', { exact: true }).focus();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Please provide username')).toBeVisible();
  await expect(page.getByText('Please provide password')).toBeVisible();
});

test('signing out ends the session on the server too', async ({ page }) => {
  await signIn(page, demoUsers.merchantViewer);
  const token = await page.evaluate(() => localStorage.getItem('pgw.token'));
  expect(token).toBeTruthy();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('link', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  const answer = await page.request.get('/api/profiles/get', { headers: { 'x-auth-token': token ?? '' } });
  expect(answer.status()).toBe(401);
  expect((await answer.json()).status).toBe('Invalid-Token');
});
