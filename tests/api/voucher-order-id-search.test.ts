import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDayOf } from '../../src/domain/time/business-day';
import { callApi } from './support/api-client';
import { planOf } from './support/query-plan';
import { startTestServer, type TestServer } from './support/test-server';

// docs/decisions/0032-vouchers.md: `order id contains` tests every voucher transaction of the range,
// on the page indexes alone (migration 0031), for platform staff and for one merchant alike.
let server: TestServer;
let admin: string;
let merchant: string;
const range = { dateFrom: '2020-01-01', dateTo: businessDayOf(new Date()) };
const searched = (value: string) => ({ ...range, searchObj: [{ field: 'orderId', operator: 'contains', value }] });

beforeAll(async () => {
  server = await startTestServer();
  [admin, merchant] = await Promise.all([server.signIn('admin', 'admin12345'), server.signIn('merchant', 'merchant123')]);
}, 120_000);
afterAll(async () => server?.close());

/** The plan of an order id search over a range, with the table's own scans priced out. */
const planOfOrderIdSearch = (merchantCondition = sql`true`) =>
  planOf(
    server.db,
    sql`select vt.id, vt.created_at from voucher_transactions vt
        where vt.created_at >= now() - interval '7 days' and vt.created_at < now() and ${merchantCondition} and vt.payment_order_id like '%12%'`,
    ['seqscan', 'bitmapscan'],
  );

describe('order id contains on the voucher transactions (spec 3 §7)', () => {
  it('finds every transaction whose order id holds the value, for staff and within a merchant', async () => {
    const sample = await sql<{ orderId: string }>`select payment_order_id as "orderId" from voucher_transactions order by id limit 1`.execute(server.db);
    const part = sample.rows[0]?.orderId.slice(-3) ?? '';
    expect(part).toHaveLength(3);
    const staff = await callApi<{ subs: Array<{ paymentOrderID: string }>; count: number }>(server.baseUrl, '/api/vouchers/transactions/search', {
      method: 'POST',
      token: admin,
      body: searched(part),
    });
    expect(staff.status).toBe(200);
    const everywhere = await sql<{ n: string }>`select count(*)::text as n from voucher_transactions where position(${part} in payment_order_id) > 0`.execute(
      server.db,
    );
    expect(staff.body.count).toBe(Number(everywhere.rows[0]?.n));
    expect(staff.body.count).toBeGreaterThan(0);
    expect(staff.body.subs.every((row) => row.paymentOrderID.includes(part))).toBe(true);

    const own = await callApi<{ subs: Array<{ paymentOrderID: string }>; count: number }>(server.baseUrl, '/api/vouchers/transactions/search', {
      method: 'POST',
      token: merchant,
      body: searched(part),
    });
    expect(own.status).toBe(200);
    const merchants = await sql<{ n: string }>`
      select count(*)::text as n from voucher_transactions vt join users u on u.user_type_id = vt.merchant_id
      where u.user_name = 'merchant' and position(${part} in vt.payment_order_id) > 0`.execute(server.db);
    expect(own.body.count).toBe(Number(merchants.rows[0]?.n));
    expect(own.body.count).toBeLessThanOrEqual(staff.body.count);
  });

  it('tests the range’s order ids on the page index without reading the table', async () => {
    expect(await planOfOrderIdSearch()).toMatch(/Index Only Scan using voucher_transactions_page_by_date/);
    const merchantId = await sql<{ id: string }>`select merchant_id as id from voucher_transactions limit 1`.execute(server.db);
    expect(await planOfOrderIdSearch(sql`vt.merchant_id = ${merchantId.rows[0]?.id ?? ''}`)).toMatch(
      /Index Only Scan using voucher_transactions_page_by_merchant_date/,
    );
  });
});
