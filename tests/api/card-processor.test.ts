import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDayOf } from '../../src/domain/time/business-day';
import { StripeCardAdapter, stripeClient } from '../../server/src/providers/card.stripe-adapter';
import { type CardSimulator, cardSimulator } from '../../server/src/simulators/card/card-simulator';
import { callApi, errorsOf } from './support/api-client';
import { answerChallenge, tokenise } from './support/card-processor';
import { type CheckoutMerchant, checkoutMerchant, sessionPath, signedPost } from './support/checkout-merchant';
import { type TestServer, startTestServer } from './support/test-server';

// docs/decisions/0046-card-processor.md: the card adapter and our webhook against the card simulator, over HTTP.
const keys = { secretKey: 'sk_test_card_contract', publishableKey: 'pk_test_card_contract', webhookSecret: 'whsec_card_contract' };
let simulator: CardSimulator;
let simulatorBase = '';
let server: TestServer;
let merchant: CheckoutMerchant;
let webhookUrl: string | undefined;
const stateDir = mkdtempSync(join(tmpdir(), 'card-simulator-'));
const stateFile = join(stateDir, 'state.json');

beforeAll(async () => {
  simulator = cardSimulator({ ...keys, stateFile, webhookUrl: () => webhookUrl, webhookRetryBaseMs: 20 });
  await simulator.app.listen({ port: 0, host: '127.0.0.1' });
  simulatorBase = `http://127.0.0.1:${(simulator.app.server.address() as { port: number }).port}`;
  server = await startTestServer({
    env: {
      CHECKOUT_RATE_LIMIT: '100000',
      CARD_PROCESSOR: 'stripe',
      STRIPE_SECRET_KEY: keys.secretKey,
      STRIPE_PUBLISHABLE_KEY: keys.publishableKey,
      STRIPE_WEBHOOK_SECRET: keys.webhookSecret,
      STRIPE_API_BASE: simulatorBase,
    },
  });
  webhookUrl = `${server.baseUrl}/api/card-processor/webhook`;
  merchant = await checkoutMerchant(server);
});
afterAll(async () => {
  await simulator?.webhooks.settled();
  await server?.close();
  await simulator?.app.close();
  rmSync(stateDir, { recursive: true, force: true });
});

const key = () => randomBytes(12).toString('hex');
const config = (secretKey = keys.secretKey) => ({ kind: 'stripe' as const, ...keys, secretKey, apiBase: simulatorBase });

/** The processor the page tokenises at: the simulator of this file, with its publishable key. */
const site = () => ({ apiBase: simulatorBase, publishableKey: keys.publishableKey });

