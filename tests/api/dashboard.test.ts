import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newRecordId } from '../../server/src/db/record-id';
import { decodeTokenClaims } from '../../src/domain/session/token-claims';
import { businessDayOf, shiftBusinessDate } from '../../src/domain/time/business-day';
import { callApi, errorsOf } from './support/api-client';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
const tokens: Record<string, string> = {};
const zone = 'Asia/Karachi';
let today: string;
let multiverseId: string;
let techletsId: string;

beforeAll(async () => {
  server = await startTestServer();
  for (const [userName, password] of [
    ['admin', 'admin12345'],
    ['support', 'support123'],
    ['jazz.ops', 'carrier123'],
    ['merchant', 'merchant123'],
    ['techlets', 'merchant123'],
  ] as const) {
    tokens[userName] = await server.signIn(userName, password);
  }
  multiverseId = decodeTokenClaims(tokens.merchant!)!.userTypeId;
  techletsId = decodeTokenClaims(tokens.techlets!)!.userTypeId;
  today = businessDayOf(new Date(), zone);
});
afterAll(async () => {
  await server?.close();
});

const get = <T = unknown>(path: string, as: string) => callApi<T>(server.baseUrl, `/api${path}`, { token: tokens[as] });
const post = <T = unknown>(path: string, as: string, body: unknown) => callApi<T>(server.baseUrl, `/api${path}`, { method: 'POST', token: tokens[as], body });

interface ShareRow {
  service: string;
  count: number;
  percentage: number;
}
interface SalesRow {
  service: string;
  count: number;
  amount: number;
  currency: string;
}
type Cards = { cardsSummary: Record<string, number> };

/** The slow way, for comparison: a GROUP BY over every transaction of the range. */
async function directShares(from: string, to: string, merchantId?: string) {
  const { rows } = await sql<{ service: string; count: number; percentage: string; total: string; merchant_share: string }>`
    select service_name as service, count(*)::bigint as count,
           round(count(*) * 100.0 / sum(count(*)) over (), 2)::text as percentage,
           sum(amount)::text as total, sum(merchant_share_value)::text as merchant_share
    from transactions
    where status = 'Success' and business_day(transaction_date) between ${from}::date and ${to}::date
      and ${merchantId === undefined ? sql`true` : sql`merchant_id = ${merchantId}`}
    group by service_name order by service_name`.execute(server.db);
  return rows;
}

const byService = <T extends { service: string }>(rows: T[]) => [...rows].sort((a, b) => a.service.localeCompare(b.service));

describe('dashboard count cards', () => {
  it('counts carriers, merchants, services and successful transactions for platform staff', async () => {
    const answer = await get<Cards>('/summary/get-dashboard-summary/v2?platform=web', 'support');
    expect(answer.status).toBe(200);
    const { rows } = await sql<{ n: number }>`select count(*)::bigint as n from transactions where status = 'Success'`.execute(server.db);
    expect(answer.body.cardsSummary).toMatchObject({ operators: 2, clients: 3, services: 8, oneTimePurchase: rows[0]!.n, subscriptions: 0 });
  });

  it('counts only the merchant’s own users, roles, services and purchases', async () => {
    const answer = await get<Cards>('/summary/get-dashboard-summary/v2', 'merchant');
    const own = async (query: ReturnType<typeof sql<{ n: number }>>) => (await query.execute(server.db)).rows[0]!.n;
    expect(answer.body.cardsSummary).toEqual({
      subscriptions: 0,
      operators: 0,
      clients: 0,
      services: 3,
      users: await own(sql<{ n: number }>`select count(*)::bigint as n from users where user_type_id = ${multiverseId}`),
      roles: await own(sql<{ n: number }>`select count(*)::bigint as n from roles where user_type_id = ${multiverseId}`),
      oneTimePurchase: await own(sql<{ n: number }>`select count(*)::bigint as n from transactions where status = 'Success' and merchant_id = ${multiverseId}`),
    });
  });

  it('shows carrier staff no merchant figures', async () => {
    const answer = await get<Cards>('/summary/get-dashboard-summary/v2', 'jazz.ops');
    expect(answer.body.cardsSummary).toMatchObject({ services: 0, oneTimePurchase: 0, clients: 0 });
    expect(
      (await post<{ subscriptionSummary: ShareRow[] }>('/summary/filter-subscription', 'jazz.ops', { startDate: '2000-01-01', endDate: today })).body,
    ).toEqual({ subscriptionSummary: [] });
  });
});

