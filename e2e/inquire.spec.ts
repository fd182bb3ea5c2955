import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { demoUsers, signIn } from './support/sign-in';

// spec 1 §2 Inquire transaction, against the real server and its sandbox providers. Nothing here
// changes data other tests read: only Techlets' own inquire setting (and Multiverse's, set to its
// default, off) and checkout logs of the orders inquired.

const techlets = { userName: 'techlets', password: 'merchant123' } as const;
type Provider = 'easypaisa' | 'jazzcash';

async function apiToken(request: APIRequestContext, user: { userName: string; password: string }): Promise<string> {
  const answer = await request.post('/api/auth/login', { data: user });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as string;
}

/**
 * A seeded wallet order with system logs, found through the inquire API itself: the seed numbers
 * orders PREFIX-<10 digits> and gives the latest ones checkout logs (server/src/seed/demo-checkout.ts).
 */
async function seededOrder(request: APIRequestContext, token: string, prefixes: readonly string[]): Promise<{ provider: Provider; orderId: string }> {
  for (let n = 20_000; n > 19_900; n -= 1) {
    for (const prefix of prefixes) {
      for (const provider of ['easypaisa', 'jazzcash'] as const) {
        const orderId = `${prefix}-${String(n).padStart(10, '0')}`;
        const answer = await request.post('/api/payin-inquire/get', { headers: { 'x-auth-token': token }, data: { provider, orderId } });
        const body = (await answer.json()) as { status: string; checkoutLogs: unknown[] };
        if (body.status === 'success' && body.checkoutLogs.length > 0) return { provider, orderId };
      }
    }
  }
  throw new Error('no seeded wallet order with checkout logs');
}

async function setInquire(request: APIRequestContext, adminToken: string, merchantName: string, enable: boolean) {
  const merchants = (await (await request.get('/api/merchants/get', { headers: { 'x-auth-token': adminToken } })).json()) as { _id: string; name: string }[];
  const merchant = merchants.find((m) => m.name === merchantName);
  expect(merchant).toBeDefined();
  const answer = await request.post('/api/inquire-config/setting/edit', {
    headers: { 'x-auth-token': adminToken },
    data: { enable, merchantId: merchant?._id },
  });
  expect(answer.status()).toBe(200);
}

async function inquireThroughTheForm(page: Page, provider: Provider, orderId: string) {
  await page.locator('.inquire-form .p-dropdown').click();
  await page.getByRole('option', { name: provider === 'easypaisa' ? 'Easypaisa' : 'Jazzcash' }).click();
  await page.getByLabel('Order Id').fill(orderId);
  await page.getByRole('button', { name: 'Inquire' }).click();
}

test('a platform admin inquires a seeded order, reads the logs and sends the notification', async ({ page, request }) => {
  const order = await seededOrder(request, await apiToken(request, demoUsers.platformAdmin), ['MUL', 'TEC', 'HAS']);
  await signIn(page, demoUsers.platformAdmin);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Support', exact: true }).click();
  await expect(page).toHaveURL(/\/inquire-transaction$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Inquire Transaction' })).toBeVisible();

  await page.getByRole('button', { name: 'Inquire' }).click();
  await expect(page.getByText('Provider is required')).toBeVisible();
  await expect(page.getByText('Order Id is required')).toBeVisible();

  await inquireThroughTheForm(page, order.provider, order.orderId);
  const result = page.getByRole('region', { name: 'Inquiry result' });
  await expect(result).toBeVisible();
  await expect(result.getByText(/^Transaction status: /)).toBeVisible();
  await expect(page.getByRole('region', { name: /Provider Logs/ })).toBeVisible();
  const systemLogs = page.getByRole('region', { name: /System Logs/ });
  await expect(systemLogs.locator('tbody tr').first()).toBeVisible();
  expect(await systemLogs.locator('tbody tr').count()).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Send Notification' }).click();
  const notification = page.getByRole('region', { name: /Merchant Notification/ });
  await expect(notification.getByText('HTTP 200')).toBeVisible();
  await expect(notification.getByLabel('Merchant response')).toContainText('"received": true');
  await expect(notification.getByLabel('Merchant response')).toContainText(order.orderId);
});

test('a sandbox timeout shows the error with the server message', async ({ page }) => {
  await signIn(page, demoUsers.platformAdmin, '/reports?type=inquire-transaction');
  await inquireThroughTheForm(page, 'jazzcash', 'SBX-TIMEOUT-E2E');
  await expect(page.getByText('Error', { exact: true })).toBeVisible();
  await expect(page.getByText(/Operator timeout/).first()).toBeVisible();
});

test('a merchant without the inquire setting sees Access Denied', async ({ page, request }) => {
  await setInquire(request, await apiToken(request, demoUsers.platformAdmin), 'Multiverse', false);
  await signIn(page, demoUsers.merchantAdmin, '/inquire-transaction');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText('Please contact your administrator', { exact: false })).toBeVisible();
  await expect(page.getByLabel('Order Id')).toHaveCount(0);
});

test('a merchant allowed to inquire sees its own order without provider logs', async ({ page, request }) => {
  const adminToken = await apiToken(request, demoUsers.platformAdmin);
  await setInquire(request, adminToken, 'Techlets', true);
  const order = await seededOrder(request, adminToken, ['TEC']);
  await signIn(page, techlets, '/inquire-transaction');
  await inquireThroughTheForm(page, order.provider, order.orderId);
  await expect(page.getByRole('region', { name: 'Inquiry result' })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: /System Logs/ })
      .locator('tbody tr')
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: /Provider Logs/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send Notification' })).toBeVisible();
});

test('the inquire screen in Arabic', async ({ page }) => {
  await signIn(page, demoUsers.platformAdmin);
  await page.getByRole('button', { name: 'العربية' }).click();
  await page.goto('/inquire-transaction');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'استعلام' })).toBeVisible();
  await page.getByRole('button', { name: 'استعلام' }).click();
  await expect(page.getByText('المزوّد مطلوب')).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
});
