import { expect, test, type Page, type Request } from '@playwright/test';
import { simulatorsUrl } from './support/simulators';

// spec 3 §5, §9: the email the card and wallet forms take, and how mobile numbers are written and
// sent, on a phone-sized window (README "Hosted checkout": demo sessions; odd ones carry no email).
test.use({ viewport: { width: 390, height: 844 } });

/** The body the page sends to the first call whose path ends so. */
async function bodyOf(page: Page, path: string, act: () => Promise<void>): Promise<Record<string, unknown>> {
  const sent = page.waitForRequest((request: Request) => request.method() === 'POST' && new URL(request.url()).pathname.endsWith(path));
  await act();
  return (await sent).postDataJSON() as Record<string, unknown>;
}

test('hosted checkout: the wallet form asks for a valid email in English and Urdu, masks the number with +20 and sends 03XXXXXXXXX', async ({ page }) => {
  await page.goto('/hosted-checkout/demo-checkout-17');
  await page.getByLabel(/Via Ref/).check();
  const mobile = page.getByLabel(/Mobile number/);
  // The mask shows +20 before the field; a pasted +20, 92 or trunk 0 is not kept twice.
  await expect(page.locator('.masked .prefix')).toHaveText('+20');
  await mobile.fill('+20 321 1234567');
  await expect(mobile).toHaveValue('3211234567');
  await mobile.fill('03211234567');
  await expect(mobile).toHaveValue('3211234567');
  await expect(page.getByText('ای میل')).toBeVisible();

  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page.getByText('Please provide valid email')).toBeVisible();
  await expect(page.getByText('براہ کرم درست ای میل درج کریں')).toBeVisible();
  await expect(page.getByLabel(/Email/)).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel(/Email/).fill('buyer@mail');
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page.getByText('Please provide valid email')).toBeVisible();

  await page.getByLabel(/Email/).fill('buyer@mail.example');
  const body = await bodyOf(page, '/referance-number', () => page.getByRole('button', { name: /^Pay/ }).click());
  expect(body).toMatchObject({ customerMobile: '03211234567', email: 'buyer@mail.example', paymentMethod: 'PAYATFAWRY' });
  await expect(page.getByTestId('reference-number')).toHaveText(/^PGW/);
});

test('hosted checkout: the card form fills in the session email and still requires one', async ({ page }) => {
  await page.goto('/hosted-checkout/demo-checkout-16');
  await page.getByLabel(/Credit Card/).check();
  await expect(page.getByLabel(/Email/)).toHaveValue('customer@mail.example');
  await page.getByLabel(/Email/).fill('');
  await page.getByLabel(/Mobile number/).fill('3007654321');
  // docs/providers.md "Card processor": the card simulator asks 3-D Secure of this card.
  await page.getByLabel(/Card number/).fill('4000 0025 0000 3155');
  await page.getByLabel(/Name on card/).fill('Ayesha Khan');
  await page.getByLabel(/Expiry/).fill('1234');
  await page.getByLabel(/CVV/).fill('123');
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page.getByText('Please provide valid email')).toBeVisible();
  await page.getByLabel(/Email/).fill('customer@mail.example');
  const body = await bodyOf(page, '/3D-secure/checkout', () => page.getByRole('button', { name: /^Pay/ }).click());
  expect(body).toMatchObject({ customerMobile: '03007654321', email: 'customer@mail.example' });
  await expect(page).toHaveURL(new RegExp(`^${simulatorsUrl}/3ds/pi_`));
});

test('session page: Easypaisa asks for an email when the session has none, offers 03XXXXXXXXX and adds the missing 0', async ({ page }) => {
  await page.route(/^https:\/\/hashir\.example\//, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Merchant</h1>' }));
  await page.goto('/hosted-checkout/eg/demo-checkout-19');
  await page.getByLabel(/Easypaisa/).check();
  await expect(page.locator('.masked')).toHaveCount(0);
  await expect(page.getByLabel(/Mobile number/)).toHaveAttribute('placeholder', '03XXXXXXXXX');
  await page.getByLabel(/Mobile number/).fill('300 1234567');
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page.getByText('Please provide valid email')).toBeVisible();
  await expect(page.getByText('براہ کرم درست ای میل درج کریں')).toBeVisible();
  await page.getByLabel(/Email/).fill('buyer@mail.example');
  const body = await bodyOf(page, '/checkout/wallet', () => page.getByRole('button', { name: /^Pay/ }).click());
  expect(body).toMatchObject({ provider: 'easypaisa', msisdn: '03001234567', email: 'buyer@mail.example' });
  await expect(page.getByRole('heading', { name: /Transaction successful/ })).toBeVisible();
});

test('session page: Jazzcash asks for no email', async ({ page }) => {
  await page.goto('/hosted-checkout/eg/demo-checkout-13');
  await page.getByLabel(/Jazzcash/).check();
  await expect(page.getByLabel(/CNIC/)).toBeVisible();
  await expect(page.getByLabel(/Email/)).toHaveCount(0);
});
