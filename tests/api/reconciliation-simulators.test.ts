import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ReconciliationSummaryDto } from '../../src/contract/reconciliation.contract';
import { businessDayOf } from '../../src/domain/time/business-day';
import { inFlightHoldMs } from '../../server/src/checkout/checkout-payments.service';
import { EasypaisaClient } from '../../server/src/providers/easypaisa/easypaisa-client';
import { JazzcashClient } from '../../server/src/providers/jazzcash/jazzcash-client';
import { providerHttp } from '../../server/src/providers/wire/wire-settings';
import { handToSimulators } from '../../server/src/seed/demo-provider-records';
import { simulatorTestCredentials } from '../../server/src/simulators/simulators-app';
import { callApi } from './support/api-client';
import { checkoutMerchant, sessionPath, signedPost } from './support/checkout-merchant';
import { startTestServer, type TestServer } from './support/test-server';
import { startWalletSimulators, type WalletSimulators } from './support/wallet-simulators';

// docs/providers.md "Daily statements": with JAZZCASH_BASE_URL and EASYPAISA_BASE_URL set, the
// reconciliation reads each wallet's statement over HTTP (here from its simulator) and compares it with
// our books, money given back included; and a payment the customer never approves expires at the provider
// and fails here.
const credentials = simulatorTestCredentials;
const today = businessDayOf(new Date(), 'Asia/Karachi');
const expiryMs = 1500;
let simulators: WalletSimulators;
let base: string;
let server: TestServer;
let token: string;

beforeAll(async () => {
  simulators = await startWalletSimulators({ pendingExpiryMs: expiryMs });
  base = simulators.base;
  // These simulators hold the seeded wallet payments, as the run's simulators do for its servers.
  await handToSimulators(base, inject('heldPayments'));
  server = await startTestServer({
    env: {
      ...simulators.env,
      CHECKOUT_RATE_LIMIT: '100000',
      // The sweep would ask about the lost payment and book it; this test reconciles before it could.
      CHECKOUT_SWEEP_MS: '3600000',
    },
  });
  token = await server.signIn('admin', 'admin12345');
}, 120_000);

afterAll(async () => {
  await server?.close();
  await simulators?.close();
});

