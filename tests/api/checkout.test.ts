import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { checkoutPaymentOperatorMigration } from '../../server/src/db/migrations/0036-checkout-payment-operator';
import { callApi, errorsOf } from './support/api-client';
import { answerChallenge, paymentMethodFor } from './support/card-processor';
import { checkoutMerchant, sessionPath, signedPost, type CheckoutMerchant } from './support/checkout-merchant';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let merchant: CheckoutMerchant;
const logLines: string[] = [];

beforeAll(async () => {
  // Every provider is the run's simulators: cards are tokenised at the card simulator and paid there, 3-D
  // Secure on its issuer page, as with a real processor (docs/decisions/0046-card-processor.md).
  server = await startTestServer({
    env: { LOG_LEVEL: 'debug', CHECKOUT_RATE_LIMIT: '100000' },
    logStream: { write: (line) => void logLines.push(line) },
  });
  merchant = await checkoutMerchant(server);
});
afterAll(async () => {
  await server?.close();
});

const key = () => randomBytes(12).toString('hex');
const newOrder = () => `T-${randomBytes(6).toString('hex')}`;

async function openSession(overrides: Record<string, unknown> = {}) {
  const body = {
    orderId: newOrder(),
    serviceId: merchant.serviceId,
    amount: '1250.50',
    currency: 'PKR',
    product: 'Gold plan',
    redirectUrl: 'https://merchant.example/done',
    ...overrides,
  };
  const answer = await signedPost(server.baseUrl, merchant, sessionPath, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return { ...body, sessionId: String(answer.body.sessionId) };
}

const post = <T = Record<string, unknown>>(path: string, body: unknown, method = 'POST') => callApi<T>(server.baseUrl, path, { method, body });
/** The checkout page's card payment: the card tokenised at the session's processor, our server sent its id only. */
const payCard = (sessionId: string, paymentMethodId: string, idempotencyKey = key()) =>
  post<{ statusCode: number; merchantRefNumber: string; redirectLink: string | null; lastFour: string }>('/payment-gateway/3D-secure/checkout', {
    sid: sessionId,
    paymentMethod: 'CARD',
    email: 'buyer@mail.example',
    customerName: 'Ayesha Khan',
    customerMobile: '0300 7654321',
    paymentMethodId,
    idempotencyKey,
  });
const card = async (sessionId: string, cardNumber: string) => payCard(sessionId, await paymentMethodFor(server.baseUrl, sessionId, cardNumber));

/** docs/providers.md "Card processor": the test cards of the card simulator. */
const cards = { paysAtOnce: '4242424242424242', challenged: '4000002500003155', declined: '4000000000000002', challengeFails: '4000000000003063' };

/** Where the processor sends the customer back after the challenge: our return page, and its redirect_status. */
function returnOf(location: string) {
  const back = new URL(location);
  return { page: `${back.origin}${back.pathname}`, redirectStatus: back.searchParams.get('redirect_status') };
}

describe('signed session creation', () => {
  it('opens a session the checkout page loads, amount and order from the session only', async () => {
    const session = await openSession();
    const loaded = await callApi<Record<string, unknown>>(server.baseUrl, `/api/checkout/get/service?sessionId=${session.sessionId}`);
    expect(loaded.status).toBe(200);
    expect(loaded.body).toMatchObject({ amount: '1250.50', currency: 'PKR', orderId: session.orderId, serviceId: merchant.serviceId, status: 'Created' });
    const request = await server.db.selectFrom('checkout_requests').selectAll().where('order_id', '=', session.orderId).executeTakeFirst();
    expect(request?.amount).toBe('1250.50');
  });

  it('refuses a forged signature, a tampered body, a replayed nonce and an old timestamp', async () => {
    const body = {
      orderId: newOrder(),
      serviceId: merchant.serviceId,
      amount: '10.00',
      currency: 'PKR',
      product: 'P',
      redirectUrl: 'https://merchant.example/done',
    };
    const forged = await signedPost(server.baseUrl, merchant, sessionPath, body, { key: 'sk_not_the_key' });
    expect(forged.status).toBe(401);
    expect(forged.body.errors?.[0]?.field).toBe('x-pgw-signature');
    const tampered = await signedPost(server.baseUrl, merchant, sessionPath, { ...body, amount: '1.00' }, { signedBody: JSON.stringify(body) });
    expect(tampered.status).toBe(401);
    const first = await signedPost(server.baseUrl, merchant, sessionPath, body, { nonce: 'nonce-replayed-0001' });
    expect(first.status).toBe(201);
    const replay = await signedPost(server.baseUrl, merchant, sessionPath, body, { nonce: 'nonce-replayed-0001' });
    expect(replay.status).toBe(401);
    expect(replay.body.errors?.[0]?.field).toBe('x-pgw-nonce');
    const old = await signedPost(server.baseUrl, merchant, sessionPath, { ...body, orderId: newOrder() }, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect(old.status).toBe(401);
    expect(old.body.errors?.[0]?.field).toBe('x-pgw-timestamp');
  });

  it("refuses another merchant's service and a second session with other terms for one order", async () => {
    const other = await checkoutMerchant(server, 'multiverse-easypaisa');
    const foreign = await signedPost(server.baseUrl, merchant, sessionPath, {
      orderId: newOrder(),
      serviceId: other.serviceId,
      amount: '5.00',
      currency: 'PKR',
      product: 'P',
      redirectUrl: 'https://m.example/',
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors?.[0]?.field).toBe('serviceId');
    const session = await openSession();
    const again = await signedPost(server.baseUrl, merchant, sessionPath, {
      orderId: session.orderId,
      serviceId: merchant.serviceId,
      amount: '1.00',
      currency: 'PKR',
      product: 'Gold plan',
      redirectUrl: 'https://merchant.example/done',
    });
    expect(again.status).toBe(409);
  });

  it('answers a repeated Idempotency-Key only to a request the same merchant signed', async () => {
    const body = {
      orderId: newOrder(),
      serviceId: merchant.serviceId,
      amount: '99.00',
      currency: 'PKR',
      product: 'Gold plan',
      redirectUrl: 'https://merchant.example/done',
    };
    const headers = { 'Idempotency-Key': key() };
    const first = await signedPost(server.baseUrl, merchant, sessionPath, body, { headers });
    expect(first.status).toBe(201);
    const again = await signedPost(server.baseUrl, merchant, sessionPath, body, { headers });
    expect(again.status).toBe(201);
    expect(again.body.sessionId).toBe(first.body.sessionId);
    const forged = await signedPost(server.baseUrl, merchant, sessionPath, body, { headers, key: 'not-the-merchant-secret' });
    expect(forged.status).toBe(401);
    expect(JSON.stringify(forged.body)).not.toContain(String(first.body.sessionId));
    const unsigned = await callApi(server.baseUrl, sessionPath, { method: 'POST', body, headers });
    expect(unsigned.status).toBe(401);
    expect(JSON.stringify(unsigned.body)).not.toContain(String(first.body.sessionId));
  });

  it('answers bad input with 400 naming the field, and a missing session id with the spec message', async () => {
    const bad = await signedPost(server.baseUrl, merchant, sessionPath, {
      orderId: 'x',
      serviceId: merchant.serviceId,
      amount: '-3',
      currency: 'PKR',
      product: 'P',
      redirectUrl: 'https://m.example/',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.[0]?.field).toBe('amount');
    const missing = await callApi(server.baseUrl, '/api/checkout/get/service');
    expect(missing.status).toBe(400);
    expect(errorsOf(missing.body)[0]).toMatchObject({ field: 'sessionId', message: 'Session ID not provided' });
  });
});

describe('card payment with 3-D Secure', () => {
  it('pays once: the transaction row, the session, the notification; replays change nothing', async () => {
    const session = await openSession();
    const started = await card(session.sessionId, cards.challenged);
    expect(started.status).toBe(200);
    expect(started.body.redirectLink).toMatch(new RegExp(`^${inject('simulatorsUrl')}/3ds/pi_`));
    expect(started.body.lastFour).toBe('3155');
    const page = await fetch(started.body.redirectLink ?? '');
    expect(await page.text()).toContain('Complete authentication');
    const back = await answerChallenge(started.body.redirectLink ?? '', 'pass');
    expect(back.status).toBe(303);
    expect(returnOf(back.location)).toEqual({
      page: `${server.baseUrl}/callback/stripe/success/${session.orderId}/${merchant.serviceId}`,
      redirectStatus: 'succeeded',
    });
    const saved = await post<{ orderStatus: string; redirectStatus: string; redirectUrl: string }>(
      '/payment-gateway/3D-secure/update-status',
      { serviceId: merchant.serviceId, orderId: session.orderId },
      'PUT',
    );
    expect(saved.body).toMatchObject({ orderStatus: 'Paid', redirectStatus: 'SUCCESS' });
    expect(saved.body.redirectUrl).toBe(`https://merchant.example/done?status=SUCCESS&orderId=${session.orderId}&amount=1250.50`);
    // Replays: the return page again, a "Failed" claim, a second challenge answer, a new attempt.
    await post('/payment-gateway/3D-secure/update-status', { serviceId: merchant.serviceId, orderId: session.orderId }, 'PUT');
    const claim = await post<{ orderStatus: string }>('/api/checkout/status', { serviceId: merchant.serviceId, orderId: session.orderId, status: 'Failed' });
    expect(claim.body.orderStatus).toBe('Paid');
    await answerChallenge(started.body.redirectLink ?? '', 'fail');
    await post('/payment-gateway/3D-secure/update-status', { serviceId: merchant.serviceId, orderId: session.orderId }, 'PUT');
    const again = await card(session.sessionId, cards.paysAtOnce);
    expect(again.status).toBe(409);
    const rows = await server.db
      .selectFrom('transactions')
      .select(['status', 'amount', 'provider', 'walee_share_value', 'merchant_share_value'])
      .where('order_id', '=', session.orderId)
      .execute();
    expect(rows).toEqual([{ status: 'Success', amount: '1250.50', provider: 'card', walee_share_value: '50.02', merchant_share_value: '1200.48' }]);
    const notifications = await server.db.selectFrom('checkout_notifications').select(['status']).where('session_id', '=', session.sessionId).execute();
    expect(notifications).toHaveLength(1);
  });

  it('a status reported by the browser is not saved until the provider confirms it', async () => {
    const session = await openSession();
    await card(session.sessionId, cards.challenged);
    const claim = await post<{ orderStatus: string; redirectStatus: string }>('/api/checkout/status', {
      serviceId: merchant.serviceId,
      orderId: session.orderId,
      status: 'Success',
    });
    expect(claim.body).toMatchObject({ orderStatus: 'Pending', redirectStatus: 'PENDING' });
    expect(await server.db.selectFrom('transactions').select('id').where('order_id', '=', session.orderId).execute()).toHaveLength(0);
  });

  it('a declined card and a failed challenge end FAILED, with a Failed transaction', async () => {
    const declinedSession = await openSession();
    const declined = await card(declinedSession.sessionId, cards.declined);
    expect(declined.body).toMatchObject({ statusCode: 402, redirectLink: null });
    const failedSession = await openSession();
    const started = await card(failedSession.sessionId, cards.challengeFails);
    const back = await answerChallenge(started.body.redirectLink ?? '', 'pass');
    // The processor sends every customer back to the one return page; its redirect_status says how it ended.
    expect(returnOf(back.location)).toEqual({
      page: `${server.baseUrl}/callback/stripe/success/${failedSession.orderId}/${merchant.serviceId}`,
      redirectStatus: 'failed',
    });
    const saved = await post<{ redirectStatus: string }>(
      '/payment-gateway/3D-secure/update-status',
      { serviceId: merchant.serviceId, orderId: failedSession.orderId },
      'PUT',
    );
    expect(saved.body.redirectStatus).toBe('FAILED');
    const statuses = await server.db
      .selectFrom('transactions')
      .select('status')
      .where('order_id', 'in', [declinedSession.orderId, failedSession.orderId])
      .execute();
    expect(statuses.map((row) => row.status)).toEqual(['Failed', 'Failed']);
  });

  it('concurrent attempts with one key and double submits pay at most once', async () => {
    const session = await openSession();
    const idempotencyKey = key();
    // One Pay press: one card tokenised, its id sent four times under one key.
    const method = await paymentMethodFor(server.baseUrl, session.sessionId, cards.challenged);
    const answers = await Promise.all([1, 2, 3, 4].map(() => payCard(session.sessionId, method, idempotencyKey)));
    const refs = new Set(answers.filter((a) => a.status === 200).map((a) => a.body.merchantRefNumber));
    expect(refs.size).toBe(1);
    const link = answers.find((a) => a.status === 200)?.body.redirectLink ?? '';
    await Promise.all([answerChallenge(link, 'pass'), answerChallenge(link, 'pass')]);
    await Promise.all(
      [1, 2, 3].map(() => post('/payment-gateway/3D-secure/update-status', { serviceId: merchant.serviceId, orderId: session.orderId }, 'PUT')),
    );
    expect(await server.db.selectFrom('transactions').select('id').where('order_id', '=', session.orderId).execute()).toHaveLength(1);
  });

  it('never stores, logs or answers the card number or CVV', async () => {
    const session = await openSession();
    const pan = cards.challenged;
    const started = await card(session.sessionId, pan);
    await answerChallenge(started.body.redirectLink ?? '', 'pass');
    await post('/payment-gateway/3D-secure/update-status', { serviceId: merchant.serviceId, orderId: session.orderId }, 'PUT');
    expect(JSON.stringify(started.body)).not.toContain(pan);
    const tables = [
      'checkout_sessions',
      'checkout_logs',
      'checkout_requests',
      'checkout_notifications',
      'sandbox_provider_payments',
      'card_processor_payments',
      'transactions',
    ] as const;
    for (const table of tables) {
      const rows = await server.db.selectFrom(table).selectAll().execute();
      expect(JSON.stringify(rows), table).not.toContain(pan);
    }
    expect(logLines.join('\n')).not.toContain(pan);
    expect(logLines.join('\n')).not.toContain('"cvv"');
  });
});

describe('wallets and pay by reference', () => {
  it('QR: answers a PNG QR image; the session stays pending until the wallet pays', async () => {
    const session = await openSession();
    const qr = await post<{ statusCode: number; walletQr: string; merchantRefNumber: string }>('/payment-gateway/e-wallet/via-qr', {
      sessionId: session.sessionId,
      paymentMethod: 'MWALLET',
      email: 'buyer@mail.example',
      customerMobile: '03211234567',
      idempotencyKey: key(),
    });
    expect(qr.body.statusCode).toBe(200);
    expect(qr.body.walletQr).toMatch(/^data:image\/png;base64,/);
    const pending = await post<{ orderStatus: string }>('/payment-gateway/payment-status', { referanceNumber: qr.body.merchantRefNumber });
    expect(pending.body.orderStatus).toBe('Pending');
  });

  it('OTP (request to pay) and reference number: paid by the documented number, confirmed by the status poll', async () => {
    const r2pSession = await openSession();
    const r2p = await post<{ merchantRefNumber: string }>('/payment-gateway/e-wallet/via-r-2-p', {
      sessionId: r2pSession.sessionId,
      paymentMethod: 'MWALLET',
      email: 'buyer@mail.example',
      customerMobile: '03001234567',
      debitMobileWalletNo: '03001234567',
      idempotencyKey: key(),
    });
    expect(r2p.status).toBe(200);
    const r2pStatus = await post<{ redirectStatus: string }>('/payment-gateway/payment-status', { referanceNumber: r2p.body.merchantRefNumber });
    expect(r2pStatus.body.redirectStatus).toBe('SUCCESS');
    const refSession = await openSession();
    const ref = await post<{ merchantRefNumber: string }>('/payment-gateway/referance-number', {
      sessionId: refSession.sessionId,
      paymentMethod: 'PAYATFAWRY',
      email: 'buyer@mail.example',
      customerMobile: '03001234567',
      idempotencyKey: key(),
    });
    const refStatus = await post<{ redirectStatus: string }>('/payment-gateway/payment-status', { referanceNumber: ref.body.merchantRefNumber });
    expect(refStatus.body.redirectStatus).toBe('SUCCESS');
  });

  it('session page wallets: Jazzcash needs a CNIC; a rejected number fails', async () => {
    const session = await openSession();
    const noCnic = await post('/api/checkout/wallet', {
      provider: 'jazzcash',
      serviceId: merchant.serviceId,
      msisdn: '03009999999',
      sessionId: session.sessionId,
      idempotencyKey: key(),
    });
    expect(noCnic.status).toBe(400);
    expect(errorsOf(noCnic.body)[0]?.field).toBe('cnic');
    const failed = await post<{ status: string; redirectUrl: string }>('/api/checkout/wallet', {
      provider: 'jazzcash',
      serviceId: merchant.serviceId,
      msisdn: '03009999999',
      cnic: '12345-1234567-1',
      sessionId: session.sessionId,
      idempotencyKey: key(),
    });
    expect(failed.body.status).toBe('failed');
    expect(failed.body.redirectUrl).toContain('status=FAILED');
  });

  it('records a wallet payment on a card service under the wallet it went through', async () => {
    const recorded = async (provider: 'easypaisa' | 'jazzcash') => {
      const session = await openSession();
      const paid = await post<{ status: string }>('/api/checkout/wallet', {
        provider,
        serviceId: merchant.serviceId,
        msisdn: '03001234567',
        email: 'a@example.com',
        cnic: '12345-1234567-1',
        sessionId: session.sessionId,
        idempotencyKey: key(),
      });
      expect(paid.body.status).toBe('success');
      return server.db.selectFrom('transactions').select(['provider', 'operator']).where('order_id', '=', session.orderId).executeTakeFirstOrThrow();
    };
    expect(await recorded('easypaisa')).toEqual({ provider: 'easypaisa', operator: 'Telenor' });
    expect(await recorded('jazzcash')).toEqual({ provider: 'jazzcash', operator: 'Jazz' });
    // Migration 0036 repairs the payments recorded under the service's operator before.
    const wallet = await server.db
      .selectFrom('checkout_sessions')
      .select('transaction_id')
      .where('provider', '=', 'jazzcash')
      .where('transaction_id', 'is not', null)
      .executeTakeFirstOrThrow();
    await server.db
      .updateTable('transactions')
      .set({ operator: 'Stripe' })
      .where('id', '=', wallet.transaction_id ?? '')
      .execute();
    await checkoutPaymentOperatorMigration.up(server.db);
    expect(
      await server.db
        .selectFrom('transactions')
        .select('operator')
        .where('id', '=', wallet.transaction_id ?? '')
        .executeTakeFirstOrThrow(),
    ).toEqual({ operator: 'Jazz' });
    const cardSession = await openSession();
    expect((await card(cardSession.sessionId, cards.paysAtOnce)).body.statusCode).toBe(200);
    expect(
      await server.db.selectFrom('transactions').select(['provider', 'operator']).where('order_id', '=', cardSession.orderId).executeTakeFirstOrThrow(),
    ).toEqual({ provider: 'card', operator: 'Stripe' });
  });

  it('refuses a blacklisted number with a clear message', async () => {
    await server.db
      .insertInto('blacklists')
      .values({ id: 'bl0000000000000000000001', msisdn: '923331112222' } as never)
      .execute();
    const session = await openSession();
    const refused = await post('/payment-gateway/e-wallet/via-qr', {
      sessionId: session.sessionId,
      paymentMethod: 'MWALLET',
      email: 'buyer@mail.example',
      customerMobile: '0333 1112222',
      idempotencyKey: key(),
    });
    expect(refused.status).toBe(403);
    expect(errorsOf(refused.body)[0]).toMatchObject({ field: 'customerMobile' });
  });
});

describe('email and mobile number on the card and wallet calls (spec 3 §5, §9)', () => {
  const qrBody = (sessionId: string, extra: Record<string, unknown>) => ({
    sessionId,
    paymentMethod: 'MWALLET',
    customerMobile: '03211234567',
    idempotencyKey: key(),
    ...extra,
  });

  it('refuses a card or wallet payment without a valid email, naming the field, unless the session has one', async () => {
    const session = await openSession();
    const paths = ['/payment-gateway/e-wallet/via-qr', '/payment-gateway/referance-number'];
    for (const path of paths) {
      const body = qrBody(session.sessionId, path.includes('referance') ? { paymentMethod: 'PAYATFAWRY' } : {});
      const missing = await post(path, body);
      expect(missing.status, path).toBe(400);
      expect(errorsOf(missing.body)[0], path).toMatchObject({ field: 'email', message: 'Please provide valid email' });
      const invalid = await post(path, { ...body, idempotencyKey: key(), email: 'buyer@' });
      expect(invalid.status, path).toBe(400);
      expect(errorsOf(invalid.body)[0], path).toMatchObject({ field: 'email', message: 'Please provide valid email' });
    }
    const cardWithout = {
      sid: session.sessionId,
      paymentMethod: 'CARD',
      customerName: 'Ayesha Khan',
      customerMobile: '03007654321',
      paymentMethodId: await paymentMethodFor(server.baseUrl, session.sessionId, cards.paysAtOnce),
      idempotencyKey: key(),
    };
    const cardMissing = await post('/payment-gateway/3D-secure/checkout', cardWithout);
    expect(cardMissing.status).toBe(400);
    expect(errorsOf(cardMissing.body)[0]).toMatchObject({ field: 'email' });
    // Nothing was started: the session is still open for a payment with an email.
    expect((await server.db.selectFrom('checkout_sessions').select('status').where('id', '=', session.sessionId).executeTakeFirstOrThrow()).status).toBe(
      'Created',
    );

    const withEmail = await openSession({ email: 'customer@mail.example' });
    expect((await post('/payment-gateway/e-wallet/via-qr', qrBody(withEmail.sessionId, {}))).status).toBe(200);
  });

  it('reads a number written with +20 or 20, or without its leading 0, as 03XXXXXXXXX', async () => {
    for (const written of ['+20 321 1234567', '203211234567', '3211234567']) {
      const session = await openSession();
      const started = await post('/payment-gateway/e-wallet/via-qr', qrBody(session.sessionId, { customerMobile: written, email: ' buyer@mail.example ' }));
      expect(started.status, written).toBe(200);
      const row = await server.db.selectFrom('checkout_sessions').select(['msisdn', 'email']).where('id', '=', session.sessionId).executeTakeFirstOrThrow();
      expect(row, written).toEqual({ msisdn: '03211234567', email: 'buyer@mail.example' });
    }
  });
});

describe('merchant notification', () => {
  it('is delivered signed to the merchant and each attempt is logged in checkout_logs', async () => {
    const session = await openSession();
    const r2p = await post<{ merchantRefNumber: string }>('/payment-gateway/e-wallet/via-r-2-p', {
      sessionId: session.sessionId,
      paymentMethod: 'MWALLET',
      email: 'buyer@mail.example',
      customerMobile: '03001234567',
      debitMobileWalletNo: '03001234567',
      idempotencyKey: key(),
    });
    await post('/payment-gateway/payment-status', { referanceNumber: r2p.body.merchantRefNumber });
    let status = '';
    for (let i = 0; i < 50 && status !== 'Delivered'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      status =
        (await server.db.selectFrom('checkout_notifications').select('status').where('session_id', '=', session.sessionId).executeTakeFirst())?.status ?? '';
    }
    expect(status).toBe('Delivered');
    const logs = await server.db
      .selectFrom('checkout_logs')
      .select(['provider', 'response'])
      .where('order_id', '=', session.orderId)
      .where('provider', '=', 'merchant-notification')
      .execute();
    expect(logs[0]?.response).toMatchObject({ delivered: true, status: 200 });
  });
});
