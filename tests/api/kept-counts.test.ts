import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeTokenClaims } from '../../src/domain/session/token-claims';
import { businessDayOf, businessDaysRangeUtc, shiftBusinessDate } from '../../src/domain/time/business-day';
import { callApi } from './support/api-client';
import { startTestServer, type TestServer } from './support/test-server';

// The counts the lists answer without counting rows (docs/decisions/0027-administration-grids.md,
// "Payouts", "Vouchers"): whatever sequence of inserts, status changes, moves and deletes reaches the
// tables (here straight through SQL, as psql or a job would), the kept counts stay the table's
// count(*), and every list answers the count the table gives for its filter.

const zone = 'Asia/Karachi';
let server: TestServer;
const tokens: Record<string, string> = {};
let merchants: string[];
let operators: string[];
let today: string;
let serial = 0;

beforeAll(async () => {
  server = await startTestServer();
  for (const [userName, password] of [
    ['admin', 'admin12345'],
    ['merchant', 'merchant123'],
    ['techlets', 'merchant123'],
  ] as const) {
    tokens[userName] = await server.signIn(userName, password);
  }
  merchants = (await server.db.selectFrom('merchants').select('id').orderBy('id').execute()).map((row) => row.id);
  operators = (await server.db.selectFrom('operators').select('id').orderBy('id').execute()).map((row) => row.id);
  today = businessDayOf(new Date(), zone);
});
afterAll(async () => {
  await server?.close();
});

const post = <T>(path: string, as: string, body: unknown) => callApi<T>(server.baseUrl, `/api${path}`, { method: 'POST', token: tokens[as], body });
const get = <T>(path: string, as: string) => callApi<T>(server.baseUrl, `/api${path}`, { token: tokens[as] });
const organisationOf = async (as: string) => ({ userTypeId: decodeTokenClaims(tokens[as] ?? '')?.userTypeId ?? '' });

/** An instant inside business day `today - daysBack`, `minute` minutes after its start (0 and 1439 are its edges). */
function instantOf(daysBack: number, minute: number): Date {
  const day = shiftBusinessDate(today, -daysBack);
  return new Date(new Date(businessDaysRangeUtc(day, day, zone).startUtc).getTime() + minute * 60_000);
}

const when = fc.record({ daysBack: fc.integer({ min: 0, max: 12 }), minute: fc.constantFrom(0, 1, 719, 1438, 1439) });
/** Which of the test's own rows a change reaches: every `step`-th from `start`. */
const pick = fc.record({ start: fc.nat(5), step: fc.integer({ min: 1, max: 4 }) });
const picked = (ids: string[], which: { start: number; step: number }) =>
  ids.filter((_, index) => index >= which.start && (index - which.start) % which.step === 0);

const range = fc.record({
  from: fc.option(fc.integer({ min: 0, max: 13 }), { nil: undefined }),
  length: fc.integer({ min: 0, max: 13 }),
});
function datesOf(r: { from: number | undefined; length: number }): { from: string; to: string } {
  const from = r.from === undefined ? shiftBusinessDate(today, -30) : shiftBusinessDate(today, -r.from);
  return { from, to: shiftBusinessDate(from, r.length) };
}