describe('services and revenue share (from the daily roll-up)', () => {
  it('equals a GROUP BY over the transactions of the same range', async () => {
    const from = shiftBusinessDate(today, -40);
    const to = shiftBusinessDate(today, -3);
    const answer = await post<{ subscriptionSummary: ShareRow[] }>('/summary/filter-subscription', 'admin', { startDate: from, endDate: to });
    expect(answer.status).toBe(200);
    const expected = await directShares(from, to);
    expect(expected.length).toBe(6); // the two voucher services sell no wallet transactions
    expect(byService(answer.body.subscriptionSummary)).toEqual(
      expected.map((row) => ({ service: row.service, count: row.count, percentage: Number(row.percentage) })),
    );
  });

  it('answers the total for platform staff and the merchant share, own services only, for a merchant', async () => {
    const range = { startDate: shiftBusinessDate(today, -30), endDate: today };
    const admin = await post<{ salesSummary: SalesRow[] }>('/summary/filter-sales', 'admin', range);
    const all = await directShares(range.startDate, range.endDate);
    expect(byService(admin.body.salesSummary)).toEqual(
      all.map((row) => ({ service: row.service, count: row.count, amount: Number(row.total), currency: 'PKR' })),
    );

    const merchant = await post<{ salesSummary: SalesRow[] }>('/summary/filter-sales', 'merchant', range);
    const own = await directShares(range.startDate, range.endDate, multiverseId);
    expect(byService(merchant.body.salesSummary)).toEqual(
      own.map((row) => ({ service: row.service, count: row.count, amount: Number(row.merchant_share), currency: 'PKR' })),
    );
    expect(merchant.body.salesSummary.every((row) => row.service.startsWith('multiverse-'))).toBe(true);
    const shares = await post<{ subscriptionSummary: ShareRow[] }>('/summary/filter-subscription', 'merchant', range);
    expect(shares.body.subscriptionSummary.map((row) => row.service).sort()).toEqual(own.map((row) => row.service));
  });

  it('answers Last 7 days for the subscription summary and today for today’s sales', async () => {
    const week = await get<{ subscriptionSummary: ShareRow[] }>('/summary/get-subscription-summary', 'admin');
    const filtered = await post<{ subscriptionSummary: ShareRow[] }>('/summary/filter-subscription', 'admin', {
      startDate: shiftBusinessDate(today, -6),
      endDate: today,
    });
    expect(week.body).toEqual(filtered.body);
    const todaySales = await get<{ salesSummary: SalesRow[] }>('/summary/get-today-sales', 'merchant');
    const filteredToday = await post<{ salesSummary: SalesRow[] }>('/summary/filter-sales', 'merchant', { startDate: today, endDate: today });
    expect(todaySales.body).toEqual(filteredToday.body);
  });

  it('refuses bad dates with 400 naming the field', async () => {
    const bad = await post('/summary/filter-subscription', 'admin', { startDate: '2024-02-30', endDate: today });
    expect(bad.status).toBe(400);
    expect(errorsOf(bad.body)[0]).toMatchObject({ field: 'startDate' });
    const reversed = await post('/summary/filter-sales', 'admin', { startDate: today, endDate: '2020-01-01' });
    expect(reversed.status).toBe(400);
    expect(errorsOf(reversed.body)[0]).toMatchObject({ field: 'endDate', message: 'endDate must not be before startDate' });
    const missing = await post('/summary/filter-sales', 'admin', { startDate: today });
    expect(errorsOf(missing.body)[0]).toMatchObject({ field: 'endDate' });
    const notText = await post('/summary/filter-sales', 'admin', { startDate: 20240101, endDate: today });
    expect(errorsOf(notText.body)[0]).toMatchObject({ field: 'startDate' });
  });
});

