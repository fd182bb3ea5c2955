import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDayOf } from '../../src/domain/time/business-day';
import { createdInUtcRange, createdInUtcWeeks, utcWeeksOf } from '../../server/src/vouchers/buyer-msisdn-weeks';
import { callApi } from './support/api-client';
import { planOf, planOnIndexAlone } from './support/query-plan';
import { startTestServer, type TestServer } from './support/test-server';

// docs/decisions/0012-reports.md and docs/decisions/0032-vouchers.md: `msisdn contains` is answered from a GIN trigram index
// (pg_trgm, migration 0026; keyed by week for the vouchers, 0032) on PGlite and PostgreSQL alike,
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
    const sample = await sql<{ msisdn: string }>`select msisdn from transactions where country = 'Pakistan' and currency = 'PKR' order by id limit 1`.execute(
      server.db,
    );
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

  it('is served by the week-keyed trigram index of the voucher transactions’ buyer msisdn, across weeks', async () => {
    const sample = await sql<{ msisdn: string }>`select users -> 0 ->> 'userMsisdn' as msisdn from voucher_transactions order by id limit 1`.execute(server.db);
    const part = sample.rows[0]?.msisdn.slice(2, 8) ?? '';
    expect(part).toHaveLength(6);
    const answer = await callApi<{ subs: Array<{ users: Array<{ userMsisdn: string }> }>; count: number }>(
      server.baseUrl,
      '/api/vouchers/transactions/search',
      {
        method: 'POST',
        token: admin,
        body: { ...range, searchObj: [{ field: 'msisdn', operator: 'contains', value: part }] },
      },
    );
    expect(answer.status).toBe(200);
    const { rows } = await sql<{ n: string }>`
      select count(*)::text as n from voucher_transactions where position(${part} in (users -> 0 ->> 'userMsisdn')) > 0`.execute(server.db);
    expect(answer.body.count).toBe(Number(rows[0]?.n));
    expect(answer.body.subs.every((row) => row.users[0]?.userMsisdn.includes(part))).toBe(true);
    const weeks = createdInUtcWeeks(utcWeeksOf('2026-10-27T19:00:00.000Z', '2026-11-26T19:00:00.000Z'));
    const plan = await planOf(
      server.db,
      sql`select vt.id from voucher_transactions vt where (vt.users -> 0 ->> 'userMsisdn') like ${sql.lit(`%${part}%`)} and ${weeks}`,
    );
    expect(plan).toContain('voucher_transactions_msisdn_by_week');
    // The weeks condition is the index's own first column, so the planner can make it an index
    // condition beside the msisdn's (it does where both narrow: a common three digits over weeks of
    // a large table; a test's few rows it checks by filter). Written otherwise than the index's
    // column, no index could answer it and the table would be scanned.
    const alone = await planOnIndexAlone(
      server.db,
      'voucher_transactions',
      'voucher_transactions_msisdn_by_week',
      sql`select vt.id from voucher_transactions vt where ${weeks}`,
    );
    expect(alone).toMatch(/Bitmap Index Scan on voucher_transactions_msisdn_by_week.*\n\s+Index Cond: .*div\(EXTRACT\(epoch/);
  });

  it('checks the range on the week index’s rows only: no date index is read beside it', async () => {
    const [startUtc, endUtc] = ['2026-10-27T19:00:00.000Z', '2026-11-26T19:00:00.000Z'];
    const onDateIndex = /Index Cond: .*created_at >=/;
    // The plain range is an index condition; the UTC clock's is one no index has.
    expect(
      await planOf(
        server.db,
        sql`select vt.id from voucher_transactions vt where vt.created_at >= ${startUtc}::timestamptz and vt.created_at < ${endUtc}::timestamptz`,
      ),
    ).toMatch(onDateIndex);
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

describe('the UTC weeks of a range (the voucher msisdn index’s keys)', () => {
  /** A microsecond instant as PostgreSQL reads it: the bound's whole milliseconds and then `micros`. */
  const instantText = (ms: number, micros: number) => `${new Date(ms).toISOString().slice(0, 23)}${String(micros).padStart(3, '0')}Z`;
  const inWeeks = async (weeks: readonly number[], at: string) => {
    const { rows } = await sql<{ inside: boolean }>`select ${createdInUtcWeeks(weeks)} as inside from (select ${at}::timestamptz as created_at) as vt`.execute(
      server.db,
    );
    return rows[0]?.inside;
  };

  it('hold the index key of every instant of the range, from its first instant’s week to its last’s, before 1970 too', async () => {
    const bound = fc.integer({ min: Date.parse('1960-01-01T00:00:00Z'), max: Date.parse('2090-01-01T00:00:00Z') });
    // Week boundaries are where a wrong rounding shows: some starts sit on one.
    const start = fc.oneof(
      bound,
      bound.map((ms) => Math.round(ms / 604_800_000) * 604_800_000),
    );
    await fc.assert(
      fc.asyncProperty(
        start,
        fc.integer({ min: 1, max: 120 * 86_400_000 }),
        fc.constantFrom('first', 'last', 'any'),
        fc.double({ min: 0, max: 1, noNaN: true }),
        async (from, length, where, at) => {
          const to = from + length;
          const weeks = utcWeeksOf(new Date(from).toISOString(), new Date(to).toISOString());
          expect(weeks.slice(1).every((week, index) => week === (weeks[index] ?? 0) + 1)).toBe(true);
          // An instant of [from, to) in microseconds: the first, the last (a microsecond before the end) or one between.
          const micros = where === 'first' ? 0 : where === 'last' ? length * 1000 - 1 : Math.floor(at * (length * 1000 - 1));
          const instant = instantText(from + Math.floor(micros / 1000), micros % 1000);
          expect(await inWeeks(weeks, instant)).toBe(true);
          // No week to spare: the first is the first instant's, the last the last instant's.
          expect(await inWeeks(weeks.slice(0, 1), instantText(from, 0))).toBe(true);
          expect(await inWeeks(weeks.slice(-1), instantText(to - 1, 999))).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('are whole weeks since 1970-01-01 UTC, truncated as the index’s div is', () => {
    expect(utcWeeksOf('1970-01-01T00:00:00.000Z', '1970-01-08T00:00:00.000Z')).toEqual([0]);
    expect(utcWeeksOf('1970-01-01T00:00:00.000Z', '1970-01-08T00:00:00.001Z')).toEqual([0, 1]);
    // Truncated, the week before the epoch and the one after it share key 0, as in the index.
    expect(utcWeeksOf('1969-12-25T00:00:00.001Z', '1970-01-08T00:00:00.000Z')).toEqual([0]);
    expect(utcWeeksOf('1969-12-25T00:00:00.000Z', '1970-01-01T00:00:00.000Z')).toEqual([-1, 0]);
    // One millisecond from a boundary before 1970: the boundary is week -1, its next microsecond week 0.
    expect(utcWeeksOf('1969-12-25T00:00:00.000Z', '1969-12-25T00:00:00.001Z')).toEqual([-1, 0]);
    expect(utcWeeksOf('1969-12-18T00:00:00.000Z', '1969-12-18T00:00:00.001Z')).toEqual([-2, -1]);
    // 30 business days of Karachi: 2026-10-27 19:00 UTC is a Tuesday, weeks begin on Thursdays.
    expect(utcWeeksOf('2026-10-27T19:00:00.000Z', '2026-11-26T19:00:00.000Z')).toEqual([2964, 2965, 2966, 2967, 2968, 2969]);
  });
});