describe('payout list counts (daily_payout_rollups and loan_request_counts)', () => {
  const statuses = ['Pending', 'Approved', 'Rejected'] as const;
  const change = fc.oneof(
    fc.record({
      op: fc.constant('insert' as const),
      rows: fc.array(fc.record({ merchant: fc.nat(2), status: fc.constantFrom(...statuses), when }), { minLength: 1, maxLength: 6 }),
    }),
    fc.record({ op: fc.constant('status' as const), pick, status: fc.constantFrom(...statuses) }),
    fc.record({ op: fc.constant('move' as const), pick, when }),
    fc.record({ op: fc.constant('merchant' as const), pick, merchant: fc.nat(2) }),
    fc.record({ op: fc.constant('delete' as const), pick }),
  );
  const filter = fc.record({
    status: fc.option(fc.constantFrom(...statuses), { nil: undefined }),
    dated: fc.boolean(),
    range,
    who: fc.constantFrom('admin', 'merchant', 'techlets'),
  });

  it('answers the count of the table for any dates, status and caller after any changes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(change, { minLength: 1, maxLength: 6 }), fc.array(filter, { minLength: 3, maxLength: 5 }), async (changes, filters) => {
        const ours = async () =>
          (await server.db.selectFrom('loan_requests').select('id').where('id', 'like', 'kc-%').orderBy('id').execute()).map((row) => row.id);
        for (const c of changes) {
          if (c.op === 'insert') {
            await server.db
              .insertInto('loan_requests')
              .values(
                c.rows.map((row) => {
                  serial += 1;
                  return {
                    id: `kc-${String(serial).padStart(6, '0')}`,
                    loan_id: `KC${serial}`,
                    merchant_id: merchants[row.merchant % merchants.length]!,
                    merchant_order_id: `KC-${serial}`,
                    amount: '10.00',
                    status: row.status,
                    payout_type: 'WALLET',
                    bank_name: 'Easypaisa',
                    bank_no: '03001234567',
                    cert_name: 'Kept Count',
                    cert_id: '1',
                    msisdn: '03001234567',
                    description: 'kept counts',
                    created_at: instantOf(row.when.daysBack, row.when.minute).toISOString(),
                  };
                }),
              )
              .execute();
            continue;
          }
          const ids = picked(await ours(), c.pick);
          if (ids.length === 0) continue;
          const rows = server.db.updateTable('loan_requests').where('id', 'in', ids);
          if (c.op === 'status') await rows.set({ status: c.status }).execute();
          // created_at is not writable through the typed schema (it never changes in the product); psql could.
          if (c.op === 'move')
            await sql`update loan_requests set created_at = ${instantOf(c.when.daysBack, c.when.minute).toISOString()}::timestamptz where id in (${sql.join(ids)})`.execute(
              server.db,
            );
          if (c.op === 'merchant') await rows.set({ merchant_id: merchants[c.merchant % merchants.length]! }).execute();
          if (c.op === 'delete') await server.db.deleteFrom('loan_requests').where('id', 'in', ids).execute();
        }
        for (const f of filters) {
          const dates = datesOf(f.range);
          const body = { ...(f.status ? { status: f.status } : {}), ...(f.dated ? dates : {}) };
          const answer = await post<{ totalCount: number }>('/loan-requests/get', f.who, body);
          expect(answer.status).toBe(200);
          let counted = server.db.selectFrom('loan_requests').select(sql<string>`count(*)`.as('n'));
          if (f.who !== 'admin') counted = counted.where('merchant_id', '=', (await organisationOf(f.who)).userTypeId);
          if (f.status) counted = counted.where('status', '=', f.status);
          if (f.dated) {
            const utc = businessDaysRangeUtc(dates.from, dates.to, zone);
            counted = counted.where('created_at', '>=', new Date(utc.startUtc)).where('created_at', '<', new Date(utc.endUtc));
          }
          expect(answer.body.totalCount).toBe(Number((await counted.executeTakeFirstOrThrow()).n));
        }
      }),
      { numRuns: 25, seed: 23 },
    );
  });
});

