import { expect, type Page } from '@playwright/test';

/** Demo sign-ins seeded on first start (README "Demo sign-ins"). */
export const demoUsers = {
  platformAdmin: { userName: 'admin', password: 'admin12345' },
  merchantAdmin: { userName: 'merchant', password: 'merchant123' },
  merchantViewer: { userName: 'viewer', password: 'viewer123' },
} as const;

export async function signIn(page: Page, user: { userName: string; password: string }): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('User Name').fill(user.userName);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
}
