import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutLogEntryDto, CheckoutRequestEntryDto } from '../../src/contract/checkout-logs.contract';
import { businessDayOf, shiftBusinessDate } from '../../src/domain/time/business-day';
import { callApi, errorsOf } from './support/api-client';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
const tokens: Record<string, string> = {};
const today = businessDayOf(new Date());
const yearAgo = shiftBusinessDate(today, -365);

beforeAll(async () => {
  server = await startTestServer();
  const users = [
    ['admin', 'admin12345'],
    ['support', 'support123'],
    ['merchant', 'merchant123'],
    ['jazz.ops', 'carrier123'],
  ] as const;
  for (const [userName, password] of users) tokens[userName] = await server.signIn(userName, password);
}, 120_000);
afterAll(async () => {
  await server?.close();
});

type LogsAnswer = { logs: CheckoutLogEntryDto[]; totalCount: number };
type RequestsAnswer = { requests: CheckoutRequestEntryDto[]; totalCount: number };

const logs = (token: string | undefined, query: string) => callApi<LogsAnswer>(server.baseUrl, `/api/checkout-logs?${query}`, { token });
const requests = (token: string | undefined, query: string) => callApi<RequestsAnswer>(server.baseUrl, `/api/checkout-requests?${query}`, { token });

describe('GET /api/checkout-logs (spec 3 §2 Checkout Logs)', () => {
  it('pages the logs of a date range, newest first', async () => {
    const first = await logs(tokens.admin, `dateFrom=${yearAgo}&dateTo=${today}&page=1&limit=10`);
    expect(first.status).toBe(200);
    expect(first.body.logs).toHaveLength(10);
    const total = await server.db
      .selectFrom('checkout_logs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(first.body.totalCount).toBe(Number(total.n));
    const dates = first.body.logs.map((log) => log.createdDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = await logs(tokens.admin, `dateFrom=${yearAgo}&dateTo=${today}&page=2&limit=10`);
    expect(second.body.logs[0]?._id).not.toBe(first.body.logs[0]?._id);
  });

  it('finds the logs of one order by the query', async () => {
    const one = await server.db.selectFrom('checkout_logs').select(['order_id']).where('order_id', 'is not', null).limit(1).executeTakeFirstOrThrow();
    const answer = await logs(tokens.admin, `dateFrom=${yearAgo}&dateTo=${today}&query=${encodeURIComponent(one.order_id ?? '')}`);
    expect(answer.body.logs.length).toBeGreaterThan(0);
    expect(answer.body.logs.every((log) => log.orderId?.includes(one.order_id ?? ''))).toBe(true);
  });

  it('answers nothing for days without logs', async () => {
    const answer = await logs(tokens.admin, 'dateFrom=2001-01-01&dateTo=2001-01-31');
    expect(answer.body).toEqual({ logs: [], totalCount: 0 });
  });

  it('masks keys, secrets, passwords, card numbers and CVVs at any depth', async () => {
    await server.db
      .insertInto('checkout_logs')
      .values({
        id: 'maskedlog000000000000001',
        provider: 'card',
        order_id: 'MASK-ORDER-1',
        service_id: null,
        request: JSON.stringify({
          cardNumber: '4242 4242 4242 4242',
          cvv: '123',
          apiKey: 'sk_live_1',
          nested: { password: 'p4ss', pp_SecureHash: 'abc' },
          note: '4000000000000002',
        }),
        response: JSON.stringify({ token: 'tok_1', list: [{ clientSecret: 's' }], responseDesc: 'SUCCESS' }),
      })
      .execute();
    const answer = await logs(tokens.admin, `dateFrom=${today}&dateTo=${today}&query=MASK-ORDER-1`);
    const log = answer.body.logs[0];
    expect(log?.request).toEqual({
      cardNumber: '•••• 4242',
      cvv: '[masked]',
      apiKey: '[masked]',
      nested: { password: '[masked]', pp_SecureHash: '[masked]' },
      note: '•••• 0002',
    });
    expect(log?.response).toEqual({ token: '[masked]', list: [{ clientSecret: '[masked]' }], responseDesc: 'SUCCESS' });
    expect(JSON.stringify(answer.body)).not.toMatch(/sk_live_1|p4ss|tok_1|4242 4242/);
  });

  it('is for platform staff only', async () => {
    const query = `dateFrom=${today}&dateTo=${today}`;
    expect((await logs(undefined, query)).status).toBe(401);
    expect((await logs(tokens.merchant, query)).status).toBe(403);
    expect((await logs(tokens['jazz.ops'], query)).status).toBe(403);
    expect((await logs(tokens.support, query)).status).toBe(200);
  });

  it('names the field of a bad search', async () => {
    const swapped = await logs(tokens.admin, `dateFrom=${today}&dateTo=2001-01-01`);
    expect(swapped.status).toBe(400);
    expect(errorsOf(swapped.body)[0]?.field).toBe('dateTo');
    const noDate = await logs(tokens.admin, 'dateTo=2001-01-01');
    expect(errorsOf(noDate.body)[0]?.field).toBe('dateFrom');
    const odd = await logs(tokens.admin, `dateFrom=${today}&dateTo=${today}&limit=7`);
    expect(errorsOf(odd.body)[0]?.field).toBe('limit');
  });
});

describe('GET /api/checkout-requests (spec 3 §2 Checkout Requests)', () => {
  it('pages the requests with exact amounts', async () => {
    const answer = await requests(tokens.admin, `dateFrom=${yearAgo}&dateTo=${today}&limit=25`);
    expect(answer.status).toBe(200);
    expect(answer.body.requests).toHaveLength(25);
    const first = answer.body.requests[0];
    const row = await server.db
      .selectFrom('checkout_requests')
      .select(['amount', 'order_id'])
      .where('id', '=', first?._id ?? '')
      .executeTakeFirstOrThrow();
    expect(first?.amount).toBe(Number(row.amount));
    expect(first?.orderId).toBe(row.order_id);
  });

  it('finds requests by mobile number', async () => {
    const one = await server.db.selectFrom('checkout_requests').select(['msisdn']).where('msisdn', 'is not', null).limit(1).executeTakeFirstOrThrow();
    const answer = await requests(tokens.admin, `dateFrom=${yearAgo}&dateTo=${today}&query=${one.msisdn ?? ''}`);
    expect(answer.body.requests.length).toBeGreaterThan(0);
    expect(
      answer.body.requests.every(
        (request) => request.msisdn === one.msisdn || request.orderId.includes(one.msisdn ?? '') || request.serviceId.includes(one.msisdn ?? ''),
      ),
    ).toBe(true);
  });

  it('is refused to merchants', async () => {
    expect((await requests(tokens.merchant, `dateFrom=${today}&dateTo=${today}`)).status).toBe(403);
  });
});
