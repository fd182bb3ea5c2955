import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { simulatorCredentials } from '../../server/src/config';
import { callApi, errorsOf } from './support/api-client';
import { paymentMethodFor } from './support/card-processor';
import { checkoutMerchant, sessionPath, signedPost, type CheckoutMerchant } from './support/checkout-merchant';
import { slowNextWalletCall } from './support/slow-wallet-call';
import { testClock } from './support/test-clock';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * docs/decisions/0031-hosted-checkout.md, one attempt in flight: however many payments of one session
 * arrive at once, whatever their methods, the provider is asked once, and what it charged is on the
 * books; a charge for an attempt that had ended goes back to the customer.
 */
let server: TestServer;
let merchant: CheckoutMerchant;
const clock = testClock(new Date().toISOString());

beforeAll(async () => {
  // The wallets and the card processor are the run's simulators, as in checkout.test.ts.
  server = await startTestServer({ env: { CHECKOUT_RATE_LIMIT: '100000', CHECKOUT_SWEEP_MS: '100' }, now: clock.now });
  merchant = await checkoutMerchant(server);
});
afterAll(async () => {
  await server?.close();
});

const key = () => randomBytes(12).toString('hex');
const paying = '03001234567';
const waitingNumber = '03211234567';

async function openSession() {
  const body = {
    orderId: `R-${randomBytes(6).toString('hex')}`,
    serviceId: merchant.serviceId,
    amount: '250.00',
    currency: 'PKR',
    product: 'Gold plan',
    redirectUrl: 'https://merchant.example/done',
  };
  // Signed at the server's clock, which the tests move on.
  const answer = await signedPost(server.baseUrl, merchant, sessionPath, body, { timestamp: Math.floor(clock.now().getTime() / 1000) });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return { ...body, sessionId: String(answer.body.sessionId) };
}

const post = <T = Record<string, unknown>>(path: string, body: unknown) => callApi<T>(server.baseUrl, path, { method: 'POST', body });

/** One payment of the session by method `index` of six, as the checkout pages send it. */
async function payment(sessionId: string, index: number, msisdn: string) {
  switch (index % 6) {
    case 0:
      return post('/api/checkout/wallet', {
        provider: 'easypaisa',
        serviceId: merchant.serviceId,
        msisdn,
        email: 'a@example.com',
        sessionId,
        idempotencyKey: key(),
      });
    case 1:
      return post('/api/checkout/wallet', {
        provider: 'jazzcash',
        serviceId: merchant.serviceId,
        msisdn,
        cnic: '12345-1234567-1',
        sessionId,
        idempotencyKey: key(),
      });
    case 2:
      return post('/payment-gateway/e-wallet/via-qr', {
        sessionId,
        paymentMethod: 'MWALLET',
        email: 'buyer@mail.example',
        customerMobile: msisdn,
        idempotencyKey: key(),
      });
    case 3:
      return post('/payment-gateway/e-wallet/via-r-2-p', {
        sessionId,
        paymentMethod: 'MWALLET',
        email: 'buyer@mail.example',
        customerMobile: msisdn,
        debitMobileWalletNo: msisdn,
        idempotencyKey: key(),
      });
    case 4:
      return post('/payment-gateway/referance-number', {
        sessionId,
        paymentMethod: 'PAYATFAWRY',
        email: 'buyer@mail.example',
        customerMobile: msisdn,
        idempotencyKey: key(),
      });
    default:
      return post('/payment-gateway/3D-secure/checkout', {
        sid: sessionId,
        paymentMethod: 'CARD',
        email: 'buyer@mail.example',
        customerName: 'Ayesha Khan',
        customerMobile: msisdn,
        // docs/providers.md "Card processor": the card 3-D Secure holds in flight, as the waiting number holds a wallet's.
        paymentMethodId: await paymentMethodFor(server.baseUrl, sessionId, '4000002500003155'),
        idempotencyKey: key(),
      });
  }
}