/** A session opened by a merchant; answers what paying it needs. */
async function openSession(amount: string) {
  const merchant = await checkoutMerchant(server);
  const orderId = `R-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const opened = await signedPost(server.baseUrl, merchant, sessionPath, {
    orderId,
    serviceId: merchant.serviceId,
    amount,
    currency: 'PKR',
    product: 'Gold plan',
    redirectUrl: 'https://merchant.example/done',
  });
  expect(opened.status, JSON.stringify(opened.body)).toBe(201);
  return { orderId, serviceId: merchant.serviceId, sessionId: String(opened.body.sessionId) };
}

/** One wallet payment of the session on the session payment page; answers the new attempt's reference. */
async function payOn(session: Awaited<ReturnType<typeof openSession>>, provider: 'jazzcash' | 'easypaisa', msisdn: string) {
  const { orderId, serviceId, sessionId } = session;
  const answer = await callApi<{ status: string }>(server.baseUrl, '/api/checkout/wallet', {
    method: 'POST',
    body: {
      provider,
      serviceId,
      msisdn,
      cnic: '35202-1234567-1',
      email: 'buyer@example.com',
      sessionId,
      idempotencyKey: `k-${Math.random().toString(36).slice(2)}`,
    },
  });
  const attempt = await server.db
    .selectFrom('checkout_attempts')
    .select('merchant_ref_number')
    .where('session_id', '=', sessionId)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  return { answer, orderId, serviceId, ref: attempt.merchant_ref_number };
}

/** A session paid on the session payment page with a wallet; answers the attempt's reference. */
async function pay(provider: 'jazzcash' | 'easypaisa', msisdn: string, amount: string) {
  return payOn(await openSession(amount), provider, msisdn);
}

async function control(path: string, body: Record<string, unknown>) {
  const response = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(response.status).toBe(200);
}

describe('reconciliation against the wallet simulators', () => {
  it.each(['jazzcash', 'easypaisa'] as const)('finds exactly the %s charge whose answer was lost, at its exact amount', async (provider) => {
    const first = await pay(provider, '03001234567', '349.99');
    const second = await pay(provider, '03001234567', '0.10');
    expect(first.answer.body.status).toBe('success');
    expect(second.answer.body.status).toBe('success');
    await control('/control/faults', { provider, kind: 'lost', times: 1 });
    const lost = await pay(provider, '03001234567', '120.50');
    expect(lost.answer.body.status).not.toBe('success');
    const ours = await server.db.selectFrom('transactions').select('id').where('provider_reference', '=', lost.ref).execute();
    expect(ours).toEqual([]);

    const run = await callApi<ReconciliationSummaryDto>(server.baseUrl, '/api/reconciliation/runs', { method: 'POST', token, body: { provider, day: today } });
    expect(run.status, JSON.stringify(run.body)).toBe(200);
    const lines = await server.db
      .selectFrom('reconciliation_lines as l')
      .innerJoin('reconciliation_runs as r', 'r.id', 'l.run_id')
      .select(['l.kind', 'l.class', 'l.provider_reference', 'l.statement_amount', 'l.our_amount'])
      .where('r.provider', '=', provider)
      .where('r.business_day', '=', today)
      .where('l.kind', '=', 'charge')
      .execute();
    const mismatches = lines.filter((line) => line.class !== 'matched');
    expect(mismatches).toEqual([{ kind: 'charge', class: 'provider_only', provider_reference: lost.ref, statement_amount: '120.50', our_amount: null }]);
    expect(lines.find((line) => line.provider_reference === first.ref)).toMatchObject({ class: 'matched', statement_amount: '349.99', our_amount: '349.99' });
    expect(lines.find((line) => line.provider_reference === second.ref)).toMatchObject({ class: 'matched', statement_amount: '0.10', our_amount: '0.10' });
  });

  it('answers 502 naming the provider when its statement cannot be had', async () => {
    await control('/control/faults', { provider: 'easypaisa', kind: 'error', times: 10 });
    try {
      const run = await callApi(server.baseUrl, '/api/reconciliation/runs', { method: 'POST', token, body: { provider: 'easypaisa', day: today } });
      expect(run.status).toBe(502);
      expect(JSON.stringify(run.body)).toContain("The provider's statement could not be had");
    } finally {
      await fetch(`${base}/control/faults`, { method: 'DELETE' });
    }
  });
});

/** The payment request the server sent for `ref`, reaching the wallet only now (held up on the way). */
async function startArrivingLate(provider: 'jazzcash' | 'easypaisa', ref: string, amount: string) {
  const answer =
    provider === 'jazzcash'
      ? await new JazzcashClient(providerHttp('jazzcash', `${base}/jazzcash`), credentials.jazzcash).pay({
          txnRefNo: ref,
          billReference: ref,
          description: `Payment ${ref}`,
          amount,
          currency: 'PKR',
          mobileNumber: '03001234567',
          cnic: '234567',
          expiresInMinutes: 60,
        })
      : await new EasypaisaClient(providerHttp('easypaisa', `${base}/easypaisa`), credentials.easypaisa).pay({
          orderId: ref,
          amount,
          mobileAccountNo: '03001234567',
          emailAddress: 'buyer@example.com',
        });
  expect(answer.failure).toBeNull();
}

/** Today's reconciliation of the provider, run again: every line of the day as stored. */
async function reconciledLines(provider: 'jazzcash' | 'easypaisa') {
  const run = await callApi<ReconciliationSummaryDto>(server.baseUrl, '/api/reconciliation/runs', { method: 'POST', token, body: { provider, day: today } });
  expect(run.status, JSON.stringify(run.body)).toBe(200);
  return server.db
    .selectFrom('reconciliation_lines as l')
    .innerJoin('reconciliation_runs as r', 'r.id', 'l.run_id')
    .select([
      'l.id',
      'l.kind',
      'l.class',
      'l.resolution',
      'l.provider_reference',
      'l.merchant_reference',
      'l.statement_amount',
      'l.our_id',
      'l.our_amount',
      'l.our_status',
    ])
    .where('r.provider', '=', provider)
    .where('r.business_day', '=', today)
    .execute();
}

describe('money given back through the wired wallets', () => {
  // docs/providers.md "Daily statements": the wallet lists a refund under its own id (pp_RefundTxnRefNo,
  // refundTransactionId) beside the payment it gives back; each of our three refunds keeps that id.
  it.each(['jazzcash', 'easypaisa'] as const)(
    'matches the call centre’s refund, a late charge given back and an orphan refunded on the screen at %s',
    async (provider) => {
      // 1. The call centre refunds a paid payment.
      const paid = await pay(provider, '03001234567', '210.00');
      expect(paid.answer.body.status).toBe('success');
      const transaction = await server.db
        .selectFrom('transactions')
        .select('transaction_id')
        .where('provider_reference', '=', paid.ref)
        .executeTakeFirstOrThrow();
      const refunded = await callApi<{ status: string }>(server.baseUrl, '/hash-service/via-mw/refund', {
        method: 'POST',
        token,
        body: { operator: provider, transactionNumber: transaction.transaction_id, serviceId: paid.serviceId },
      });
      expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
      expect(refunded.body.status).toBe('success');
      const refund = await server.db.selectFrom('refunds').select('id').where('transaction_number', '=', transaction.transaction_id).executeTakeFirstOrThrow();

      // 2. A payment that never reached the wallet is given up for a newer one; its start arrives after
      // all and the wallet charges it: the late charge is given back at once (checkout-payments.service.ts).
      const session = await openSession('64.25');
      await control('/control/faults', { provider, kind: 'timeout', delayMs: 0, times: 1 });
      const late = await payOn(session, provider, '03001234567');
      expect(late.answer.status).toBe(502);
      // The customer comes back after the attempt's hold.
      const heldSince = new Date(Date.now() - inFlightHoldMs - 1000);
      await sql`update checkout_attempts set created_at = ${heldSince} where merchant_ref_number = ${late.ref}`.execute(server.db);
      const newer = await payOn(session, provider, '03001234567');
      expect(newer.answer.body.status).toBe('success');
      await startArrivingLate(provider, late.ref, '64.25');
      const status = await callApi(server.baseUrl, '/payment-gateway/payment-status', { method: 'POST', body: { referanceNumber: late.ref } });
      expect(status.status, JSON.stringify(status.body)).toBe(200);
      const voided = await server.db
        .selectFrom('checkout_attempts')
        .select(['id', 'state'])
        .where('merchant_ref_number', '=', late.ref)
        .executeTakeFirstOrThrow();
      expect(voided.state).toBe('voided');

      // 3. A charge whose answer was lost, found on the statement alone and refunded from this screen.
      await control('/control/faults', { provider, kind: 'lost', times: 1 });
      const orphan = await pay(provider, '03001234567', '33.40');
      expect(orphan.answer.body.status).not.toBe('success');
      const found = (await reconciledLines(provider)).find((line) => line.kind === 'charge' && line.provider_reference === orphan.ref);
      expect(found).toMatchObject({ class: 'provider_only', statement_amount: '33.40' });
      const given = await callApi<{ outcome: string }>(server.baseUrl, `/api/reconciliation/lines/${found?.id}/refund`, {
        method: 'POST',
        token,
        body: { reason: 'Charge never recorded' },
      });
      expect(given.status, JSON.stringify(given.body)).toBe(200);
      expect(given.body.outcome).toBe('refunded');

      // The next run: each refund one matched line with our id, nothing of them on one side only.
      const lines = await reconciledLines(provider);
      const ours = [refund.id, voided.id, String(found?.id)];
      const refunds = lines
        .filter(
          (line) => line.kind === 'refund' && ([paid.ref, late.ref, orphan.ref].includes(line.merchant_reference ?? '') || ours.includes(line.our_id ?? '')),
        )
        .map(({ class: kind, merchant_reference, statement_amount, our_id, our_amount }) => ({
          class: kind,
          merchant_reference,
          statement_amount,
          our_id,
          our_amount,
        }));
      expect(refunds.sort((a, b) => Number(a.statement_amount) - Number(b.statement_amount))).toEqual([
        { class: 'matched', merchant_reference: orphan.ref, statement_amount: '33.40', our_id: String(found?.id), our_amount: '33.40' },
        { class: 'matched', merchant_reference: late.ref, statement_amount: '64.25', our_id: voided.id, our_amount: '64.25' },
        { class: 'matched', merchant_reference: paid.ref, statement_amount: '210.00', our_id: refund.id, our_amount: '210.00' },
      ]);
      // The late charge itself is on the statement too: matched with the attempt that gave it back, and no
      // line of it is left open inviting staff to refund it again.
      const lateLines = lines.filter((line) => line.provider_reference === late.ref || line.merchant_reference === late.ref || line.our_id === voided.id);
      expect(lateLines.find((line) => line.kind === 'charge')).toMatchObject({
        class: 'matched',
        statement_amount: '64.25',
        our_id: voided.id,
        our_amount: '64.25',
        our_status: 'voided',
      });
      expect(lateLines.filter((line) => line.class !== 'matched' && line.resolution === null)).toEqual([]);
    },
  );
});

describe('a wallet payment the customer never approves', () => {
  it.each(['jazzcash', 'easypaisa'] as const)('expires at %s after its window and the checkout fails the attempt', async (provider) => {
    const waiting = await pay(provider, '03331234567', '75.00');
    expect(waiting.answer.body.status).toBe('pending');
    await new Promise((done) => setTimeout(done, expiryMs + 600));
    const status = await callApi<{ orderStatus: string; redirectStatus: string }>(server.baseUrl, '/api/checkout/status', {
      method: 'POST',
      body: { serviceId: waiting.serviceId, orderId: waiting.orderId, status: 'Success' },
    });
    expect(status.status, JSON.stringify(status.body)).toBe(200);
    expect(status.body.redirectStatus).toBe('FAILED');
    const attempt = await server.db.selectFrom('checkout_attempts').select('state').where('merchant_ref_number', '=', waiting.ref).executeTakeFirstOrThrow();
    expect(attempt.state).toBe('failed');
  });
});
