import { expect, test } from '@playwright/test';
import { demoUsers, signIn } from './support/sign-in';

test('switching to Arabic lays the portal out right to left and is remembered', async ({ page }) => {
  await signIn(page, demoUsers.platformAdmin);
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  const nav = page.getByRole('navigation', { name: 'القائمة الرئيسية' });
  await expect(nav).toBeVisible();
  // The side navigation sits on the right in a right-to-left layout.
  const box = await nav.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box && box.x + box.width).toBeGreaterThan(width - 5);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('an unknown route goes to the login page when signed out', async ({ page }) => {
  await page.goto('/no-such-screen');
  await expect(page).toHaveURL(/\/login$/);
});

test('an unknown route shows page not found when signed in', async ({ page }) => {
  await signIn(page, demoUsers.merchantAdmin, '/no-such-screen');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the side navigation becomes a drawer on a narrow window', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/login');
  await page.getByLabel('User Name').fill(demoUsers.platformAdmin.userName);
  await page.getByLabel('Password', { exact: true }).fill(demoUsers.platformAdmin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Settlements' })).toBeVisible();
});
