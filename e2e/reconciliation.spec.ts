import { expect, test } from '@playwright/test';
import { demoUsers, signIn } from './support/sign-in';
import { simulatorsUrl } from './support/simulators';

// docs/decisions/0035-reconciliation.md: a charge the provider took and the gateway never recorded (its
// answer was lost) shows on the provider's statement only; staff find it on the screen and give it back.

const today = () => new Date(Date.now() + 5 * 3_600_000).toISOString().slice(0, 10);

test('an orphan charge is found on the screen and refunded from it', async ({ page, request }) => {
  // The run's Jazzcash simulator takes the next payment and loses its answer, as a dropped connection would:
  // it holds a charge the gateway never heard of.
  const fault = await request.post(`${simulatorsUrl}/control/faults`, { data: { provider: 'jazzcash', kind: 'lost', times: 1 } });
  expect(fault.status()).toBe(200);
  const service = await request.get('/api/checkout/get/service?sessionId=demo-checkout-03');
  expect(service.status()).toBe(200);
  const { serviceId } = (await service.json()) as { serviceId: string };
  const paid = await request.post('/api/checkout/wallet', {
    data: {
      provider: 'jazzcash',
      serviceId,
      msisdn: '03001234567',
      cnic: '35202-1234567-1',
      email: 'buyer@example.com',
      sessionId: 'demo-checkout-03',
      idempotencyKey: `orphan-${Date.now()}`,
    },
  });
  // The charge was made, and the gateway was told nothing.
  expect(await paid.text()).toContain('The payment provider did not answer');

  await signIn(page, demoUsers.platformAdmin, `/reconciliation?provider=jazzcash&day=${today()}`);
  await expect(page.getByRole('heading', { name: 'Reconciliation' })).toBeVisible();
  await page.getByRole('button', { name: 'Run now' }).click();
  await expect(page.getByText('The day was reconciled.')).toBeVisible();
  await expect(page.getByTestId('count-provider_only')).not.toHaveText('0');
  const refundName =
    (await page
      .getByRole('button', { name: /^Refund / })
      .first()
      .getAttribute('aria-label')) ?? '';
  const merchantRefNumber = refundName.replace(/^Refund /, '');
  expect(merchantRefNumber).not.toBe('');

  await page.getByLabel('Reference').fill(merchantRefNumber);
  await page.getByRole('button', { name: 'Apply' }).click();
  const refund = page.getByRole('button', { name: `Refund ${merchantRefNumber}` });
  await expect(refund).toBeVisible();
  await refund.click();
  const dialog = page.getByRole('dialog', { name: 'Refund orphan charge' });
  await expect(dialog).toContainText('PKR 250.00');
  await dialog.getByLabel('Reason').fill('The provider’s answer was lost; the order was never paid on our side');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByText('The charge was given back to the customer.')).toBeVisible();
  await expect(page.getByRole('button', { name: `Refund ${merchantRefNumber}` })).toHaveCount(0);
  await expect(page.getByRole('table').getByText('Refunded')).toBeVisible();

  // The provider now holds the refund too, of the whole charge.
  const records = (await (await request.get(`${simulatorsUrl}/control/records`)).json()) as {
    kind: string;
    reference: string;
    amount: string;
    status: string;
  }[];
  expect(records.filter((record) => record.kind === 'refund' && record.reference === merchantRefNumber)).toEqual([
    expect.objectContaining({ amount: '250.00', status: 'paid' }),
  ]);
});
