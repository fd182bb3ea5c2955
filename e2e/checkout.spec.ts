import { expect, test, type Page } from '@playwright/test';
import { redirectDelayMs, statusCheckDelayMs } from './support/checkout-delays';
import { simulatorsUrl } from './support/simulators';

// spec 3 §2, §4, §5, §8: the customer's checkout on a phone-sized window, against the run's simulated
// providers (README "Hosted checkout": demo sessions demo-checkout-NN, test cards and numbers). Cards are
// paid at the card simulator (docs/providers.md "Card processor": its test cards, its 3-D Secure page).
test.use({ viewport: { width: 390, height: 844 } });

const merchantSite = /^https:\/\/hashir\.example\//;

/** The merchant's own site is not on this machine: answer its return page here and note where we went. */
async function stubMerchant(page: Page): Promise<void> {
  await page.route(merchantSite, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Merchant return page</h1>' }));
}

async function fillCard(page: Page, card: string): Promise<void> {
  await page.getByLabel(/Credit Card/).check();
  await page.getByLabel(/Mobile number/).fill('0300 7654321');
  // spec 3 §5: the hosted checkout's card form takes an email (the session's, when it has one, is filled in).
  await page.getByLabel(/Email/).fill('buyer@mail.example');
  await page.getByLabel(/Card number/).fill(card);
  await page.getByLabel(/Name on card/).fill('Ayesha Khan');
  await page.getByLabel(/Expiry/).fill('1234');
  await page.getByLabel(/CVV/).fill('123');
  await page.getByRole('button', { name: /^Pay/ }).click();
}

/** The processor's 3-D Secure page (next_action.redirect_to_url), at the card simulator. */
const challengePage = new RegExp(`^${simulatorsUrl}/3ds/pi_`);

// docs/decisions/0046-card-processor.md: the page tokenises the card at the processor and our server sees
// only the payment method's id; the customer comes back to our return page and on to the merchant.
test('card: tokenised in the browser, 3-D Secure challenge at the processor completed, return page, redirect with SUCCESS', async ({ page, baseURL }) => {
  await stubMerchant(page);
  const toOurServer: string[] = [];
  const toProcessor: string[] = [];
  page.on('request', (request) => {
    const body = request.postData() ?? '';
    if (request.url().startsWith(baseURL ?? '')) toOurServer.push(body);
    if (request.url().startsWith(`${simulatorsUrl}/v1/`)) toProcessor.push(body);
  });
  await page.goto('/hosted-checkout/demo-checkout-01');
  await expect(page.getByTestId('amount')).toHaveText(/1,499\.00/);
  await fillCard(page, '4000 0025 0000 3155');
  await expect(page).toHaveURL(challengePage);
  await expect(page.getByText('•••• 3155')).toBeVisible();
  await page.getByRole('button', { name: 'Complete authentication' }).click();
  await page.waitForURL(/status=SUCCESS/);
  expect(page.url()).toMatch(/orderId=DEMO-ORDER-0001&amount=1499\.00/);
  expect(toProcessor.some((body) => body.includes('card%5Bnumber%5D=4000002500003155'))).toBe(true);
  expect(toOurServer.some((body) => body.includes('pm_'))).toBe(true);
  expect(toOurServer.join('\n')).not.toContain('4000002500003155');
});

test('card: declined at once, the failure is shown, then FAILED', async ({ page }) => {
  await stubMerchant(page);
  await page.clock.install();
  await page.goto('/hosted-checkout/demo-checkout-02');
  await fillCard(page, '4000 0000 0000 0002');
  await expect(page.getByRole('heading', { name: /Transaction failed/ })).toBeVisible();
  await expect(page.getByText('Your card was declined')).toBeVisible();
  await page.clock.fastForward(redirectDelayMs);
  await page.waitForURL(/status=FAILED/);
});

test('card: failed 3-D Secure challenge at the processor, the return page ends with FAILED', async ({ page }) => {
  await stubMerchant(page);
  await page.goto('/hosted-checkout/demo-checkout-04');
  await fillCard(page, '4000 0000 0000 3063');
  await page.getByRole('button', { name: 'Complete authentication' }).click();
  await page.waitForURL(/status=FAILED/);
});

test('invalid card number and other field rules are shown in English and Urdu', async ({ page }) => {
  await page.goto('/hosted-checkout/demo-checkout-05');
  await fillCard(page, '4242 4242 4242 4241');
  await expect(page.getByText('Invalid card number')).toBeVisible();
  await expect(page.getByText('غلط کارڈ نمبر')).toBeVisible();
  await expect(page.getByText("We don't have any cash refund policy")).toBeVisible();
  await expect(page.getByText('ہمارے ہاں نقد رقم کی واپسی کی کوئی پالیسی نہیں ہے')).toBeVisible();
  await expect(page.locator('[lang="ur"]').first()).toHaveAttribute('dir', 'rtl');
});

test('wallet QR: a QR image, then PENDING after 15 seconds', async ({ page }) => {
  await stubMerchant(page);
  await page.clock.install();
  await page.goto('/hosted-checkout/demo-checkout-06');
  await page.getByLabel(/MWallet/).check();
  await page.getByLabel(/Mobile number/).fill('03211234567');
  await page.getByRole('button', { name: /^Pay/ }).click();
  const qr = page.getByRole('img', { name: 'Wallet payment QR code' });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
  // Halfway through the delay the QR is still shown: the half leaves 7.5 s for the real time a loaded
  // machine takes between the page's timer and this step (the page's clock runs on between them).
  await page.clock.fastForward(statusCheckDelayMs / 2);
  await expect(qr).toBeVisible();
  await page.clock.fastForward(statusCheckDelayMs / 2);
  await page.waitForURL(/status=PENDING/);
});

test('wallet OTP (request to pay): approved number, SUCCESS after the status check', async ({ page }) => {
  await stubMerchant(page);
  await page.clock.install();
  await page.goto('/hosted-checkout/demo-checkout-07');
  await page.getByLabel(/MWallet/).check();
  await page.getByLabel(/Mobile number/).fill('03001234567');
  await page.getByLabel(/Email/).fill('buyer@mail.example');
  await page.getByLabel(/Approve on my phone/).check();
  await page.getByLabel(/Wallet number to debit/).fill('0300 1234567');
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page.getByTestId('reference-number')).toHaveText(/^PGW/);
  await page.clock.fastForward(statusCheckDelayMs);
  await page.waitForURL(/status=SUCCESS/);
});

