import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDayOf, shiftBusinessDate } from '../../src/domain/time/business-day';
import { callApi, errorsOf } from './support/api-client';
import { statusTotals } from './support/rollup-queries';
import { startTestServer, type TestServer } from './support/test-server';

interface Row {
  _id: string;
  orderId: string;
  transactionId: string;
  amount: number;
  status: 'Success' | 'Failed' | 'Pending';
  [key: string]: unknown;
}
interface Page<T = Row> {
  subs: T[];
  count: number;
}

let server: TestServer;
const tokens: Record<string, string> = {};
const merchantIds: Record<string, string> = {};
const today = businessDayOf(new Date());
const range = { dateFrom: shiftBusinessDate(today, -200), dateTo: today };

const post = <T = Page>(path: string, body: unknown, token = tokens.admin) =>
  callApi<T>(server.baseUrl, `/reports-api${path}`, { method: 'POST', token, body });
const report = (body: Record<string, unknown>, token?: string) => post('/transaction-report', { ...range, ...body }, token);
const putStatus = (id: string, status: string, token = tokens.admin) =>
  callApi<Row>(server.baseUrl, '/reports-api/billing-status-update', { method: 'PUT', token, body: { id, status } });

async function countInDatabase(where: ReturnType<typeof sql>) {
  const { rows } = await sql<{ n: string }>`select count(*)::text as n from transactions where ${where}`.execute(server.db);
  return Number(rows[0]?.n);
}

beforeAll(async () => {
  server = await startTestServer();
  for (const [key, user, password] of [
    ['admin', 'admin', 'admin12345'],
    ['support', 'support', 'support123'],
    ['merchant', 'merchant', 'merchant123'],
    ['techlets', 'techlets', 'merchant123'],
    ['carrier', 'jazz.ops', 'carrier123'],
  ] as const) {
    tokens[key] = await server.signIn(user, password);
  }
  for (const row of await server.db.selectFrom('merchants').select(['id', 'name']).execute()) merchantIds[row.name] = row.id;
}, 120_000);
afterAll(async () => {
  await server?.close();
});