describe('today’s billing summary', () => {
  async function directStatus(where = sql`true`) {
    const { rows } = await sql<{ _id: string; count: number }>`
      select status as _id, count(*)::bigint as count from transactions
      where business_day(transaction_date) = ${today}::date and ${where} group by status`.execute(server.db);
    return rows.sort((a, b) => a._id.localeCompare(b._id));
  }
  const sorted = (rows: { _id: string; count: number }[]) => [...rows].sort((a, b) => a._id.localeCompare(b._id));

  it('counts today’s transactions by status, filtered by merchant and wallet provider', async () => {
    const all = await get<{ billingStatus: { _id: string; count: number }[] }>('/summary/get-dashboard-billing?group=status', 'admin');
    expect(sorted(all.body.billingStatus)).toEqual(await directStatus());
    const filtered = await get<{ billingStatus: { _id: string; count: number }[] }>(
      `/summary/get-dashboard-billing?group=status&merchant=${multiverseId}&provider=jazzcash`,
      'admin',
    );
    expect(sorted(filtered.body.billingStatus)).toEqual(await directStatus(sql`merchant_id = ${multiverseId} and provider = 'jazzcash'`));
  });

  it('groups today’s failures by the provider’s raw message', async () => {
    const answer = await get<{ billingMessages: { _id: string; count: number }[] }>('/summary/get-dashboard-billing?group=message&status=Failed', 'merchant');
    const { rows } = await sql<{ _id: string; count: number }>`
      select failure_message as _id, count(*)::bigint as count from transactions
      where business_day(transaction_date) = ${today}::date and status = 'Failed' and merchant_id = ${multiverseId}
      group by 1`.execute(server.db);
    expect(sorted(answer.body.billingMessages)).toEqual(sorted(rows));
  });

  it('follows a new transaction at once (the roll-up is kept by the database)', async () => {
    const before = await get<{ billingStatus: { _id: string; count: number }[] }>('/summary/get-dashboard-billing?group=status', 'techlets');
    const service = await server.db
      .selectFrom('services')
      .select(['id', 'service_name'])
      .where('merchant_id', '=', techletsId)
      .where('service_type', '<>', 'Voucher')
      .executeTakeFirstOrThrow();
    await server.db
      .insertInto('transactions')
      .values({
        id: newRecordId(),
        transaction_id: 'EPTEST-DASH-1',
        order_id: 'DASH-1',
        merchant_id: techletsId,
        service_id: service.id,
        provider: 'easypaisa',
        msisdn: '03001234567',
        country: 'Pakistan',
        operator: 'Telenor',
        product_name: 'Loan Repayment',
        service_name: service.service_name,
        transaction_date: new Date(),
        amount: '100.00',
        currency: 'PKR',
        merchant_share_value: '96.00',
        walee_share_value: '4.00',
        net_amount: '96.00',
        status: 'Failed',
        failure_message: 'Insufficient balance',
      })
      .execute();
    const after = await get<{ billingStatus: { _id: string; count: number }[] }>('/summary/get-dashboard-billing?group=status', 'techlets');
    const failed = (rows: { _id: string; count: number }[]) => rows.find((row) => row._id === 'Failed')?.count ?? 0;
    expect(failed(after.body.billingStatus)).toBe(failed(before.body.billingStatus) + 1);
  });

  it('gives a merchant nothing of another merchant, even when it names it', async () => {
    const answer = await get<{ billingStatus: unknown[] }>(`/summary/get-dashboard-billing?group=status&merchant=${techletsId}`, 'merchant');
    expect(answer.body).toEqual({ billingStatus: [] });
  });

  it('refuses an unknown group or provider with 400 naming the field', async () => {
    expect(errorsOf((await get('/summary/get-dashboard-billing?group=day', 'admin')).body)[0]).toMatchObject({ field: 'group' });
    expect(errorsOf((await get('/summary/get-dashboard-billing?group=status&provider=card', 'admin')).body)[0]).toMatchObject({ field: 'provider' });
  });
});

describe('inquire setting', () => {
  type Setting = { enableInquireForMerchant: boolean; enableInquireMerchant: boolean };

  it('is off for merchants until platform staff turn it on, for every merchant or one', async () => {
    expect((await get<Setting>('/inquire-config/setting/get', 'merchant')).body).toEqual({ enableInquireForMerchant: false, enableInquireMerchant: false });
    const one = await post<Setting>('/inquire-config/setting/edit', 'admin', { enable: true, merchantId: techletsId });
    expect(one.status).toBe(200);
    expect((await get<Setting>('/inquire-config/setting/get', 'techlets')).body.enableInquireMerchant).toBe(true);
    expect((await get<Setting>('/inquire-config/setting/get', 'merchant')).body.enableInquireMerchant).toBe(false);
    expect((await get<Setting>(`/inquire-config/setting/get?merchantId=${techletsId}`, 'admin')).body.enableInquireForMerchant).toBe(true);
    expect((await get<Setting>('/inquire-config/setting/get', 'admin')).body.enableInquireForMerchant).toBe(false);

    await post('/inquire-config/setting/edit', 'admin', { enable: true });
    expect((await get<Setting>('/inquire-config/setting/get', 'admin')).body.enableInquireForMerchant).toBe(true);
    expect((await get<Setting>('/inquire-config/setting/get', 'merchant')).body.enableInquireMerchant).toBe(true);
    await post('/inquire-config/setting/edit', 'admin', { enable: false });
    expect((await get<Setting>('/inquire-config/setting/get', 'techlets')).body.enableInquireMerchant).toBe(false);
  });

  it('cannot be changed by a merchant or by read-only platform support', async () => {
    const merchant = await post('/inquire-config/setting/edit', 'merchant', { enable: true });
    expect(merchant.status).toBe(403);
    expect((await post('/inquire-config/setting/edit', 'support', { enable: true })).status).toBe(403);
    expect((await get<Setting>('/inquire-config/setting/get', 'merchant')).body.enableInquireMerchant).toBe(false);
  });

  it('refuses a missing switch value or an unknown merchant with 400 naming the field', async () => {
    expect(errorsOf((await post('/inquire-config/setting/edit', 'admin', { enable: 'yes' })).body)[0]).toMatchObject({ field: 'enable' });
    const unknown = await post('/inquire-config/setting/edit', 'admin', { enable: true, merchantId: 'no-such-merchant' });
    expect(unknown.status).toBe(400);
    expect(errorsOf(unknown.body)[0]).toMatchObject({ field: 'merchantId' });
  });
});