/**
 * What the providers hold of a session's attempts: the checkout sandbox's book (QR, request to pay,
 * reference), the simulated wallets' records (Jazzcash, Easypaisa) under the attempts' references, and
 * the card simulator's PaymentIntents for them.
 */
async function providerBook(sessionId: string): Promise<{ merchant_ref_number: string; status: string }[]> {
  const sandbox = await server.db
    .selectFrom('sandbox_provider_payments')
    .select(['merchant_ref_number', 'status'])
    .where('session_id', '=', sessionId)
    .execute();
  const refs = await server.db.selectFrom('checkout_attempts').select('merchant_ref_number').where('session_id', '=', sessionId).execute();
  const records = (await (await fetch(`${inject('simulatorsUrl')}/control/records`)).json()) as { kind: string; reference: string; status: string }[];
  const wallets = records
    .filter((record) => record.kind === 'payment' && refs.some((ref) => ref.merchant_ref_number === record.reference))
    .map((record) => ({ merchant_ref_number: record.reference, status: record.status === 'paid' ? 'PAID' : record.status.toUpperCase() }));
  return [...sandbox, ...wallets, ...(await cardIntents(refs.map((ref) => ref.merchant_ref_number)))];
}

/** The card simulator's PaymentIntents of these references, asked with the server's secret key, in our statuses. */
async function cardIntents(refs: string[]): Promise<{ merchant_ref_number: string; status: string }[]> {
  if (refs.length === 0) return [];
  const known = await server.db
    .selectFrom('card_processor_payments')
    .select(['merchant_ref_number', 'payment_intent_id'])
    .where('merchant_ref_number', 'in', refs)
    .execute();
  return Promise.all(
    known.map(async (row) => {
      const answer = await fetch(`${inject('simulatorsUrl')}/v1/payment_intents/${row.payment_intent_id}`, {
        headers: { authorization: `Bearer ${simulatorCredentials.card.secretKey}` },
      });
      const intent = (await answer.json()) as { status: string };
      const status = intent.status === 'succeeded' ? 'PAID' : intent.status === 'canceled' ? 'FAILED' : 'UNPAID';
      return { merchant_ref_number: row.merchant_ref_number, status };
    }),
  );
}

async function booked(orderId: string) {
  return server.db.selectFrom('transactions').select(['id', 'status', 'amount']).where('order_id', '=', orderId).execute();
}

