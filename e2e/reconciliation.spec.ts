import { expect, test } from '@playwright/test';
import { demoUsers, signIn } from './support/sign-in';

// docs/decisions/0035-reconciliation.md: a charge the provider took and the gateway never recorded (its
// answer was lost) shows on the provider's statement only; staff find it on the screen and give it back.

const today = () => new Date(Date.now() + 5 * 3_600_000).toISOString().slice(0, 10);

test('an orphan charge is found on the screen and refunded from it', async ({ page, request }) => {
  const lost = await request.post('/payment-gateway/sandbox/lost-answers', { data: { sessionId: 'demo-checkout-03', method: 'JAZZCASH', amount: '275.00' } });
  expect(lost.status()).toBe(200);
  const { merchantRefNumber } = (await lost.json()) as { merchantRefNumber: string };
  const statement = await request.get(`/payment-gateway/sandbox/statements/jazzcash/${today()}.csv`);
  expect(await statement.text()).toContain(`${merchantRefNumber},${merchantRefNumber},CHARGE,275.00,PKR,SUCCESS`);

  await signIn(page, demoUsers.platformAdmin);
  await page.goto(`/reconciliation?provider=jazzcash&day=${today()}`);
  await expect(page.getByRole('heading', { name: 'Reconciliation' })).toBeVisible();
  await page.getByRole('button', { name: 'Run now' }).click();
  await expect(page.getByText('The day was reconciled.')).toBeVisible();
  await expect(page.getByTestId('count-provider_only')).not.toHaveText('0');

  await page.getByLabel('Reference').fill(merchantRefNumber);
  await page.getByRole('button', { name: 'Apply' }).click();
  const refund = page.getByRole('button', { name: `Refund ${merchantRefNumber}` });
  await expect(refund).toBeVisible();
  await refund.click();
  const dialog = page.getByRole('dialog', { name: 'Refund orphan charge' });
  await expect(dialog).toContainText('PKR 275.00');
  await dialog.getByLabel('Reason').fill('The provider’s answer was lost; the order was never paid on our side');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByText('The charge was given back to the customer.')).toBeVisible();
  await expect(page.getByRole('button', { name: `Refund ${merchantRefNumber}` })).toHaveCount(0);
  await expect(page.getByRole('table').getByText('Refunded')).toBeVisible();

  // The provider's statement now holds the refund too.
  const after = await request.get(`/payment-gateway/sandbox/statements/jazzcash/${today()}.csv`);
  expect(await after.text()).toContain(`${merchantRefNumber},${merchantRefNumber},REFUND,275.00,PKR,SUCCESS`);
});