describe('voucher search counts (daily_voucher_rollups, migration 0024)', () => {
  const outcomes = ['SUCCESS', 'FAILED', 'PENDING'] as const;
  const vendors = ['Unipin', 'Gamepoint'] as const;
  const change = fc.oneof(
    fc.record({
      op: fc.constant('insert' as const),
      rows: fc.array(fc.record({ merchant: fc.nat(2), status: fc.constantFrom(...outcomes), vendor: fc.constantFrom(...vendors), when }), {
        minLength: 1,
        maxLength: 6,
      }),
    }),
    fc.record({ op: fc.constant('status' as const), pick, status: fc.constantFrom(...outcomes) }),
    fc.record({ op: fc.constant('vendor' as const), pick, vendor: fc.constantFrom(...vendors) }),
    fc.record({ op: fc.constant('move' as const), pick, when }),
    fc.record({ op: fc.constant('delete' as const), pick }),
  );
  const search = fc.oneof(
    fc.record({
      field: fc.constant('status'),
      operator: fc.constantFrom('equals', 'contains'),
      value: fc.constantFrom('success', 'FAILED', 'Pend', 'e', 'none'),
    }),
    fc.record({ field: fc.constant('operator'), operator: fc.constantFrom('equals', 'contains'), value: fc.constantFrom('unipin', 'Gamepoint', 'POINT', 'x') }),
  );
  const filter = fc.record({ range, searchObj: fc.array(search, { maxLength: 2 }), who: fc.constantFrom('admin', 'merchant', 'techlets') });

  it('keeps the roll-up equal to a GROUP BY of the table and answers the table count for any filter', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(change, { minLength: 1, maxLength: 6 }), fc.array(filter, { minLength: 3, maxLength: 5 }), async (changes, filters) => {
        const ours = async () =>
          (await server.db.selectFrom('voucher_transactions').select('id').where('id', 'like', 'kv-%').orderBy('id').execute()).map((row) => row.id);
        for (const c of changes) {
          if (c.op === 'insert') {
            await server.db
              .insertInto('voucher_transactions')
              .values(
                c.rows.map((row) => {
                  serial += 1;
                  return {
                    id: `kv-${String(serial).padStart(6, '0')}`,
                    payment_transaction_id: `KV${serial}`,
                    payment_order_id: `KVO-${serial}`,
                    source: row.vendor,
                    merchant_id: merchants[row.merchant % merchants.length]!,
                    users: JSON.stringify([{ userName: 'k', userMsisdn: '03001234567', email: 'k@mail.example' }]),
                    product_name: 'Kept',
                    product_code: 'KEPT',
                    amount: '100.00',
                    currency: 'PKR',
                    status: row.status,
                    merchant_share_value: '1.00',
                    walee_share_value: '1.00',
                    created_at: instantOf(row.when.daysBack, row.when.minute).toISOString(),
                  };
                }),
              )
              .execute();
            continue;
          }
          const ids = picked(await ours(), c.pick);
          if (ids.length === 0) continue;
          const rows = server.db.updateTable('voucher_transactions').where('id', 'in', ids);
          if (c.op === 'status') await rows.set({ status: c.status }).execute();
          if (c.op === 'vendor') await rows.set({ source: c.vendor }).execute();
          if (c.op === 'move')
            await sql`update voucher_transactions set created_at = ${instantOf(c.when.daysBack, c.when.minute).toISOString()}::timestamptz where id in (${sql.join(ids)})`.execute(
              server.db,
            );
          if (c.op === 'delete') await server.db.deleteFrom('voucher_transactions').where('id', 'in', ids).execute();
        }
        const kept = await sql<{ key: string; count: string }>`
          select concat_ws('|', business_day, merchant_id, source, status) as key, count::text as count from daily_voucher_rollups order by 1`.execute(
          server.db,
        );
        const direct = await sql<{ key: string; count: string }>`
          select concat_ws('|', business_day(created_at), merchant_id, source, status) as key, count(*)::text as count from voucher_transactions group by 1 order by 1`.execute(
          server.db,
        );
        expect(kept.rows).toEqual(direct.rows);

        for (const f of filters) {
          const dates = datesOf(f.range);
          const answer = await post<{ count: number }>('/vouchers/transactions/search', f.who, {
            dateFrom: dates.from,
            dateTo: dates.to,
            searchObj: f.searchObj,
          });
          expect(answer.status).toBe(200);
          const utc = businessDaysRangeUtc(dates.from, dates.to, zone);
          let counted = server.db
            .selectFrom('voucher_transactions')
            .select(sql<string>`count(*)`.as('n'))
            .where('created_at', '>=', new Date(utc.startUtc))
            .where('created_at', '<', new Date(utc.endUtc));
          if (f.who !== 'admin') counted = counted.where('merchant_id', '=', (await organisationOf(f.who)).userTypeId);
          for (const s of f.searchObj) {
            const column = s.field === 'status' ? sql.ref('status') : sql.ref('source');
            counted = counted.where(
              sql<boolean>`lower(${column}) ${s.operator === 'equals' ? sql`=` : sql`like`} ${s.operator === 'equals' ? s.value.toLowerCase() : `%${s.value.toLowerCase()}%`}`,
            );
          }
          expect(answer.body.count).toBe(Number((await counted.executeTakeFirstOrThrow()).n));
        }
      }),
      { numRuns: 25, seed: 29 },
    );
  });
});