async function openSession() {
  const body = {
    orderId: `C-${key()}`,
    serviceId: merchant.serviceId,
    amount: '1250.50',
    currency: 'PKR',
    product: 'Gold plan',
    redirectUrl: 'https://merchant.example/done',
  };
  const answer = await signedPost(server.baseUrl, merchant, sessionPath, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return { ...body, sessionId: String(answer.body.sessionId) };
}

const payByCard = (sid: string, card: Record<string, string>) =>
  callApi<{ statusCode: number; merchantRefNumber: string; redirectLink: string | null; lastFour: string; cardBrand: string; responseDesc: string }>(
    server.baseUrl,
    '/payment-gateway/3D-secure/checkout',
    {
      method: 'POST',
      body: {
        sid,
        paymentMethod: 'CARD',
        customerName: 'Ayesha Khan',
        customerMobile: '0300 7654321',
        email: 'buyer@mail.example',
        idempotencyKey: key(),
        ...card,
      },
    },
  );

const sessionStatus = async (sessionId: string) =>
  (await callApi<{ status: string; cardProcessor: unknown }>(server.baseUrl, `/api/checkout/get/service?sessionId=${sessionId}`)).body;

describe('the checkout with a card processor', () => {
  it('hands the page the processor to tokenise at, and pays a tokenised card at once', async () => {
    const session = await openSession();
    expect((await sessionStatus(session.sessionId)).cardProcessor).toEqual({ apiBase: simulatorBase, publishableKey: keys.publishableKey });
    const method = await tokenise(site(), '4242 4242 4242 4242');
    expect(method.status).toBe(200);
    expect(method.body.id).toMatch(/^pm_/);
    const paid = await payByCard(session.sessionId, { paymentMethodId: method.body.id });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toMatchObject({ statusCode: 200, redirectLink: null, cardBrand: 'visa', lastFour: '4242' });
    expect((await sessionStatus(session.sessionId)).status).toBe('Paid');
    // The number never reached us: nothing of ours holds it.
    const logs = await server.db.selectFrom('checkout_logs').select(['request', 'response']).execute();
    expect(JSON.stringify(logs)).not.toContain('4242424242424242');
  });

  it('writes the processor’s refund notice (charge.refunded) to the checkout logs of the order', async () => {
    const session = await openSession();
    const method = await tokenise(site(), '4242424242424242');
    const paid = await payByCard(session.sessionId, { paymentMethodId: method.body.id });
    const adapter = new StripeCardAdapter(server.db, stripeClient(config()), () => server.baseUrl);
    expect((await adapter.refund(paid.body.merchantRefNumber, 'customer asked')).refunded).toBe(true);
    await simulator.webhooks.settled();
    const notices = await server.db.selectFrom('checkout_logs').select(['request', 'order_id']).where('order_id', '=', session.orderId).execute();
    const notice = notices
      .map((row) => (typeof row.request === 'string' ? JSON.parse(row.request) : row.request) as Record<string, unknown>)
      .find((request) => request.operation === 'refund-notice');
    expect(notice?.merchantRefNumber).toBe(paid.body.merchantRefNumber);
  });

  it('is reconciled against the processor’s balance transactions: a paid card matches at its exact amount', async () => {
    const session = await openSession();
    const method = await tokenise(site(), '4242424242424242');
    const paid = await payByCard(session.sessionId, { paymentMethodId: method.body.id });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const token = await server.signIn('admin', 'admin12345');
    const day = businessDayOf(new Date(), 'Asia/Karachi');
    const run = await callApi(server.baseUrl, '/api/reconciliation/runs', { method: 'POST', token, body: { provider: 'card', day } });
    expect(run.status, JSON.stringify(run.body)).toBe(200);
    const line = await server.db
      .selectFrom('reconciliation_lines as l')
      .innerJoin('reconciliation_runs as r', 'r.id', 'l.run_id')
      .select(['l.class', 'l.kind', 'l.statement_amount', 'l.our_amount'])
      .where('r.provider', '=', 'card')
      .where('r.business_day', '=', day)
      .where('l.provider_reference', '=', paid.body.merchantRefNumber)
      .execute();
    expect(line).toEqual([{ class: 'matched', kind: 'charge', statement_amount: '1250.50', our_amount: '1250.50' }]);
  });

  it('refuses a card number when a processor takes cards, naming the field', async () => {
    const session = await openSession();
    const refused = await payByCard(session.sessionId, { cardNumber: '4242424242424242', cvv: '123', cardExpiryMonth: '12', cardExpiryYear: '39' });
    expect(refused.status).toBe(400);
    expect(errorsOf(refused.body)[0]?.field).toBe('paymentMethodId');
  });

  it('sends a 3-D Secure card to the challenge; completing it comes back to our return page and the webhook pays the session', async () => {
    const session = await openSession();
    const method = await tokenise(site(), '4000002500003155');
    const started = await payByCard(session.sessionId, { paymentMethodId: method.body.id });
    expect(started.body.statusCode).toBe(200);
    expect(started.body.redirectLink).toMatch(new RegExp(`^${simulatorBase}/3ds/pi_`));
    expect((await sessionStatus(session.sessionId)).status).toBe('Pending');
    const page = await fetch(started.body.redirectLink ?? '');
    const challengeText = await page.text();
    expect(challengeText).toContain('Complete authentication');
    expect(challengeText).toContain('1250.50 PKR');
    const challenge = await answerChallenge(started.body.redirectLink ?? '', 'pass');
    expect(challenge.status).toBe(303);
    const back = new URL(challenge.location);
    expect(`${back.origin}${back.pathname}`).toBe(`${server.baseUrl}/callback/stripe/success/${session.orderId}/${merchant.serviceId}`);
    expect(back.searchParams.get('redirect_status')).toBe('succeeded');
    await simulator.webhooks.settled();
    expect((await sessionStatus(session.sessionId)).status).toBe('Paid');
  });

  it('a challenge failed at the processor: its webhook fails the session, and the return page still finds the order and says FAILED', async () => {
    const session = await openSession();
    const method = await tokenise(site(), '4000002500003155');
    const started = await payByCard(session.sessionId, { paymentMethodId: method.body.id });
    const challenge = await answerChallenge(started.body.redirectLink ?? '', 'fail');
    expect(new URL(challenge.location).searchParams.get('redirect_status')).toBe('failed');
    // The webhook comes before the customer's browser, as it may with a real processor.
    await simulator.webhooks.settled();
    expect((await sessionStatus(session.sessionId)).status).toBe('Failed');
    const byOrder = await callApi<{ status: string }>(server.baseUrl, `/api/checkout/get/service?serviceId=${merchant.serviceId}&orderId=${session.orderId}`);
    expect(byOrder.status, JSON.stringify(byOrder.body)).toBe(200);
    expect(byOrder.body.status).toBe('Failed');
    const returned = await callApi<{ redirectStatus: string }>(server.baseUrl, '/payment-gateway/3D-secure/update-status', {
      method: 'PUT',
      body: { serviceId: merchant.serviceId, orderId: session.orderId },
    });
    expect(returned.body.redirectStatus).toBe('FAILED');
  });

  it('fails a declined card and a card without funds with the processor’s words', async () => {
    for (const [number, words] of [
      ['4000000000000002', 'Your card was declined.'],
      ['4000000000009995', 'Your card has insufficient funds.'],
    ] as const) {
      const session = await openSession();
      const method = await tokenise(site(), number);
      const declined = await payByCard(session.sessionId, { paymentMethodId: method.body.id });
      expect(declined.body).toMatchObject({ statusCode: 402, responseDesc: words });
      expect((await sessionStatus(session.sessionId)).status).toBe('Failed');
    }
  });
});

describe('the card adapter against the simulator', () => {
  const request = (ref: string) => ({
    merchantRefNumber: ref,
    sessionId: 'S1',
    method: 'CARD' as const,
    amount: '100.00',
    currency: 'PKR',
    customerMobile: '03001234567',
    returnUrl: { success: '/back/ok', fail: '/back/no' },
  });
  const adapter = (secretKey?: string) => new StripeCardAdapter(server.db, stripeClient(config(secretKey)), () => server.baseUrl);

  it('asks for 3-D Secure, answers the same payment for the same reference, and cancels an unpaid one', async () => {
    const ref = `PGW${key()}`;
    const method = await tokenise(site(), '4000002500003155');
    const started = await adapter().start(request(ref), { paymentMethodId: method.body.id });
    expect(started.status).toBe('UNPAID');
    expect(started.redirectLink).toMatch(/\/3ds\/pi_/);
    expect((await adapter().start(request(ref), { paymentMethodId: method.body.id })).exchange.request.paymentIntent).toBe(
      started.exchange.request.paymentIntent,
    );
    expect((await adapter().status(ref))?.status).toBe('UNPAID');
    const cancelled = await adapter().cancel(ref);
    expect(cancelled?.status).toBe('FAILED');
    expect(cancelled?.exchange.response.intentStatus).toBe('canceled');
    expect(await adapter().status('PGW-UNKNOWN')).toBeNull();
  });

  it('refunds a paid payment once: asking again answers the same refund', async () => {
    const ref = `PGW${key()}`;
    const method = await tokenise(site(), '4242424242424242');
    expect((await adapter().start(request(ref), { paymentMethodId: method.body.id })).status).toBe('PAID');
    const cancelPaid = await adapter().cancel(ref);
    expect(cancelPaid?.status).toBe('PAID');
    const first = await adapter().refund(ref, 'late charge');
    const again = await adapter().refund(ref, 'late charge');
    expect(first.refunded).toBe(true);
    expect(again.exchange.response.refund).toBe(first.exchange.response.refund);
    const refused = await adapter().refund('PGW-UNKNOWN', 'x');
    expect(refused.refunded).toBe(false);
  });

  it('is refused with a wrong secret key (401 in Stripe’s error shape)', async () => {
    const method = await tokenise(site(), '4242424242424242');
    await expect(adapter('sk_test_wrong').start(request(`PGW${key()}`), { paymentMethodId: method.body.id })).rejects.toBeInstanceOf(
      Stripe.errors.StripeAuthenticationError,
    );
    const raw = await fetch(`${simulatorBase}/v1/payment_intents`, {
      method: 'POST',
      headers: { authorization: 'Bearer sk_test_wrong' },
      body: 'amount=100&currency=pkr',
    });
    expect(raw.status).toBe(401);
    const body = (await raw.json()) as { error: { type: string; code: string; message: string } };
    expect(body.error).toMatchObject({ type: 'invalid_request_error', code: 'api_key_invalid' });
    expect(body.error.message).not.toContain('sk_test_wrong');
    // The publishable key tokenises cards only.
    const publishable = await fetch(`${simulatorBase}/v1/payment_intents`, { method: 'POST', headers: { authorization: `Bearer ${keys.publishableKey}` } });
    expect(publishable.status).toBe(401);
  });

  it('answers the first answer to a repeated idempotency key, and refuses the key with another body', async () => {
    const send = (body: string) =>
      fetch(`${simulatorBase}/v1/payment_intents`, {
        method: 'POST',
        headers: { authorization: `Bearer ${keys.secretKey}`, 'content-type': 'application/x-www-form-urlencoded', 'idempotency-key': 'same-key-1' },
        body,
      });
    const first = (await (await send('amount=100&currency=pkr&metadata[merchantRefNumber]=A')).json()) as { id: string };
    const again = (await (await send('amount=100&currency=pkr&metadata[merchantRefNumber]=A')).json()) as { id: string };
    expect(again.id).toBe(first.id);
    const other = await send('amount=200&currency=pkr&metadata[merchantRefNumber]=A');
    expect(other.status).toBe(400);
    expect(((await other.json()) as { error: { type: string } }).error.type).toBe('idempotency_error');
    const sdk = stripeClient(config());
    await expect(sdk.paymentIntents.create({ amount: 300, currency: 'pkr' }, { idempotencyKey: 'same-key-1' })).rejects.toBeInstanceOf(
      Stripe.errors.StripeIdempotencyError,
    );
  });

  it('keeps its state in a file: a restarted simulator still knows the payments', async () => {
    const sdk = stripeClient(config());
    const intent = await sdk.paymentIntents.create({ amount: 500, currency: 'pkr' }, { idempotencyKey: key() });
    const restarted = cardSimulator({ ...keys, stateFile });
    await restarted.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (restarted.app.server.address() as { port: number }).port;
    const again = await stripeClient({ ...config(), apiBase: `http://127.0.0.1:${port}` }).paymentIntents.retrieve(intent.id);
    await restarted.app.close();
    expect(again.amount).toBe(500);
  });
});

describe('our card processor webhook', () => {
  const post = (payload: string, signature: string) =>
    fetch(webhookUrl ?? '', { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload });
  const event = (id: string) => JSON.stringify({ id, object: 'event', type: 'customer.created', data: { object: { id: 'cus_1', object: 'customer' } } });

  it('refuses a wrong signature with 400', async () => {
    const payload = event(`evt_${key()}`);
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    expect((await post(payload, forged)).status).toBe(400);
    expect((await post(payload, 't=1,v1=00')).status).toBe(400);
    const signed = Stripe.webhooks.generateTestHeaderString({ payload, secret: keys.webhookSecret });
    // The signature covers the exact bytes: the same event re-serialised is refused.
    expect((await post(JSON.stringify(JSON.parse(payload), null, 1), signed)).status).toBe(400);
  });

  it('handles an event once by its id', async () => {
    const payload = event(`evt_${key()}`);
    const signed = Stripe.webhooks.generateTestHeaderString({ payload, secret: keys.webhookSecret });
    const first = (await (await post(payload, signed)).json()) as { outcome: string };
    const again = (await (await post(payload, signed)).json()) as { outcome: string };
    expect(first.outcome).toBe('ignored');
    expect(again.outcome).toBe('repeated');
  });
});