describe('transaction report (spec 1 §2, §7)', () => {
  it('pages by 10 with a count that matches the table', async () => {
    const first = await report({ page: 1 });
    const second = await report({ page: 2 });
    expect(first.status).toBe(200);
    expect(first.body.subs).toHaveLength(10);
    expect(second.body.subs).toHaveLength(10);
    const firstIds = new Set(first.body.subs.map((row) => row._id));
    expect(second.body.subs.some((row) => firstIds.has(row._id))).toBe(false);
    const all = await countInDatabase(sql`country = 'Pakistan' and currency = 'PKR'`);
    expect(first.body.count).toBe(all);
    expect(first.body.subs[0]).toMatchObject({ country: 'Pakistan', currency: 'PKR' });
    const dates = first.body.subs.map((row) => row.transactionDate as string);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('sorts by a whitelisted column in both directions', async () => {
    const ascending = (await report({ sortObj: { field: 'amount', sortBy: 'asc' } })).body.subs.map((row) => row.amount);
    const descending = (await report({ sortObj: { field: 'amount', sortBy: 'desc' } })).body.subs.map((row) => row.amount);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(descending[0]).toBeGreaterThan(ascending[0] ?? 0);
  });

  it('refuses a column outside the whitelist, naming the field', async () => {
    const sorted = await report({ sortObj: { field: 'amount; drop table transactions', sortBy: 'asc' } });
    expect(sorted.status).toBe(400);
    expect(errorsOf(sorted.body)[0]?.field).toBe('sortObj.field');
    const searched = await report({ searchObj: [{ field: 'merchant_id', operator: 'equals', value: 'x' }] });
    expect(searched.status).toBe(400);
    expect(errorsOf(searched.body)[0]?.field).toBe('searchObj.0.field');
    const badCountry = await report({ country: 'XX' });
    expect(errorsOf(badCountry.body)[0]?.field).toBe('country');
    const backwards = await report({ dateFrom: today, dateTo: shiftBusinessDate(today, -1) });
    expect(errorsOf(backwards.body)[0]?.field).toBe('dateTo');
  });

  it('filters with equals and contains, case-insensitive, and counts the matches', async () => {
    const sample = (await report({ page: 3 })).body.subs[4] as Row;
    const equals = await report({ searchObj: [{ field: 'orderId', operator: 'equals', value: sample.orderId.toLowerCase() }] });
    expect(equals.body.subs.map((row) => row._id)).toEqual([sample._id]);
    expect(equals.body.count).toBe(1);

    const part = sample.orderId.slice(0, 3).toLowerCase();
    const contains = await report({ searchObj: [{ field: 'orderId', operator: 'contains', value: part }] });
    expect(contains.body.subs.every((row) => row.orderId.toLowerCase().includes(part))).toBe(true);
    expect(contains.body.count).toBe(await countInDatabase(sql`order_id ilike ${`%${part}%`} and country = 'Pakistan'`));

    const failed = await report({ searchObj: [{ field: 'status', operator: 'equals', value: 'failed' }] });
    expect(failed.body.subs.every((row) => row.status === 'Failed')).toBe(true);
    expect(failed.body.count).toBe(await countInDatabase(sql`status = 'Failed'`));

    // "status equals" counts from the roll-up, "contains" from the table: both must agree with it.
    const pendingLike = await report({ searchObj: [{ field: 'status', operator: 'contains', value: 'ENDIN' }] });
    expect(pendingLike.body.count).toBe(await countInDatabase(sql`status = 'Pending'`));
    const noStatus = await report({ searchObj: [{ field: 'status', operator: 'equals', value: 'Succ' }] });
    expect(noStatus.body).toEqual({ subs: [], count: 0 });
  });

  it('treats % and _ in a filter as themselves', async () => {
    const percent = await report({ searchObj: [{ field: 'orderId', operator: 'contains', value: '%' }] });
    const underscore = await report({ searchObj: [{ field: 'msisdn', operator: 'contains', value: '_' }] });
    expect([percent.body.count, underscore.body.count]).toEqual([0, 0]);
  });

  it('answers nothing for another country or currency', async () => {
    expect((await report({ country: 'EG' })).body).toEqual({ subs: [], count: 0 });
    expect((await report({ currency: 'USD' })).body.count).toBe(0);
  });

  it('shows a merchant only its own rows, and carrier staff none', async () => {
    const own = await report({ limit: 100 }, tokens.merchant);
    expect(own.body.subs.length).toBe(100);
    const ids = own.body.subs.map((row) => row._id);
    const owners = await server.db.selectFrom('transactions').select('merchant_id').distinct().where('id', 'in', ids).execute();
    expect(owners.map((row) => row.merchant_id)).toEqual([merchantIds.Multiverse]);
    expect(own.body.count).toBe(await countInDatabase(sql`merchant_id = ${merchantIds.Multiverse}`));
    const carrier = await report({}, tokens.carrier);
    expect(carrier.body).toEqual({ subs: [], count: 0 });
  });
});

describe('billing-status update (spec 1 §4)', () => {
  async function rowWithStatus(status: Row['status'], merchant = 'Hashir') {
    return server.db
      .selectFrom('transactions')
      .select(['id', 'merchant_id', 'amount'])
      .where('status', '=', status)
      .where('merchant_id', '=', merchantIds[merchant] as string)
      .orderBy('transaction_date', 'desc')
      .executeTakeFirstOrThrow();
  }

  it('lets only platform staff with the change flag change a status', async () => {
    const row = await rowWithStatus('Pending');
    expect((await putStatus(row.id, 'Success', tokens.merchant)).status).toBe(403);
    expect((await putStatus(row.id, 'Success', tokens.support)).status).toBe(403);
    expect((await putStatus(row.id, 'Success', tokens.carrier)).status).toBe(403);
    const still = await server.db.selectFrom('transactions').select('status').where('id', '=', row.id).executeTakeFirstOrThrow();
    expect(still.status).toBe('Pending');
  });

  it('makes Pending a Success and moves the roll-up with it', async () => {
    const row = await rowWithStatus('Pending');
    const successBefore = (await statusTotals(server.db, 'rollup')).find((t) => t.merchant_id === row.merchant_id && t.status === 'Success');
    const answer = await putStatus(row.id, 'Success');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ _id: row.id, status: 'Success' });
    const after = await statusTotals(server.db, 'rollup');
    expect(after).toEqual(await statusTotals(server.db, 'transactions'));
    const successAfter = after.find((t) => t.merchant_id === row.merchant_id && t.status === 'Success');
    expect(Number(successAfter?.count)).toBe(Number(successBefore?.count) + 1);
  });

  it('allows only the click transitions', async () => {
    const success = await rowWithStatus('Success');
    const refused = await putStatus(success.id, 'Pending');
    expect(refused.status).toBe(409);
    expect(errorsOf(refused.body)[0]?.field).toBe('status');
    expect((await putStatus(success.id, 'Success')).status).toBe(409);
    expect((await putStatus(success.id, 'Failed')).body).toMatchObject({ status: 'Failed' });
    expect((await putStatus(success.id, 'Success')).body).toMatchObject({ status: 'Success' });
    expect((await putStatus('0123456789abcdef01234567', 'Success')).status).toBe(404);
    expect(errorsOf((await putStatus(success.id, 'Done')).body)[0]?.field).toBe('status');
  });
});