describe('one payment attempt in flight per session', () => {
  it('20 payments of one session at once, every method: the provider is asked once, the others are told one is in progress', async () => {
    const session = await openSession();
    // The waiting number keeps the first attempt in flight, so all 19 others meet it: the race is forced.
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => payment(session.sessionId, index, waitingNumber)));
    const accepted = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(accepted).toHaveLength(1);
    expect(refused).toHaveLength(19);
    for (const answer of refused) {
      expect(errorsOf(answer.body)[0]).toMatchObject({
        code: 'payment_in_progress',
        message: 'A payment for this order is already in progress',
        field: 'sessionId',
      });
    }
    const book = await providerBook(session.sessionId);
    expect(book).toHaveLength(1);
    const attempts = await server.db.selectFrom('checkout_attempts').select(['state']).where('session_id', '=', session.sessionId).execute();
    expect(attempts).toEqual([{ state: 'in_flight' }]);
  });

  it('20 payments that the provider pays at once, half Easypaisa and half Jazzcash: one charge, and it is recorded', async () => {
    const session = await openSession();
    // The provider takes a second over the one call it is asked, so the other 19 arrive while it is in flight.
    await slowNextWalletCall(1000);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => payment(session.sessionId, index % 2, paying)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
    const charges = (await providerBook(session.sessionId)).filter((row) => row.status === 'PAID');
    expect(charges).toHaveLength(1);
    expect(await booked(session.orderId)).toEqual([expect.objectContaining({ status: 'Success', amount: '250.00' })]);
    const again = await payment(session.sessionId, 1, paying);
    expect(again.status).toBe(409);
    expect(errorsOf(again.body)[0]?.message).toBe('This payment session is already completed');
  });

  it('the page that follows an attempt in flight sees it paid, and the order is booked once', async () => {
    const session = await openSession();
    const first = await payment(session.sessionId, 2, waitingNumber);
    const ref = String(first.body.merchantRefNumber);
    const second = await payment(session.sessionId, 0, paying);
    expect(second.status).toBe(409);
    const wallet = await fetch(`${server.baseUrl}/payment-gateway/sandbox/wallet/${ref}`, { method: 'POST' });
    expect(wallet.status).toBe(200);
    const followed = await callApi<{ redirectStatus: string }>(server.baseUrl, '/payment-gateway/3D-secure/update-status', {
      method: 'PUT',
      body: { serviceId: merchant.serviceId, orderId: session.orderId },
    });
    expect(followed.body.redirectStatus, JSON.stringify(followed.body)).toBe('SUCCESS');
    expect(await booked(session.orderId)).toHaveLength(1);
  });

  it('after its hold, a new attempt first ends the one in flight at the provider', async () => {
    const session = await openSession();
    const first = await payment(session.sessionId, 3, waitingNumber);
    const firstRef = String(first.body.merchantRefNumber);
    clock.later(121);
    const second = await payment(session.sessionId, 0, paying);
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.status).toBe('success');
    const book = await providerBook(session.sessionId);
    expect(book.find((row) => row.merchant_ref_number === firstRef)?.status).toBe('FAILED');
    expect(book.filter((row) => row.status === 'PAID')).toHaveLength(1);
    const states = await server.db
      .selectFrom('checkout_attempts')
      .select(['merchant_ref_number', 'state'])
      .where('session_id', '=', session.sessionId)
      .execute();
    expect(states.find((row) => row.merchant_ref_number === firstRef)?.state).toBe('cancelled');
    expect(states.filter((row) => row.state === 'paid')).toHaveLength(1);
  });

  it('a provider that pays an attempt after it ended: the charge is refunded at once and written to the checkout logs', async () => {
    const session = await openSession();
    const first = await payment(session.sessionId, 2, waitingNumber);
    const lostRef = String(first.body.merchantRefNumber);
    clock.later(121);
    const second = await payment(session.sessionId, 0, paying);
    expect(second.body.status, JSON.stringify(second.body)).toBe('success');
    // A real provider may pay a cancelled payment anyway (the customer approved as it was cancelled).
    await server.db.updateTable('sandbox_provider_payments').set({ status: 'PAID', failure_reason: null }).where('merchant_ref_number', '=', lostRef).execute();
    const status = await post<{ redirectStatus: string }>('/payment-gateway/payment-status', { referanceNumber: lostRef });
    expect(status.body.redirectStatus).toBe('SUCCESS');
    const lost = await server.db
      .selectFrom('sandbox_provider_payments')
      .select(['refunded_at'])
      .where('merchant_ref_number', '=', lostRef)
      .executeTakeFirstOrThrow();
    expect(lost.refunded_at).not.toBeNull();
    const attempt = await server.db
      .selectFrom('checkout_attempts')
      .select(['state', 'note'])
      .where('merchant_ref_number', '=', lostRef)
      .executeTakeFirstOrThrow();
    expect(attempt.state).toBe('voided');
    const logs = await server.db.selectFrom('checkout_logs').select(['request', 'response']).where('order_id', '=', session.orderId).execute();
    expect(logs.filter((log) => (log.request as Record<string, unknown>).operation === 'void-late-charge')).toHaveLength(1);
    expect(await booked(session.orderId)).toHaveLength(1);
    // The call centre sees the late charge with the order's paid transaction.
    const paid = await server.db.selectFrom('transactions').select('transaction_id').where('order_id', '=', session.orderId).executeTakeFirstOrThrow();
    const token = await server.signIn('admin', 'admin12345');
    const enquiry = await callApi<{ transaction: { lateCharges: { reference: string; amount: number; status: string }[] } }>(
      server.baseUrl,
      '/hash-service/via-mw/inquire',
      {
        method: 'POST',
        token,
        body: { serviceId: merchant.serviceId, operator: 'easypaisa', transactionNumber: paid.transaction_id },
      },
    );
    expect(enquiry.body.transaction.lateCharges).toEqual([expect.objectContaining({ reference: lostRef, amount: 250, status: 'voided' })]);
    // Asking again refunds nothing more and logs nothing more.
    await post('/payment-gateway/payment-status', { referanceNumber: lostRef });
    const after = await server.db.selectFrom('checkout_logs').select(['request']).where('order_id', '=', session.orderId).execute();
    expect(after.filter((log) => (log.request as Record<string, unknown>).operation === 'void-late-charge')).toHaveLength(1);
  });

  it('the same key again answers the same attempt and asks the provider for nothing new', async () => {
    const session = await openSession();
    const idempotencyKey = key();
    const body = { sessionId: session.sessionId, paymentMethod: 'MWALLET', email: 'buyer@mail.example', customerMobile: waitingNumber, idempotencyKey };
    const answers = await Promise.all([1, 2, 3].map(() => post<{ merchantRefNumber: string }>('/payment-gateway/e-wallet/via-qr', body)));
    const refs = new Set(answers.filter((answer) => answer.status === 200).map((answer) => answer.body.merchantRefNumber));
    expect(refs.size).toBe(1);
    expect(await providerBook(session.sessionId)).toHaveLength(1);
  });
});