test('pay by reference number: the number is shown, then SUCCESS from /payment-status', async ({ page }) => {
  await stubMerchant(page);
  await page.clock.install();
  await page.goto('/hosted-checkout/demo-checkout-08');
  await page.getByLabel(/Via Ref/).check();
  await page.getByLabel(/Mobile number/).fill('03001234567');
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page.getByText('Your reference number')).toBeVisible();
  await expect(page.getByTestId('reference-number')).toHaveText(/^PGW/);
  await page.clock.fastForward(statusCheckDelayMs / 2);
  await expect(page.getByText('Your reference number')).toBeVisible();
  await page.clock.fastForward(statusCheckDelayMs / 2);
  await page.waitForURL(/status=SUCCESS/);
});

test('session payment page: Jazzcash with CNIC, rejected number, FAILED after 5 seconds', async ({ page }) => {
  await stubMerchant(page);
  await page.clock.install();
  await page.goto('/hosted-checkout/eg/demo-checkout-09');
  await page.getByLabel(/Jazzcash/).check();
  await page.getByLabel(/Mobile number/).fill('03009999999');
  await page.getByLabel(/CNIC/).fill('1234512345671');
  await expect(page.getByLabel(/CNIC/)).toHaveValue('12345-1234567-1');
  await page.getByRole('button', { name: /^Pay/ }).click();
  const result = page.getByRole('heading', { name: /Transaction failed/ });
  await expect(result).toBeVisible();
  // Halfway through the delay the result is still shown, with 2.5 s left for a loaded machine's real time.
  await page.clock.fastForward(redirectDelayMs / 2);
  await expect(result).toBeVisible();
  await page.clock.fastForward(redirectDelayMs / 2);
  await page.waitForURL(/status=FAILED/);
});

test('return pages: a paid order redirects with SUCCESS, an unknown order shows the error', async ({ page }) => {
  await stubMerchant(page);
  await page.clock.install();
  await page.goto('/hosted-checkout/eg/demo-checkout-11');
  await page.getByLabel(/Easypaisa/).check();
  await page.getByLabel(/Mobile number/).fill('03001234567');
  await page.getByLabel(/Email/).fill('buyer@mail.example');
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page.getByRole('heading', { name: /Transaction successful/ })).toBeVisible();
  await page.clock.fastForward(redirectDelayMs);
  await page.waitForURL(/status=SUCCESS/);
  const session = (await (await page.request.get('/api/checkout/get/service?sessionId=demo-checkout-11')).json()) as { serviceId: string; status: string };
  expect(session.status).toBe('Paid');
  // The card return page again (a replay): it records nothing new and sends the customer on with SUCCESS.
  await page.goto(`/callback/stripe/success/DEMO-ORDER-0011/${session.serviceId}`);
  await page.waitForURL(/status=SUCCESS/);
  await page.goto(`/callback/stripe/fail/NO-SUCH-ORDER/${session.serviceId}`);
  await expect(page.getByRole('alert')).toContainText('Payment session not found');
});

test('a missing session shows the full-page error', async ({ page }) => {
  await page.goto('/hosted-checkout/no-such-session');
  await expect(page.getByRole('alert')).toContainText('Payment session not found');
});

test('two tabs pay one order: the second follows the payment in flight, and both end SUCCESS', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.clock.install();
  const [first, second] = [await context.newPage(), await context.newPage()];
  await stubMerchant(first);
  await stubMerchant(second);
  await first.goto('/hosted-checkout/demo-checkout-12');
  await second.goto('/hosted-checkout/demo-checkout-12');
  await fillCard(first, '4000 0025 0000 3155');
  await expect(first).toHaveURL(challengePage);
  // The second tab pays by reference with the number the sandbox pays at once: it must not be charged.
  await second.getByLabel(/Via Ref/).check();
  await second.getByLabel(/Mobile number/).fill('03001234567');
  await second.getByRole('button', { name: /^Pay/ }).click();
  await expect(second.getByText('A payment for this order is already in progress')).toBeVisible();
  await first.getByRole('button', { name: 'Complete authentication' }).click();
  await first.waitForURL(/status=SUCCESS/);
  await context.clock.fastForward(statusCheckDelayMs);
  await second.waitForURL(/status=SUCCESS/);
  expect(second.url()).toMatch(/orderId=DEMO-ORDER-0012/);
  await context.close();
});
