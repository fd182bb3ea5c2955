import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InquireResultDto } from '../../src/contract/inquire.contract';
import { callApi, errorsOf } from './support/api-client';
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

const inquire = (token: string | undefined, body: unknown) =>
  callApi<InquireResultDto>(server.baseUrl, '/api/payin-inquire/get', { method: 'POST', token, body });

/** A seeded order of that merchant and provider which has checkout logs (the latest transactions do). */
async function seededOrder(merchant: string, provider: 'easypaisa' | 'jazzcash') {
  return server.db
    .selectFrom('transactions as t')
    .innerJoin('checkout_logs as l', 'l.order_id', 't.order_id')
    .select(['t.order_id', 't.amount', 't.status', 't.transaction_id', 't.msisdn'])
    .where('t.merchant_id', '=', merchantIds[merchant] ?? '')
    .where('t.provider', '=', provider)
    .orderBy('t.transaction_date', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
}

async function setInquire(merchant: string, enabled: boolean) {
  await server.db
    .updateTable('merchants')
    .set({ enable_inquire_merchant: enabled })
    .where('id', '=', merchantIds[merchant] ?? '')
    .execute();
}

describe('POST /api/payin-inquire/notification (spec 1 §7 Send Notification, posted by the server)', () => {
  const send = (token: string | undefined, body: unknown) =>
    callApi<{ status: number; body: { received?: boolean; body?: Record<string, unknown> } }>(server.baseUrl, '/api/payin-inquire/notification', {
      method: 'POST',
      token,
      body,
    });

  it("posts the order's notification to its service's URL and answers the merchant's reply", async () => {
    const order = await seededOrder('Multiverse', 'easypaisa');
    const answer = await send(tokens.admin, { provider: 'easypaisa', orderId: order.order_id });
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe(200);
    expect(answer.body.body).toMatchObject({ received: true, body: { orderId: order.order_id, transactionId: order.transaction_id, status: order.status } });
  });

  it('keeps merchants to their own orders and to their setting, and denies carrier staff', async () => {
    const own = await seededOrder('Multiverse', 'easypaisa');
    const foreign = await seededOrder('Techlets', 'easypaisa');
    await setInquire('Multiverse', false);
    expect((await send(tokens.merchant, { provider: 'easypaisa', orderId: own.order_id })).status).toBe(403);
    await setInquire('Multiverse', true);
    expect((await send(tokens.merchant, { provider: 'easypaisa', orderId: own.order_id })).status).toBe(200);
    expect((await send(tokens.merchant, { provider: 'easypaisa', orderId: foreign.order_id })).status).toBe(404);
    await setInquire('Multiverse', false);
    expect((await send(tokens['jazz.ops'], { provider: 'jazzcash', orderId: own.order_id })).status).toBe(403);
    expect((await send(undefined, { provider: 'easypaisa', orderId: own.order_id })).status).toBe(401);
  });

  it('answers 502 with the spec message when the merchant endpoint gives no answer', async () => {
    const order = await seededOrder('Hashir', 'easypaisa');
    await server.db
      .updateTable('services')
      .set({ notification_api: 'http://127.0.0.1:9/unreachable' })
      .where('merchant_id', '=', merchantIds.Hashir ?? '')
      .execute();
    const answer = await send(tokens.admin, { provider: 'easypaisa', orderId: order.order_id });
    await server.db
      .updateTable('services')
      .set({ notification_api: '/api/sandbox/merchant-notifications' })
      .where('merchant_id', '=', merchantIds.Hashir ?? '')
      .execute();
    expect(answer.status).toBe(502);
    expect(errorsOf(answer.body)[0]?.message).toBe('Something went wrong while sending notification');
  });
});

describe('POST /api/payin-inquire/get (spec 1 §2, §3, §6, §7)', () => {
  it('answers a platform admin with the Easypaisa answer, the system logs, the provider log and the notification', async () => {
    const order = await seededOrder('Multiverse', 'easypaisa');
    const answer = await inquire(tokens.admin, { provider: 'easypaisa', orderId: ` ${order.order_id} ` });
    expect(answer.status).toBe(200);
    const result = answer.body;
    expect(result).toMatchObject({ permission: true, status: 'success' });
    expect(result.message.startsWith(`Transaction status: ${order.status}`)).toBe(true);
    expect(result.response).toMatchObject({
      responseCode: '0000',
      orderId: order.order_id,
      transactionId: order.transaction_id,
      transactionAmount: order.amount,
      msisdn: order.msisdn,
      transactionStatus: { Success: 'PAID', Failed: 'FAILED', Pending: 'PENDING' }[order.status],
    });
    expect(result.checkoutLogs.length).toBeGreaterThan(0);
    expect(result.checkoutLogs.every((log) => log.orderId === order.order_id)).toBe(true);
    expect(result.providerLogs).toHaveLength(1);
    expect(result.providerLogs?.[0]).toMatchObject({ provider: 'easypaisa', operation: 'inquire', request: { orderId: order.order_id } });
    expect(result.notifiationUrl).toBe('/api/sandbox/merchant-notifications');
    expect(result.notificationBody).toMatchObject({
      orderId: order.order_id,
      transactionId: order.transaction_id,
      status: order.status,
      amount: Number(order.amount),
      currency: 'PKR',
    });
  });

  it('speaks Jazzcash to Jazzcash: amounts in paisa and pp_ fields', async () => {
    const order = await seededOrder('Multiverse', 'jazzcash');
    const { body } = await inquire(tokens.admin, { provider: 'jazzcash', orderId: order.order_id });
    const paisa = BigInt(order.amount.replace('.', '')).toString();
    expect(body.status).toBe('success');
    expect(body.response).toMatchObject({
      pp_ResponseCode: '000',
      pp_TxnRefNo: `T${order.transaction_id}`,
      pp_Amount: paisa,
      pp_Status: { Success: 'Completed', Failed: 'Failed', Pending: 'Pending' }[order.status],
    });
    expect(typeof body.response.pp_ResponseMessage).toBe('string');
  });

  it('keeps each provider exchange as a checkout log of the order', async () => {
    const order = await seededOrder('Techlets', 'easypaisa');
    const first = await inquire(tokens.admin, { provider: 'easypaisa', orderId: order.order_id });
    const second = await inquire(tokens.admin, { provider: 'easypaisa', orderId: order.order_id });
    expect(second.body.checkoutLogs.length).toBe(first.body.checkoutLogs.length + 1);
    expect(second.body.checkoutLogs[0]?.request).toMatchObject({ operation: 'inquire', orderId: order.order_id });
  });

  it('shows provider logs to no platform staff but the role named admin', async () => {
    const order = await seededOrder('Multiverse', 'easypaisa');
    const { body } = await inquire(tokens.support, { provider: 'easypaisa', orderId: order.order_id });
    expect(body).toMatchObject({ permission: true, status: 'success' });
    expect(body.providerLogs).toBeUndefined();
    expect(body.checkoutLogs.length).toBeGreaterThan(0);
  });

  it('answers permission false to a merchant whose setting is off, and asks no provider', async () => {
    await setInquire('Multiverse', false);
    const order = await seededOrder('Multiverse', 'easypaisa');
    const before = await server.db
      .selectFrom('checkout_logs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const { status, body } = await inquire(tokens.merchant, { provider: 'easypaisa', orderId: order.order_id });
    expect(status).toBe(200);
    expect(body).toEqual({
      permission: false,
      status: 'failed',
      message: 'You do not have permission to inquire transactions. Please contact your administrator.',
      response: {},
      checkoutLogs: [],
    });
    const after = await server.db
      .selectFrom('checkout_logs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('lets a merchant whose setting is on inquire its own orders, without provider logs', async () => {
    await setInquire('Multiverse', true);
    const order = await seededOrder('Multiverse', 'easypaisa');
    const { body } = await inquire(tokens.merchant, { provider: 'easypaisa', orderId: order.order_id });
    expect(body).toMatchObject({ permission: true, status: 'success', notifiationUrl: '/api/sandbox/merchant-notifications' });
    expect(body.providerLogs).toBeUndefined();
    expect(body.checkoutLogs.length).toBeGreaterThan(0);
    await setInquire('Multiverse', false);
  });

  it("answers another merchant's order exactly as an unknown one: not found, no logs, no notification", async () => {
    await setInquire('Multiverse', true);
    const foreign = await seededOrder('Techlets', 'easypaisa');
    const other = await inquire(tokens.merchant, { provider: 'easypaisa', orderId: foreign.order_id });
    const unknown = await inquire(tokens.merchant, { provider: 'easypaisa', orderId: 'MUL-9999999999' });
    await setInquire('Multiverse', false);
    expect(other.body).toEqual({
      permission: true,
      status: 'failed',
      message: 'Transaction not found',
      response: { responseCode: '0013', responseDesc: 'Transaction not found against the given order id', orderId: foreign.order_id },
      checkoutLogs: [],
    });
    expect({ ...unknown.body, response: { ...unknown.body.response, orderId: foreign.order_id } }).toEqual(other.body);
  });

  it('denies carrier staff', async () => {
    const order = await seededOrder('Multiverse', 'jazzcash');
    const { body } = await inquire(tokens['jazz.ops'], { provider: 'jazzcash', orderId: order.order_id });
    expect(body.permission).toBe(false);
  });

  it('refuses an order id over 50 characters, naming orderId', async () => {
    const answer = await inquire(tokens.admin, { provider: 'easypaisa', orderId: 'x'.repeat(51) });
    expect(answer.status).toBe(400);
    expect(errorsOf(answer.body)[0]).toMatchObject({ field: 'orderId', message: 'Order Id cannot exceed 50 characters' });
  });

  it('refuses a missing order id and an unknown provider with the form messages', async () => {
    const blank = await inquire(tokens.admin, { provider: 'jazzcash', orderId: '   ' });
    expect(blank.status).toBe(400);
    expect(errorsOf(blank.body)[0]).toMatchObject({ field: 'orderId', message: 'Order Id is required' });
    const provider = await inquire(tokens.admin, { provider: 'stripe', orderId: 'MUL-1' });
    expect(provider.status).toBe(400);
    expect(errorsOf(provider.body)[0]).toMatchObject({ field: 'provider', message: 'Provider is required' });
  });

  it('answers 401 without a token', async () => {
    expect((await inquire(undefined, { provider: 'easypaisa', orderId: 'MUL-1' })).status).toBe(401);
  });
});

describe('sandbox test order ids (docs/spec/decisions.md §4)', () => {
  it.each([
    ['easypaisa', 'SBX-TIMEOUT-1', 'failed', 'Operator timeout', { responseCode: '0017' }],
    ['jazzcash', 'sbx-timeout-2', 'failed', 'Operator timeout', { pp_ResponseCode: '199' }],
    ['easypaisa', 'SBX-NOTFOUND-1', 'failed', 'Transaction not found', { responseCode: '0013' }],
    ['jazzcash', 'SBX-NOTFOUND-1', 'failed', 'Transaction not found', { pp_ResponseCode: '210' }],
    ['easypaisa', 'SBX-ERROR-1', 'failed', 'System error', { responseCode: '0001' }],
    ['easypaisa', 'SBX-SUCCESS-1', 'success', 'Transaction status: Success', { responseCode: '0000', transactionStatus: 'PAID', transactionAmount: '100.00' }],
    ['jazzcash', 'SBX-FAILED-1', 'success', 'Transaction status: Failed (insufficient balance)', { pp_Status: 'Failed', pp_Amount: '10000' }],
    ['jazzcash', 'SBX-PENDING-1', 'success', 'Transaction status: Pending', { pp_Status: 'Pending' }],
  ] as const)('%s %s answers %s', async (provider, orderId, status, message, response) => {
    const { body } = await inquire(tokens.admin, { provider, orderId });
    expect(body.status).toBe(status);
    expect(body.message.startsWith(message)).toBe(true);
    expect(body.response).toMatchObject(response);
    expect(body.notifiationUrl).toBeUndefined();
    // The call's own time, measured (the run's simulators answer without a wallet's latency).
    expect(body.providerLogs?.[0]?.durationMs).toEqual(expect.any(Number));
    expect(body.providerLogs?.[0]?.durationMs).toBeGreaterThanOrEqual(0);
  });
});

describe('POST /api/sandbox/merchant-notifications', () => {
  it('is public, answers 200 and echoes what it received', async () => {
    const payload = { orderId: 'MUL-0000000001', status: 'Success', amount: 499 };
    const answer = await callApi<{ received: boolean; body: unknown }>(server.baseUrl, '/api/sandbox/merchant-notifications', {
      method: 'POST',
      body: payload,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ received: true, body: payload });
  });

  it('is where the seeded services send their notifications', async () => {
    const services = await server.db.selectFrom('services').select('notification_api').execute();
    expect(new Set(services.map((s) => s.notification_api))).toEqual(new Set(['/api/sandbox/merchant-notifications']));
  });
});
