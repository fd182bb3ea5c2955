import { createHash, createHmac, randomBytes } from 'node:crypto';
import { redirectDelayMs } from './support/checkout-delays';
import { chooseInField } from './support/dropdown-field';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { demoUsers, signIn } from './support/sign-in';

// docs/decisions/0041-refunds-in-the-money-figures.md, as people meet it: Hashir's customer pays on the
// checkout page, staff give the money back in the call centre (the portal refunds the whole payment,
// docs/decisions/0033-call-centre-and-refunds.md), and the settlement form's total revenue for that day
// drops by exactly what was given back. Other files pay Hashir today too (checkout.spec.ts),
// so the test compares the form before and after the refund, never absolute totals, and counts any
// payment made in between. It saves no settlement, so no other test's figures change.

// The browser's today is the business day (Asia/Karachi), which the form's calendar allows at most.
test.use({ timezoneId: 'Asia/Karachi' });

const merchantSite = 'https://hashir.example/return';
const service = { name: 'hashir-credit-card', merchant: 'Hashir' };
const paid = { text: '250.00', minor: 25_000n };

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi' }).format(new Date());

/** The Calendar's own format, dd M yy (e.g. 01 Jul 2026), of a business date. */
function calendarText(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return `${isoDate.slice(8, 10)} ${date.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' })} ${isoDate.slice(0, 4)}`;
}

/** A figure as the form shows it (`1,499.00`, `-250.00`), in paisa: exact, never a float. */
function paisaOf(shown: string): bigint {
  const match = /^(-?)([\d,]+)\.(\d{2})$/.exec(shown.trim());
  if (match === null) throw new Error(`not an amount: "${shown}"`);
  const [, sign, whole = '', fraction = ''] = match;
  const paisa = BigInt(whole.replaceAll(',', '')) * 100n + BigInt(fraction);
  return sign === '-' ? -paisa : paisa;
}

async function apiToken(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/api/auth/login', { data: demoUsers.platformAdmin });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as string;
}

/**
 * What Hashir's own server does before sending its customer to pay (README "Creating a session"): a
 * session for the order, signed with the merchant's secret key, read here from the Confidential answer.
 */
async function openCheckoutSession(request: APIRequestContext, token: string, orderId: string): Promise<string> {
  const headers = { 'x-auth-token': token };
  const merchants = (await (await request.get('/api/merchants/get', { headers })).json()) as { _id: string; name: string }[];
  const merchantId = merchants.find((merchant) => merchant.name === service.merchant)?._id ?? '';
  const keys = (await (await request.get(`/api/merchants/get/${merchantId}/confidential`, { headers })).json()) as { sid: string; privateKey: string };
  const services = (await (await request.get('/api/callcenter/services', { headers })).json()) as { serviceId: string; serviceName: string }[];
  const serviceId = services.find((candidate) => candidate.serviceName === service.name)?.serviceId ?? '';

  const body = JSON.stringify({ orderId, serviceId, amount: paid.text, currency: 'PKR', product: 'Game credits', redirectUrl: merchantSite });
  const path = '/api/checkout/sessions';
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonce = randomBytes(16).toString('hex');
  const signed = ['POST', path, timestamp, nonce, createHash('sha256').update(body).digest('hex')].join('\n');
  const answer = await request.post(path, {
    headers: {
      'content-type': 'application/json',
      'x-pgw-sid': keys.sid,
      'x-pgw-timestamp': timestamp,
      'x-pgw-nonce': nonce,
      'x-pgw-signature': createHmac('sha256', keys.privateKey).update(signed).digest('hex'),
    },
    data: body,
  });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { sessionId: string }).sessionId;
}

/** The customer, on a phone and signed in nowhere, pays the session with Easypaisa (paid at once in the sandbox). */
async function payAsCustomer(page: Page, sessionId: string): Promise<void> {
  await page.route(/^https:\/\/hashir\.example\//, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Merchant return page</h1>' }));
  await page.clock.install();
  await page.goto(`/hosted-checkout/eg/${sessionId}`);
  await expect(page.getByTestId('amount')).toHaveText(/250\.00/);
  await page.getByLabel(/Easypaisa/).check();
  await page.getByLabel(/Mobile number/).fill('03001234567');
  await page.getByLabel(/Email/).fill('buyer@mail.example');
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page.getByRole('heading', { name: /Transaction successful/ })).toBeVisible({ timeout: 30_000 });
  await page.clock.fastForward(redirectDelayMs);
  await page.waitForURL(/status=SUCCESS/);
}