describe('settlement, billing and statements reports', () => {
  it('pages settlements with the spec page sizes, a merchant seeing its own only', async () => {
    const all = await post('/settlement-report', { page: 1, limit: 25 });
    expect(all.status).toBe(200);
    const total = await server.db
      .selectFrom('settlements')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(all.body.count).toBe(Number(total.n));
    expect((await post('/settlement-report', { page: 1, limit: 30 })).status).toBe(400);
    const own = await post<Page<{ _id: string; userTypeId: string }>>('/settlement-report', { page: 1, limit: 500 }, tokens.merchant);
    expect(new Set(own.body.subs.map((row) => row.userTypeId))).toEqual(new Set([merchantIds.Multiverse]));
    const foreign = (await post<Page<{ _id: string; userTypeId: string }>>('/settlement-report', { limit: 500 })).body.subs.find(
      (row) => row.userTypeId !== merchantIds.Multiverse,
    );
    expect(foreign).toBeDefined();
    const path = `/reports-api/settlement-report/${foreign?._id}`;
    expect((await callApi(server.baseUrl, path, { token: tokens.admin })).body).toMatchObject({ _id: foreign?._id, status: 'Paid' });
    expect((await callApi(server.baseUrl, path, { token: tokens.merchant })).status).toBe(404);
  });

  it('sums Success transactions per merchant and service, and the detail rows add up', async () => {
    type Summary = {
      userTypeId: string;
      serviceName: string;
      totalNumberOfTransactions: number;
      totalAmount: number;
      settlementAmount: number;
      merchantShareValue: number;
    };
    const summary = await post<Page<Summary>>('/billing-report', range);
    expect(summary.status).toBe(200);
    const { rows } = await sql<{ n: string; total: string }>`
      select count(*)::text as n, sum(amount)::text as total from transactions where status = 'Success'`.execute(server.db);
    expect(summary.body.subs.reduce((sum, row) => sum + row.totalNumberOfTransactions, 0)).toBe(Number(rows[0]?.n));
    const first = summary.body.subs[0] as Summary;
    expect(first.settlementAmount).toBe(first.merchantShareValue);
    const detail = await post('/billing-report/detail', { ...range, userTypeId: first.userTypeId, serviceName: first.serviceName, limit: 25 });
    expect(detail.body.count).toBe(first.totalNumberOfTransactions);
    expect(detail.body.subs).toHaveLength(25);

    const own = await post<Page<Summary>>('/billing-report', range, tokens.merchant);
    expect(new Set(own.body.subs.map((row) => row.userTypeId))).toEqual(new Set([merchantIds.Multiverse]));
    const stolen = await post('/billing-report/detail', { ...range, userTypeId: merchantIds.Techlets, serviceName: 'techlets-easypaisa' }, tokens.merchant);
    expect(stolen.status).toBe(403);
  });

  it('pages statements by 10, a merchant seeing its own only', async () => {
    type Statement = { merchantName: string; payInPercent: number; totalAmount: number; netAmount: number; createdAt: string };
    const all = await post<Page<Statement>>('/statements-report', { page: 1 });
    expect(all.status).toBe(200);
    expect(all.body.subs).toHaveLength(10);
    expect(all.body.subs[0]).toMatchObject({ payInPercent: 4 });
    expect(all.body.subs[0]?.createdAt).toMatch(/^\d{4}-\d{2}-01$/);
    const own = await post<Page<Statement>>('/statements-report', { page: 1, limit: 100 }, tokens.techlets);
    expect(new Set(own.body.subs.map((row) => row.merchantName))).toEqual(new Set(['Techlets']));
    expect((await post('/statements-report', {}, tokens.carrier)).body).toEqual({ subs: [], count: 0 });
  });
});
