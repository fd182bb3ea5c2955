import { sql, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDayOf } from '../../src/domain/time/business-day';
import { callApi } from './support/api-client';
import { startTestServer, type TestServer } from './support/test-server';

// docs/decisions.md "Reports" and "Vouchers": `msisdn contains` is answered from a GIN trigram index
// (pg_trgm, migration 0026) on PGlite and PostgreSQL alike, and finds what the scan found.
let server: TestServer;
let admin: string;
const range = { dateFrom: '2020-01-01', dateTo: businessDayOf(new Date()) };

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn('admin', 'admin12345');
}, 120_000);
afterAll(async () => server?.close());

/** The plan of `query` when a scan is made as dear as PostgreSQL allows: an index that can serve it shows. */
async function planOf(query: RawBuilder<unknown>): Promise<string> {
  return server.db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    const { rows } = await sql<{ 'QUERY PLAN': string }>`explain ${query}`.execute(trx);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describe('msisdn contains (spec 1 §2)', () => {
  it('is served by the trigram index of the transactions and finds every match of the range', async () => {
    const sample = await sql<{ msisdn: string }>`select msisdn from transactions where country = 'Pakistan' and currency = 'PKR' order by id limit 1`.execute(server.db);
    const part = sample.rows[0]?.msisdn.slice(3, 9) ?? '';
    expect(part).toHaveLength(6);
    const answer = await callApi<{ subs: Array<{ msisdn: string }>; count: number }>(server.baseUrl, '/reports-api/transaction-report', {
      method: 'POST',
      token: admin,
      body: { ...range, searchObj: [{ field: 'msisdn', operator: 'contains', value: part }] },
    });
    expect(answer.status).toBe(200);
    const { rows } = await sql<{ n: string }>`
      select count(*)::text as n from transactions where position(${part} in msisdn) > 0 and country = 'Pakistan' and currency = 'PKR'`.execute(server.db);
    expect(answer.body.count).toBe(Number(rows[0]?.n));
    expect(answer.body.count).toBeGreaterThan(0);
    expect(answer.body.subs.every((row) => row.msisdn.includes(part))).toBe(true);
    expect(await planOf(sql`select id from transactions where msisdn ilike ${sql.lit(`%${part}%`)}`)).toContain('transactions_msisdn_trigram');
  });

  it('is served by the trigram index of the voucher transactions’ buyer msisdn', async () => {
    const sample = await sql<{ msisdn: string }>`select users -> 0 ->> 'userMsisdn' as msisdn from voucher_transactions order by id limit 1`.execute(server.db);
    const part = sample.rows[0]?.msisdn.slice(2, 8) ?? '';
    expect(part).toHaveLength(6);
    const answer = await callApi<{ subs: Array<{ users: Array<{ userMsisdn: string }> }>; count: number }>(server.baseUrl, '/api/vouchers/transactions/search', {
      method: 'POST',
      token: admin,
      body: { ...range, searchObj: [{ field: 'msisdn', operator: 'contains', value: part }] },
    });
    expect(answer.status).toBe(200);
    const { rows } = await sql<{ n: string }>`
      select count(*)::text as n from voucher_transactions where position(${part} in (users -> 0 ->> 'userMsisdn')) > 0`.execute(server.db);
    expect(answer.body.count).toBe(Number(rows[0]?.n));
    expect(answer.body.subs.every((row) => row.users[0]?.userMsisdn.includes(part))).toBe(true);
    expect(await planOf(sql`select vt.id from voucher_transactions vt where (vt.users -> 0 ->> 'userMsisdn') ilike ${sql.lit(`%${part}%`)}`)).toContain(
      'voucher_transactions_msisdn_trigram',
    );
  });
});