/** Staff look the order up as the transaction report lists it, for the transaction ID the call centre asks for. */
async function transactionNumberOf(request: APIRequestContext, token: string, orderId: string): Promise<string> {
  const answer = await request.post('/reports-api/transaction-report', {
    headers: { 'x-auth-token': token },
    data: { dateFrom: today(), dateTo: today(), limit: 10, searchObj: [{ field: 'orderId', operator: 'equals', value: orderId }] },
  });
  expect(answer.status()).toBe(200);
  const rows = ((await answer.json()) as { subs: { transactionId: string; status: string }[] }).subs;
  expect(rows.map((row) => row.status)).toEqual(['Success']);
  return rows[0]?.transactionId ?? '';
}

async function typeDate(page: Page, label: string, isoDate: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.fill(calendarText(isoDate));
  await input.press('Escape');
  await expect(input).toHaveValue(calendarText(isoDate));
}

interface FormRevenue {
  payments: bigint;
  refunds: bigint;
  total: bigint;
}

/** A new settlement for Hashir in Pakistan over today: the figures the form fills in, read once it has them. */
async function revenueInSettlementForm(page: Page): Promise<FormRevenue> {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Settlements' }).click();
  await page.getByRole('link', { name: 'Create Settlement' }).click();
  await expect(page).toHaveURL(/\/settlement\/form\/new$/);
  await typeDate(page, 'Revenue From', today());
  await typeDate(page, 'Revenue To', today());
  await chooseInField(page, 'Country', 'Pakistan', '.settlement-field');
  await chooseInField(page, 'Merchant', service.merchant, '.settlement-field');
  // The figures are filled once the lookup answers; a slow machine may take a while.
  const total = page.getByLabel('Total Revenue', { exact: true });
  await expect(total).toHaveValue(/\d\.\d{2}$/, { timeout: 30_000 });
  await expect(page.getByRole('group', { name: 'Revenue and shares' })).toHaveAttribute('aria-busy', 'false');
  return {
    payments: paisaOf(await page.getByLabel('Payments', { exact: true }).inputValue()),
    refunds: paisaOf(await page.getByLabel('Refunds', { exact: true }).inputValue()),
    total: paisaOf(await total.inputValue()),
  };
}

async function refundInCallCentre(page: Page, transactionNumber: string) {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Call Centre' }).click();
  const refund = page.getByRole('form', { name: 'Refund Transaction' });
  const pick = async (label: string, option: string) => {
    await refund.getByLabel(label).locator('xpath=ancestor::div[contains(@class,"p-dropdown")]').first().click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };
  await pick('Select Service', `${service.name} · ${service.merchant}`);
  await pick('Select Service Provider', 'Easypaisa');
  await refund.getByLabel('Transaction ID').fill(transactionNumber);
  await refund.getByRole('button', { name: 'Refund' }).click();
  await page.getByRole('dialog').filter({ hasText: 'Refund this transaction?' }).getByRole('button', { name: 'Refund' }).click();
  const result = page.getByRole('dialog', { name: 'Refund result' });
  await expect(result.getByText(/^Refunded \d/)).toBeVisible({ timeout: 30_000 });
  await expect(result.getByText(`PKR ${paid.text}`)).toBeVisible();
  await result.getByRole('button', { name: 'Close' }).last().click();
  await expect(result).toBeHidden();
}

test("a refund in the call centre lowers the day's total revenue on the settlement form by exactly the amount given back", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const token = await apiToken(request);
  const orderId = `RFS-${Date.now()}-${randomBytes(3).toString('hex')}`;
  const sessionId = await openCheckoutSession(request, token, orderId);

  const customer = await browser.newContext({ viewport: { width: 390, height: 844 }, timezoneId: 'Asia/Karachi' });
  try {
    await payAsCustomer(await customer.newPage(), sessionId);
  } finally {
    await customer.close();
  }
  const transactionNumber = await transactionNumberOf(request, token, orderId);

  await signIn(page, demoUsers.platformAdmin);
  const before = await revenueInSettlementForm(page);
  expect(before.payments).toBeGreaterThanOrEqual(paid.minor);
  expect(before.total).toBe(before.payments - before.refunds);

  await refundInCallCentre(page, transactionNumber);

  const after = await revenueInSettlementForm(page);
  expect(after.refunds - before.refunds).toBe(paid.minor);
  // Exactly the refund lower; a payment another test made meanwhile would show under Payments.
  expect(before.total - after.total).toBe(paid.minor - (after.payments - before.payments));
  expect(after.total).toBe(after.payments - after.refunds);
});