describe('users and services grid counts (grid_counts, migration 0023)', () => {
  const organisation = fc.record({ kind: fc.constantFrom('Merchant' as const, 'Operator' as const), index: fc.nat(2) });
  const change = fc.oneof(
    fc.record({
      op: fc.constant('insert' as const),
      table: fc.constantFrom('users' as const, 'services' as const),
      organisations: fc.array(organisation, { minLength: 1, maxLength: 5 }),
    }),
    fc.record({ op: fc.constant('soft-delete' as const), table: fc.constantFrom('users' as const, 'services' as const), pick }),
    fc.record({ op: fc.constant('restore' as const), table: fc.constantFrom('users' as const, 'services' as const), pick }),
    fc.record({ op: fc.constant('move' as const), table: fc.constantFrom('users' as const, 'services' as const), pick, organisation }),
    fc.record({ op: fc.constant('rename' as const), table: fc.constantFrom('users' as const, 'services' as const), pick }),
    fc.record({ op: fc.constant('delete' as const), table: fc.constantFrom('users' as const, 'services' as const), pick }),
  );
  const orgId = (o: { kind: 'Merchant' | 'Operator'; index: number }) =>
    o.kind === 'Merchant' ? merchants[o.index % merchants.length]! : operators[o.index % operators.length]!;

  it('keeps one count per organisation and the total equal to the live rows, and the grids answer them', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(change, { minLength: 1, maxLength: 8 }), async (changes) => {
        for (const c of changes) {
          const prefix = c.table === 'users' ? 'ku-' : 'ks-';
          if (c.op === 'insert') {
            for (const o of c.organisations) {
              serial += 1;
              if (c.table === 'users') {
                await server.db
                  .insertInto('users')
                  .values({
                    id: `ku-${String(serial).padStart(6, '0')}`,
                    name: 'Kept',
                    user_name: `kept.${serial}`,
                    email: `kept${serial}@mail.example`,
                    password_hash: 'x',
                    user_type: o.kind,
                    user_type_id: orgId(o),
                  })
                  .execute();
              } else {
                await server.db
                  .insertInto('services')
                  .values({
                    id: `ks-${String(serial).padStart(6, '0')}`,
                    service_id: `KS${serial}`,
                    merchant_id: merchants[o.index % merchants.length]!,
                    country: 'Pakistan',
                    service_name: `kept-${serial}`,
                    currency: 'PKR',
                    merchant_share: '90',
                    walee_share: '10',
                    service_type: 'Others',
                  })
                  .execute();
              }
            }
            continue;
          }
          const all =
            c.table === 'users'
              ? await server.db.selectFrom('users').select('id').where('id', 'like', `${prefix}%`).orderBy('id').execute()
              : await server.db.selectFrom('services').select('id').where('id', 'like', `${prefix}%`).orderBy('id').execute();
          const ids = picked(
            all.map((row) => row.id),
            c.pick,
          );
          if (ids.length === 0) continue;
          if (c.op === 'delete') {
            if (c.table === 'users') await server.db.deleteFrom('users').where('id', 'in', ids).execute();
            else await server.db.deleteFrom('services').where('id', 'in', ids).execute();
            continue;
          }
          if (c.table === 'users') {
            const rows = server.db.updateTable('users').where('id', 'in', ids);
            if (c.op === 'soft-delete') await rows.set({ deleted_at: new Date() }).execute();
            if (c.op === 'restore') await rows.set({ deleted_at: null }).execute();
            if (c.op === 'move') await rows.set({ user_type: c.organisation.kind, user_type_id: orgId(c.organisation) }).execute();
            if (c.op === 'rename') await rows.set({ name: sql`name || '.'` }).execute();
          } else {
            const rows = server.db.updateTable('services').where('id', 'in', ids);
            if (c.op === 'soft-delete') await rows.set({ deleted_at: new Date() }).execute();
            if (c.op === 'restore') await rows.set({ deleted_at: null }).execute();
            if (c.op === 'move') await rows.set({ merchant_id: merchants[c.organisation.index % merchants.length]! }).execute();
            if (c.op === 'rename') await rows.set({ service_name: sql`service_name || '.'` }).execute();
          }
        }
        const kept = await sql<{ key: string; count: string }>`
          select concat_ws('|', source, organisation_type, organisation_id) as key, count::text as count from grid_counts where count <> 0 order by 1`.execute(
          server.db,
        );
        const direct = await sql<{ key: string; count: string }>`
          select concat_ws('|', source, coalesce(kind, ''), coalesce(organisation, '')) as key, count(*)::text as count
          from (select 'users' as source, user_type as kind, user_type_id as organisation from users where deleted_at is null
                union all select 'services', 'Merchant', merchant_id from services where deleted_at is null) live
          group by grouping sets ((source, kind, organisation), (source)) order by 1`.execute(server.db);
        expect(kept.rows).toEqual(direct.rows);

        const liveUsers = server.db.selectFrom('users').select(sql<string>`count(*)`.as('n')).where('deleted_at', 'is', null);
        const liveServices = server.db.selectFrom('services').select(sql<string>`count(*)`.as('n')).where('deleted_at', 'is', null);
        for (const who of ['admin', 'merchant', 'techlets'] as const) {
          const org = await organisationOf(who);
          const users = await get<{ count: number }>('/users/page?page=1&limit=25', who);
          expect(users.status).toBe(200);
          const expected = who === 'admin' ? liveUsers : liveUsers.where('user_type_id', '=', org.userTypeId).where('user_type', '=', 'Merchant');
          expect(users.body.count).toBe(Number((await expected.executeTakeFirstOrThrow()).n));
        }
        const services = await get<{ count: number }>('/services/get/page?page=1&limit=25', 'admin');
        expect(services.body.count).toBe(Number((await liveServices.executeTakeFirstOrThrow()).n));
        const own = await get<{ count: number }>('/services/get/page?page=1&limit=25', 'merchant');
        const mine = (await organisationOf('merchant')).userTypeId;
        expect(own.body.count).toBe(Number((await liveServices.where('merchant_id', '=', mine).executeTakeFirstOrThrow()).n));
      }),
      { numRuns: 25, seed: 31 },
    );
  });
});

