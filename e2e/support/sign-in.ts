import { expect, type Page } from '@playwright/test';

/** Demo sign-ins seeded on first start (README "Demo sign-ins"). */
export const demoUsers = {
  platformAdmin: { userName: 'admin', password: 'admin12345' },
  merchantAdmin: { userName: 'merchant', password: 'merchant123' },
  merchantViewer: { userName: 'viewer', password: 'viewer123' },
  platformSupport: { userName: 'support', password: 'support123' },
  carrierStaff: { userName: 'jazz.ops', password: 'carrier123' },
} as const;

type Credentials = { userName: string; password: string };

/** Where the portal keeps the session token (src/infrastructure/session/local-session-store.ts). */
const tokenKey = 'pgw.token';

async function expectSignedInDashboard(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
}

/** Signs in the way a person does: the login form. The form's own tests use it (sign-in.spec.ts). */
export async function signInWithForm(page: Page, user: Credentials): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('User Name').fill(user.userName);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expectSignedInDashboard(page);
}

/**
 * Every other test starts signed in: the token comes from the sign-in call and is stored where the
 * portal restores it after a reload (spec 1 §9), so a test spends its time on its own screen rather
 * than drawing and filling the login form again (65 sign-ins in the suite). The portal starts at `at`,
 * the screen the test is about, rather than at the dashboard and then again at its screen.
 */
export async function signIn(page: Page, user: Credentials, at = '/dashboard'): Promise<void> {
  const answer = await page.request.post('/api/auth/login', { data: user });
  expect(answer.status(), `sign-in of ${user.userName}`).toBe(200);
  const token: unknown = await answer.json();
  if (typeof token !== 'string') throw new Error(`sign-in of ${user.userName} asks for a second step; use signInWithForm`);
  // A same-origin page that loads nothing, to write the portal's storage before the portal starts.
  await page.goto('/api/health');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [tokenKey, token] as const);
  await page.goto(at);
  if (at === '/dashboard') await expectSignedInDashboard(page);
}
