import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDayOf } from '../../src/domain/time/business-day';
import { createdInUtcMonths, createdInUtcRange, utcMonthsOf } from '../../server/src/vouchers/buyer-msisdn-months';
import { callApi } from './support/api-client';
import { planOf } from './support/query-plan';
import { startTestServer, type TestServer } from './support/test-server';

// docs/decisions.md "Reports" and "Vouchers": `msisdn contains` is answered from a GIN trigram index
// (pg_trgm, migration 0026; keyed by month for the vouchers, 0030) on PGlite and PostgreSQL alike,
// and finds what the scan found.
let server: TestServer;
let admin: string;
const range = { dateFrom: '2020-01-01', dateTo: businessDayOf(new Date()) };

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn('admin', 'admin12345');
}, 120_000);
afterAll(async () => server?.close());

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
    expect(await planOf(server.db, sql`select id from transactions where msisdn ilike ${sql.lit(`%${part}%`)}`)).toContain('transactions_msisdn_trigram');
  });

  it('is served by the month-keyed trigram index of the voucher transactions’ buyer msisdn, across months', async () => {
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
    const months = createdInUtcMonths([202610, 202611]);
    const plan = await planOf(server.db, sql`select vt.id from voucher_transactions vt where (vt.users -> 0 ->> 'userMsisdn') like ${sql.lit(`%${part}%`)} and ${months}`);
    // One scan of the index answers both conditions: the months are in its Index Cond, not a Filter.
    expect(plan).toContain('voucher_transactions_msisdn_by_month');
    expect(plan).toMatch(/Index Cond: .*EXTRACT\(year .*userMsisdn/);
  });

  it('checks the range on the month index’s rows only: no date index is read beside it', async () => {
    const [startUtc, endUtc] = ['2026-10-27T19:00:00.000Z', '2026-11-26T19:00:00.000Z'];
    const onDateIndex = /Index Cond: .*created_at >=/;
    // The plain range is an index condition; the UTC clock's is one no index has.
    expect(await planOf(server.db, sql`select vt.id from voucher_transactions vt where vt.created_at >= ${startUtc}::timestamptz and vt.created_at < ${endUtc}::timestamptz`)).toMatch(onDateIndex);
    expect(await planOf(server.db, sql`select vt.id from voucher_transactions vt where ${createdInUtcRange(startUtc, endUtc)}`)).not.toMatch(onDateIndex);
  });

  it('holds the very instants of the range on the UTC clock, microseconds included', async () => {
    const instant = fc.date({ noInvalidDate: true, min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z') });
    const micros = fc.integer({ min: 0, max: 999 });
    await fc.assert(
      fc.asyncProperty(instant, micros, instant, instant, fc.constantFrom('any', 'start', 'end'), async (at, extra, start, end, which) => {
        // Half the cases sit on a bound, where a wrong comparison shows.
        const chosen = which === 'start' ? start : which === 'end' ? end : at;
        const created = `${chosen.toISOString().slice(0, 23)}${which === 'any' ? String(extra).padStart(3, '0') : '000'}Z`;
        const { rows } = await sql<{ utc: boolean; plain: boolean }>`
          select ${createdInUtcRange(start.toISOString(), end.toISOString())} as utc,
                 (vt.created_at >= ${start.toISOString()}::timestamptz and vt.created_at < ${end.toISOString()}::timestamptz) as plain
          from (select ${created}::timestamptz as created_at) as vt`.execute(server.db);
        expect(rows[0]?.utc).toBe(rows[0]?.plain);
      }),
      { numRuns: 200 },
    );
  });
});

describe('the UTC months of a range (the voucher msisdn index’s keys)', () => {
  const monthOf = (at: Date) => at.getUTCFullYear() * 100 + at.getUTCMonth() + 1;
  it('are every month an instant of the range falls in, each once, oldest first', () => {
    const instant = fc.date({ noInvalidDate: true, min: new Date('1999-01-01T00:00:00Z'), max: new Date('2101-01-01T00:00:00Z') });
    fc.assert(
      fc.property(instant, fc.integer({ min: 1, max: 4 * 366 * 86_400_000 }), (start, length) => {
        const end = new Date(start.getTime() + length);
        const months = utcMonthsOf(start.toISOString(), end.toISOString());
        expect(months[0]).toBe(monthOf(start));
        expect(months.at(-1)).toBe(monthOf(new Date(end.getTime() - 1)));
        // Consecutive: each next month, December to January included.
        for (const [index, month] of months.slice(1).entries()) {
          const previous = months[index] ?? 0;
          expect(month).toBe(previous % 100 === 12 ? previous + 89 : previous + 1);
        }
      }),
    );
  });

  it('end with the month of the last instant before the end, across a new year too', () => {
    expect(utcMonthsOf('2026-10-31T19:00:00.000Z', '2026-11-30T19:00:00.000Z')).toEqual([202610, 202611]);
    expect(utcMonthsOf('2026-11-01T00:00:00.000Z', '2026-12-01T00:00:00.000Z')).toEqual([202611]);
    expect(utcMonthsOf('2025-12-31T23:59:59.000Z', '2026-01-01T00:00:01.000Z')).toEqual([202512, 202601]);
  });
});