describe('transaction report counts (daily_report_counts, migration 0027)', () => {
  const statuses = ['Success', 'Failed', 'Pending'] as const;
  const places = [
    { country: 'Pakistan', code: 'PK', currency: 'PKR' },
    { country: 'Egypt', code: 'EG', currency: 'EGP' },
    { country: 'Pakistan', code: 'PK', currency: 'USD' },
  ] as const;
  const change = fc.oneof(
    fc.record({
      op: fc.constant('insert' as const),
      rows: fc.array(fc.record({ merchant: fc.nat(2), status: fc.constantFrom(...statuses), place: fc.nat(2), when }), { minLength: 1, maxLength: 6 }),
    }),
    fc.record({ op: fc.constant('status' as const), pick, status: fc.constantFrom(...statuses) }),
    fc.record({ op: fc.constant('place' as const), pick, place: fc.nat(2) }),
    fc.record({ op: fc.constant('move' as const), pick, when }),
    fc.record({ op: fc.constant('delete' as const), pick }),
  );
  const filter = fc.record({
    range,
    place: fc.nat(2),
    status: fc.option(fc.constantFrom('success', 'FAILED', 'Pending', 'none'), { nil: undefined }),
    who: fc.constantFrom('admin', 'merchant', 'techlets'),
  });

  it('keeps the counts equal to a GROUP BY of the table and answers the table count for any filter', async () => {
    const services = await server.db.selectFrom('services').select(['id', 'merchant_id', 'service_name']).execute();
    const serviceOf = (merchantId: string) => services.find((service) => service.merchant_id === merchantId) ?? services[0]!;
    await fc.assert(
      fc.asyncProperty(fc.array(change, { minLength: 1, maxLength: 6 }), fc.array(filter, { minLength: 3, maxLength: 5 }), async (changes, filters) => {
        const ours = async () =>
          (await server.db.selectFrom('transactions').select('id').where('id', 'like', 'kr-%').orderBy('id').execute()).map((row) => row.id);
        for (const c of changes) {
          if (c.op === 'insert') {
            await server.db
              .insertInto('transactions')
              .values(
                c.rows.map((row) => {
                  serial += 1;
                  const merchantId = merchants[row.merchant % merchants.length]!;
                  const service = serviceOf(merchantId);
                  const place = places[row.place]!;
                  return {
                    id: `kr-${String(serial).padStart(6, '0')}`,
                    transaction_id: `KR${serial}`,
                    order_id: `KRO-${serial}`,
                    merchant_id: merchantId,
                    service_id: service.id,
                    provider: 'easypaisa',
                    msisdn: '03001234567',
                    country: place.country,
                    operator: 'Telenor',
                    product_name: 'Kept',
                    service_name: service.service_name,
                    transaction_date: instantOf(row.when.daysBack, row.when.minute),
                    amount: '10.00',
                    currency: place.currency,
                    merchant_share_value: '9.00',
                    walee_share_value: '1.00',
                    net_amount: '9.00',
                    status: row.status,
                    failure_message: row.status === 'Failed' ? 'Declined' : null,
                  };
                }),
              )
              .execute();
            continue;
          }
          const ids = picked(await ours(), c.pick);
          if (ids.length === 0) continue;
          const rows = server.db.updateTable('transactions').where('id', 'in', ids);
          if (c.op === 'status') await rows.set({ status: c.status }).execute();
          if (c.op === 'place') await rows.set({ country: places[c.place]!.country, currency: places[c.place]!.currency }).execute();
          if (c.op === 'move') await rows.set({ transaction_date: instantOf(c.when.daysBack, c.when.minute) }).execute();
          if (c.op === 'delete') await server.db.deleteFrom('transactions').where('id', 'in', ids).execute();
        }
        const kept = await sql<{ key: string; count: string }>`
          select concat_ws('|', business_day, country, currency, merchant_id, status) as key, count::text as count from daily_report_counts order by 1`.execute(
          server.db,
        );
        const direct = await sql<{ key: string; count: string }>`
          select concat_ws('|', business_day(transaction_date), country, currency, merchant_id, status) as key, count(*)::text as count from transactions group by 1 order by 1`.execute(
          server.db,
        );
        expect(kept.rows).toEqual(direct.rows);

        for (const f of filters) {
          const dates = datesOf(f.range);
          const place = places[f.place]!;
          const searchObj = f.status === undefined ? [] : [{ field: 'status', operator: 'equals', value: f.status }];
          const answer = await callApi<{ count: number }>(server.baseUrl, '/reports-api/transaction-report', {
            method: 'POST',
            token: tokens[f.who],
            body: { dateFrom: dates.from, dateTo: dates.to, country: place.code, currency: place.currency, page: 1, limit: 10, searchObj },
          });
          expect(answer.status).toBe(200);
          const utc = businessDaysRangeUtc(dates.from, dates.to, zone);
          let counted = server.db
            .selectFrom('transactions')
            .select(sql<string>`count(*)`.as('n'))
            .where('transaction_date', '>=', new Date(utc.startUtc))
            .where('transaction_date', '<', new Date(utc.endUtc))
            .where('country', '=', place.country)
            .where('currency', '=', place.currency);
          if (f.who !== 'admin') counted = counted.where('merchant_id', '=', (await organisationOf(f.who)).userTypeId);
          if (f.status !== undefined) counted = counted.where(sql<boolean>`lower(status) = ${f.status.toLowerCase()}`);
          expect(answer.body.count).toBe(Number((await counted.executeTakeFirstOrThrow()).n));
        }
      }),
      { numRuns: 25, seed: 31 },
    );
  });
});
