import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallcenterServiceDto, EnquiryResultDto, RefundResultDto } from '../../src/contract/callcenter.contract';
import { callApi, errorsOf } from './support/api-client';
import { slowNextWalletCall } from './support/slow-wallet-call';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
const tokens: Record<string, string> = {};
let merchantIds: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  const users = [
    ['admin', 'admin12345'],
    ['support', 'support123'],
    ['merchant', 'merchant123'],
    ['viewer', 'viewer123'],
    ['techlets', 'merchant123'],
    ['jazz.ops', 'carrier123'],
  ] as const;
  for (const [userName, password] of users) tokens[userName] = await server.signIn(userName, password);
  const merchants = await server.db.selectFrom('merchants').select(['id', 'name']).execute();
  merchantIds = Object.fromEntries(merchants.map((m) => [m.name, m.id]));
}, 120_000);
afterAll(async () => {
  await server?.close();
});

type Key = { operator: 'easypaisa' | 'jazzcash'; transactionNumber: string; serviceId: string };

const enquire = (token: string | undefined, body: unknown) =>
  callApi<EnquiryResultDto>(server.baseUrl, '/hash-service/via-mw/inquire', { method: 'POST', token, body });
const refund = (token: string | undefined, body: unknown) =>
  callApi<RefundResultDto>(server.baseUrl, '/hash-service/via-mw/refund', { method: 'POST', token, body });

async function refundWithKey(token: string, body: unknown, key: string): Promise<{ status: number; body: RefundResultDto }> {
  const response = await fetch(`${server.baseUrl}/hash-service/via-mw/refund`, {
    method: 'POST',
    headers: { 'x-auth-token': token, 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as RefundResultDto };
}

const used = new Set<string>();

/** A seeded transaction of that merchant, provider and status that no other test has used. */
async function seeded(
  merchant: string,
  provider: 'easypaisa' | 'jazzcash',
  status: 'Success' | 'Failed' = 'Success',
): Promise<{ key: Key; amount: string; id: string }> {
  const rows = await server.db
    .selectFrom('transactions as t')
    .innerJoin('services as s', 's.id', 't.service_id')
    .select(['t.id', 't.transaction_id', 's.service_id', 't.amount'])
    .where('t.merchant_id', '=', merchantIds[merchant] ?? '')
    .where('t.provider', '=', provider)
    .where('t.status', '=', status)
    .where('t.amount', '>', '1')
    .orderBy('t.transaction_date', 'desc')
    .limit(40)
    .execute();
  const row = rows.find((candidate) => !used.has(candidate.id));
  if (row === undefined) throw new Error('no seeded transaction left');
  used.add(row.id);
  return { key: { operator: provider, transactionNumber: row.transaction_id, serviceId: row.service_id }, amount: row.amount, id: row.id };
}

/** A paid copy of a seeded transaction under a documented sandbox order id (sandbox-test-orders.ts). */
async function sandboxTransaction(orderId: string): Promise<Key> {
  const source = await server.db
    .selectFrom('transactions')
    .selectAll()
    .where('merchant_id', '=', merchantIds.Multiverse ?? '')
    .where('provider', '=', 'easypaisa')
    .limit(1)
    .executeTakeFirstOrThrow();
  const { created_at: _created, updated_at: _updated, ...columns } = source;
  const transactionNumber = `SBXT${Date.now()}${Math.floor(Math.random() * 1000)}`;
  await server.db
    .insertInto('transactions')
    .values({
      ...columns,
      id: `sbx${Date.now()}${Math.floor(Math.random() * 1000)}`,
      order_id: orderId,
      transaction_id: transactionNumber,
      status: 'Success',
      failure_message: null,
    })
    .execute();
  const service = await server.db.selectFrom('services').select('service_id').where('id', '=', source.service_id).executeTakeFirstOrThrow();
  return { operator: 'easypaisa', transactionNumber, serviceId: service.service_id };
}

describe('GET /api/callcenter/services (Select Service)', () => {
  it('lists every service for platform staff and only its own for a merchant', async () => {
    const all = await callApi<CallcenterServiceDto[]>(server.baseUrl, '/api/callcenter/services', { token: tokens.admin });
    const own = await callApi<CallcenterServiceDto[]>(server.baseUrl, '/api/callcenter/services', { token: tokens.merchant });
    expect(all.status).toBe(200);
    expect(own.status).toBe(200);
    expect(own.body.length).toBeGreaterThan(0);
    expect(own.body.every((service) => service.merchantName === 'Multiverse')).toBe(true);
    expect(all.body.length).toBeGreaterThan(own.body.length);
  });

  it('refuses a role without Callcenter', async () => {
    expect((await callApi(server.baseUrl, '/api/callcenter/services', { token: tokens.viewer })).status).toBe(403);
  });
});

describe('POST /hash-service/via-mw/inquire (spec 3 §7 Call-centre)', () => {
  it("answers the provider's state and the transaction summary", async () => {
    const { key, amount } = await seeded('Multiverse', 'jazzcash');
    const { status, body } = await enquire(tokens.admin, key);
    expect(status).toBe(200);
    expect(body.status).toBe('success');
    expect(body.message).toBe('Transaction status: Success');
    expect(body.providerStatus).toBe('Completed');
    expect(body.transaction).toMatchObject({
      transactionNumber: key.transactionNumber,
      serviceId: key.serviceId,
      operator: 'jazzcash',
      amount: Number(amount),
      refund: null,
    });
    expect(body.response.pp_ResponseCode).toBe('000');
    expect(body.response.pp_SecureHash).toBeUndefined();
  });

  it('keeps the exchange as a checkout log of the order', async () => {
    const { key } = await seeded('Multiverse', 'easypaisa');
    const { body } = await enquire(tokens.admin, key);
    const logs = await server.db
      .selectFrom('checkout_logs')
      .select(['request'])
      .where('order_id', '=', body.transaction?.orderId ?? '')
      .execute();
    expect(logs.some((log) => (log.request as { operation?: string }).operation === 'inquire')).toBe(true);
  });

  it("answers not found for another merchant's transaction and an unknown number alike", async () => {
    const { key } = await seeded('Multiverse', 'easypaisa');
    const foreign = await enquire(tokens.techlets, key);
    const unknown = await enquire(tokens.admin, { ...key, transactionNumber: 'NO-SUCH-NUMBER' });
    for (const answer of [foreign, unknown]) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ status: 'failed', message: 'Transaction not found', providerStatus: null, transaction: null, response: {} });
    }
  });

  it('names the missing field of a bad body', async () => {
    const answer = await enquire(tokens.admin, { transactionNumber: 'x', serviceId: 'y' });
    expect(answer.status).toBe(400);
    expect(errorsOf(answer.body)[0]).toMatchObject({ field: 'operator', message: 'Please select a service provider' });
  });
});