describe('the attempts sweep', () => {
  async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
    for (let round = 0; round < 100; round += 1) {
      const value = await read();
      if (done(value)) return value;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return read();
  }

  it('books a payment whose answer nobody asked for (the customer paid, the page never came back)', async () => {
    const session = await openSession();
    const started = await payment(session.sessionId, 3, waitingNumber);
    const ref = String(started.body.merchantRefNumber);
    await server.db.updateTable('sandbox_provider_payments').set({ status: 'PAID' }).where('merchant_ref_number', '=', ref).execute();
    clock.later(61);
    const rows = await until(
      () => booked(session.orderId),
      (found) => found.length > 0,
    );
    expect(rows).toEqual([expect.objectContaining({ status: 'Success', amount: '250.00' })]);
    const attempt = await server.db.selectFrom('checkout_attempts').select('state').where('merchant_ref_number', '=', ref).executeTakeFirstOrThrow();
    expect(attempt.state).toBe('paid');
  });

  it('ends an attempt the provider never heard of (the server stopped before asking), so the order can be paid', async () => {
    const session = await openSession();
    const ref = `PGWLOST${randomBytes(4).toString('hex').toUpperCase()}`;
    await server.db
      .insertInto('checkout_attempts')
      .values({
        id: `att${randomBytes(10).toString('hex')}`,
        session_id: session.sessionId,
        merchant_ref_number: ref,
        idempotency_key: key(),
        method: 'EASYPAISA',
        created_at: clock.now(),
      })
      .execute();
    await server.db
      .updateTable('checkout_sessions')
      .set({ status: 'Pending', merchant_ref_number: ref, provider: 'easypaisa' })
      .where('id', '=', session.sessionId)
      .execute();
    expect((await payment(session.sessionId, 0, paying)).status).toBe(409);
    clock.later(121);
    const ended = await until(
      () => server.db.selectFrom('checkout_attempts').select(['state', 'note']).where('merchant_ref_number', '=', ref).executeTakeFirstOrThrow(),
      (row) => row.state !== 'in_flight',
    );
    expect(ended).toEqual({ state: 'cancelled', note: 'Never reached the provider' });
    const paid = await payment(session.sessionId, 0, paying);
    expect(paid.body.status).toBe('success');
    expect(await booked(session.orderId)).toHaveLength(1);
  });
});