describe('POST /hash-service/via-mw/refund (docs/decisions/0033-call-centre-and-refunds.md)', () => {
  it('refunds a paid transaction in full, records who and when, and the audit log', async () => {
    const { key, amount, id } = await seeded('Multiverse', 'easypaisa');
    const { status, body } = await refund(tokens.admin, key);
    expect(status).toBe(200);
    expect(body.status).toBe('success');
    expect(body.refund).toMatchObject({ amount: Number(amount), status: 'completed', requestedBy: expect.stringContaining('(admin)') });
    expect(body.refund.providerReference).toMatch(/^RF\d+/);
    expect(body.response).toMatchObject({ responseCode: '0000' });
    const rows = await server.db.selectFrom('refunds').selectAll().where('transaction_id', '=', id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.amount).toBe(amount);
    const audit = await server.db
      .selectFrom('audit_log')
      .select(['action', 'actor_name'])
      .where('target_id', '=', key.transactionNumber)
      .orderBy('id')
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual(['callcenter.refund-requested', 'callcenter.refunded']);
    // The enquiry shows the refund afterwards.
    const after = await enquire(tokens.admin, key);
    expect(after.body.message).toBe('Transaction status: Success (refunded)');
    expect(after.body.transaction?.refund?.status).toBe('completed');
  });

  it('refuses a second refund of the same transaction', async () => {
    const { key } = await seeded('Multiverse', 'jazzcash');
    expect((await refund(tokens.admin, key)).status).toBe(200);
    const again = await refund(tokens.admin, key);
    expect(again.status).toBe(409);
    expect(errorsOf(again.body)[0]).toMatchObject({ message: 'This transaction has already been refunded', field: 'transactionNumber' });
  });

  it('refuses more than was paid, and takes part of it', async () => {
    const { key, amount, id } = await seeded('Multiverse', 'easypaisa');
    const over = await refund(tokens.admin, { ...key, amount: Number(amount) + 1 });
    expect(over.status).toBe(400);
    expect(errorsOf(over.body)[0]).toMatchObject({ field: 'amount', message: 'A refund cannot be more than the amount paid' });
    const tooFine = await refund(tokens.admin, { ...key, amount: 1.005 });
    expect(tooFine.status).toBe(400);
    const part = await refund(tokens.admin, { ...key, amount: 1.1 });
    expect(part.status).toBe(200);
    expect(part.body.refund.amount).toBe(1.1);
    expect(await server.db.selectFrom('refunds').select('amount').where('transaction_id', '=', id).executeTakeFirstOrThrow()).toEqual({ amount: '1.10' });
  });

  it('refuses a transaction that was not paid', async () => {
    const { key } = await seeded('Multiverse', 'easypaisa', 'Failed');
    const answer = await refund(tokens.admin, key);
    expect(answer.status).toBe(409);
    expect(errorsOf(answer.body)[0]?.message).toBe('Only a successful transaction can be refunded');
  });

  it('refunds once when many refunds of one transaction arrive together', async () => {
    const { key, id } = await seeded('Multiverse', 'jazzcash');
    // The wallet takes a second over the refund, so the other five arrive while it is in flight.
    await slowNextWalletCall(1000);
    const answers = await Promise.all(Array.from({ length: 6 }, () => refund(tokens.admin, key)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(5);
    const rows = await server.db.selectFrom('refunds').select('status').where('transaction_id', '=', id).execute();
    expect(rows).toEqual([{ status: 'completed' }]);
  });

  it('answers a repeated Idempotency-Key with the first refund', async () => {
    const { key } = await seeded('Multiverse', 'easypaisa');
    const first = await refundWithKey(tokens.admin, key, 'refund-key-1');
    const second = await refundWithKey(tokens.admin, key, 'refund-key-1');
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.refund._id).toBe(first.body.refund._id);
    const other = (await seeded('Multiverse', 'easypaisa')).key;
    // docs/decisions/0021-idempotency.md: the key with another request is refused.
    const reused = await refundWithKey(tokens.admin, other, 'refund-key-1');
    expect(reused.status).toBe(422);
    expect(errorsOf(reused.body)[0]).toMatchObject({ field: 'Idempotency-Key', message: 'This key was used with a different request' });
  });

  it('refuses view-only roles: platform support and a merchant viewer', async () => {
    const { key, id } = await seeded('Multiverse', 'easypaisa');
    expect((await refund(tokens.support, key)).status).toBe(403);
    expect((await refund(tokens.viewer, key)).status).toBe(403);
    expect(await server.db.selectFrom('refunds').select('id').where('transaction_id', '=', id).execute()).toEqual([]);
  });

  it("lets a merchant refund its own transactions and never another merchant's", async () => {
    const own = (await seeded('Multiverse', 'easypaisa')).key;
    const foreign = await seeded('Techlets', 'easypaisa');
    expect((await refund(tokens.merchant, own)).status).toBe(200);
    const refused = await refund(tokens.merchant, foreign.key);
    expect(refused.status).toBe(404);
    expect(await server.db.selectFrom('refunds').select('id').where('transaction_id', '=', foreign.id).execute()).toEqual([]);
  });

  it('records a declined refund as failed and lets it be tried again', async () => {
    const key = await sandboxTransaction(`SBX-REFUND-DECLINED-${Date.now()}`);
    const first = await refund(tokens.admin, key);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      status: 'failed',
      message: 'Refund declined: the customer wallet is blocked',
      refund: { status: 'failed', providerReference: null },
    });
    expect((await refund(tokens.admin, key)).body.status).toBe('failed');
    const audit = await server.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', key.transactionNumber)
      .where('action', '=', 'callcenter.refund-failed')
      .execute();
    expect(audit).toHaveLength(2);
  });

  it('answers a provider timeout as a failed refund', async () => {
    const key = await sandboxTransaction(`sbx-refund-timeout-${Date.now()}`);
    const { body } = await refund(tokens.admin, key);
    expect(body.refund.status).toBe('failed');
    expect(body.message).toContain('timeout');
  });

  it('refuses a malformed Idempotency-Key naming it', async () => {
    const { key } = await seeded('Multiverse', 'easypaisa');
    const answer = await refundWithKey(tokens.admin, key, 'x'.repeat(201));
    expect(answer.status).toBe(400);
    expect(errorsOf(answer.body)[0]?.field).toBe('Idempotency-Key');
  });
});
