import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newRecordId } from '../../server/src/db/record-id';
import { wireRangeOf } from '../../src/domain/analytics/analytics-range';
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

const post = <T = unknown>(path: string, as: string, body: unknown) => callApi<T>(server.baseUrl, `/api${path}`, { method: 'POST', token: tokens[as], body });

interface CollectionData {
  summary: { waleeShare: number; totalAmount: number; totalNumberOfTransactions: number }[];
  revenueOverTime: { date: string; amount: number; serviceCharges: number }[];
  transactionRate: { successful: number; failed: number };
  transactionOverTime: { date: string; successful: number; failed: number; pending: number }[];
  transactionByPaymentMethod: { operator: string; Successful: number; Failed: number }[];
}
interface PayoutItem {
  totalsTransactions: {
    totalDepositedAmount: number;
    totalBilledAmount: number;
    loanAccounts: { availableBalance: number; totalTransactions: number; totalTransactionsAmount: number };
  };
  paymentBreakdown: { payoutType: string; amount: number; createdDate: string }[];
  banks: { bankName: string; bankCount: number }[];
  successful: number;
  pending: number;
  rejected: number;
  createdDate: string;
}

const collection = (as: string, body: object) => post<{ data: CollectionData }>('/collection/get-summary', as, body);
const disbursement = (as: string, body: object) => post<{ data: PayoutItem[] }>('/disbursement/get-summary', as, body);

/** The slow way, for comparison: GROUP BYs over every transaction of the range. */
async function directCollection(from: string, to: string, where = sql`true`): Promise<CollectionData> {
  const inRange = sql`business_day(transaction_date) between ${from}::date and ${to}::date and ${where}`;
  const { rows: totals } = await sql<{ status: string; count: number; amount: string; walee: string }>`
    select status, count(*)::bigint as count, sum(amount)::text as amount, sum(walee_share_value)::text as walee
    from transactions where ${inRange} group by status`.execute(server.db);
  const { rows: days } = await sql<{ date: string; status: string; count: number; amount: string; charges: string }>`
    select business_day(transaction_date)::text as date, status, count(*)::bigint as count, sum(amount)::text as amount,
           sum(amount - merchant_share_value)::text as charges
    from transactions where ${inRange} group by 1, 2 order by 1`.execute(server.db);
  const { rows: methods } = await sql<{ provider: string; successful: number; failed: number }>`
    select provider, count(*) filter (where status = 'Success')::bigint as successful, count(*) filter (where status = 'Failed')::bigint as failed
    from transactions where ${inRange} group by 1 order by 1`.execute(server.db);
  const success = totals.find((row) => row.status === 'Success');
  const countOn = (date: string, status: string) => days.find((row) => row.date === date && row.status === status)?.count ?? 0;
  return {
    summary: [
      {
        waleeShare: Number(success?.walee ?? 0),
        totalAmount: Number(success?.amount ?? 0),
        totalNumberOfTransactions: totals.reduce((sum, row) => sum + row.count, 0),
      },
    ],
    revenueOverTime: days
      .filter((row) => row.status === 'Success')
      .map((row) => ({ date: row.date, amount: Number(row.amount), serviceCharges: Number(row.charges) })),
    transactionRate: { successful: success?.count ?? 0, failed: totals.find((row) => row.status === 'Failed')?.count ?? 0 },
    transactionOverTime: [...new Set(days.map((row) => row.date))].map((date) => ({
      date,
      successful: countOn(date, 'Success'),
      failed: countOn(date, 'Failed'),
      pending: countOn(date, 'Pending'),
    })),
    transactionByPaymentMethod: methods.map((row) => ({ operator: row.provider, Successful: row.successful, Failed: row.failed })),
  };
}

describe('collection summary (from the daily collection roll-up)', () => {
  it('equals GROUP BYs over the transactions of the same range, for platform staff', async () => {
    const from = shiftBusinessDate(today, -40);
    const answer = await collection('admin', wireRangeOf({ from, to: today }, zone));
    expect(answer.status).toBe(200);
    expect(answer.body.data.summary[0]!.totalNumberOfTransactions).toBeGreaterThan(0);
    expect(answer.body.data).toEqual(await directCollection(from, today));
  });

  it('narrows platform staff to a merchant and a payment method', async () => {
    const from = shiftBusinessDate(today, -29);
    const answer = await collection('support', { ...wireRangeOf({ from, to: today }, zone), merchant: techletsId, paymentMethod: 'easypaisa' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual(await directCollection(from, today, sql`merchant_id = ${techletsId} and provider = 'easypaisa'`));
  });

  it('accepts plain business dates as well as instants', async () => {
    const range = { from: shiftBusinessDate(today, -6), to: today };
    const asDates = await collection('admin', { dateFrom: range.from, dateTo: range.to });
    const asInstants = await collection('admin', wireRangeOf(range, zone));
    expect(asDates.body).toEqual(asInstants.body);
  });
});

describe('tenancy', () => {
  it('scopes a merchant to its own figures', async () => {
    const from = shiftBusinessDate(today, -29);
    const own = await collection('merchant', wireRangeOf({ from, to: today }, zone));
    expect(own.status).toBe(200);
    expect(own.body.data).toEqual(await directCollection(from, today, sql`merchant_id = ${multiverseId}`));
    const naming = await collection('merchant', { ...wireRangeOf({ from, to: today }, zone), merchant: multiverseId, paymentMethod: '' });
    expect(naming.body).toEqual(own.body);
  });

  it('refuses a merchant that names another merchant or picks a payment method, naming the field', async () => {
    const range = wireRangeOf({ from: shiftBusinessDate(today, -6), to: today }, zone);
    const other = await collection('merchant', { ...range, merchant: techletsId });
    expect(other.status).toBe(403);
    expect(errorsOf(other.body)[0]).toMatchObject({ field: 'merchant' });
    const method = await collection('merchant', { ...range, paymentMethod: 'jazzcash' });
    expect(method.status).toBe(403);
    expect(errorsOf(method.body)[0]).toMatchObject({ field: 'paymentMethod' });
    const payouts = await disbursement('techlets', { ...range, merchant: multiverseId });
    expect(payouts.status).toBe(403);
    expect(errorsOf(payouts.body)[0]).toMatchObject({ field: 'merchant' });
    const vendor = await disbursement('techlets', { ...range, vendor: 'Easypaisa' });
    expect(errorsOf(vendor.body)[0]).toMatchObject({ field: 'vendor' });
  });

  it('refuses carrier staff, whose roles hold neither analytics flag', async () => {
    const range = wireRangeOf({ from: '2000-01-01', to: today }, zone);
    expect((await collection('jazz.ops', range)).status).toBe(403);
    expect((await disbursement('jazz.ops', range)).status).toBe(403);
  });
});

describe('business time zone (Asia/Karachi) day boundaries', () => {
  it('puts a transaction at 23:59:59.999 and one at 00:00 Karachi time on different days', async () => {
    const service = await server.db
      .selectFrom('services')
      .select(['id', 'service_name'])
      .where('merchant_id', '=', techletsId)
      .where('service_type', '<>', 'Voucher')
      .executeTakeFirstOrThrow();
    const day = '2019-03-10';
    // Karachi is UTC+5: 2019-03-10 starts at 2019-03-09T19:00:00Z.
    const at = (instant: string, id: string, amount: string) => ({
      id: newRecordId(),
      transaction_id: `EPTZ-${id}`,
      order_id: `TZ-${id}`,
      merchant_id: techletsId,
      service_id: service.id,
      provider: 'jazzcash' as const,
      msisdn: '03001234567',
      country: 'Pakistan',
      operator: 'Jazz',
      product_name: 'Loan Repayment',
      service_name: service.service_name,
      transaction_date: new Date(instant),
      amount,
      currency: 'PKR',
      merchant_share_value: amount,
      walee_share_value: '0.00',
      net_amount: amount,
      status: 'Success' as const,
    });
    await server.db
      .insertInto('transactions')
      .values([
        at('2019-03-09T18:59:59.999Z', 'A', '10.00'),
        at('2019-03-09T19:00:00.000Z', 'B', '20.00'),
        at('2019-03-10T18:59:59.999Z', 'C', '40.00'),
        at('2019-03-10T19:00:00.000Z', 'D', '80.00'),
      ])
      .execute();
    const answer = await collection('admin', wireRangeOf({ from: day, to: day }, zone));
    expect(answer.body.data.summary[0]).toEqual({ waleeShare: 0, totalAmount: 60, totalNumberOfTransactions: 2 });
    expect(answer.body.data.revenueOverTime).toEqual([{ date: day, amount: 60, serviceCharges: 0 }]);
    const before = await collection('admin', { dateFrom: '2019-03-09', dateTo: '2019-03-09' });
    expect(before.body.data.summary[0]!.totalAmount).toBe(10);
    // Instants name their business day: 19:00Z on the 9th is already the 10th in Karachi.
    const shifted = await collection('admin', { dateFrom: '2019-03-09T19:00:00.000Z', dateTo: '2019-03-10T18:59:59.999Z' });
    expect(shifted.body).toEqual(answer.body);
  });
});

describe('roll-ups follow every write (property)', () => {
  const statuses = ['Success', 'Failed', 'Pending'] as const;
  const providers = ['easypaisa', 'jazzcash', 'card'] as const;
  const generated = fc.record({
    minuteOffset: fc.integer({ min: 0, max: 5 * 24 * 60 }),
    amountMinor: fc.integer({ min: 0, max: 10_000_000 }),
    feeMinor: fc.integer({ min: 0, max: 1_000 }),
    status: fc.constantFrom(...statuses),
    provider: fc.constantFrom(...providers),
    change: fc.constantFrom('keep', 'fail', 'delete'),
  });

  it('answers what a direct SQL aggregate answers after inserts, updates and deletes', async () => {
    const service = await server.db
      .selectFrom('services')
      .select(['id', 'service_name'])
      .where('merchant_id', '=', multiverseId)
      .where('service_type', '<>', 'Voucher')
      .executeTakeFirstOrThrow();
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(generated, { minLength: 1, maxLength: 25 }), async (rows) => {
        run += 1;
        const start = Date.parse('2018-06-01T00:00:00Z') + run * 10 * 86_400_000;
        const ids = rows.map(() => newRecordId());
        await server.db
          .insertInto('transactions')
          .values(
            rows.map((row, index) => {
              const fee = Math.min(row.feeMinor, row.amountMinor);
              const money = (minor: number) => (minor / 100).toFixed(2);
              return {
                id: ids[index]!,
                transaction_id: `PROP-${run}-${index}`,
                order_id: `PROP-${run}-${index}`,
                merchant_id: multiverseId,
                service_id: service.id,
                provider: row.provider,
                msisdn: '03001234567',
                country: 'Pakistan',
                operator: 'Telenor',
                product_name: 'Loan Repayment',
                service_name: service.service_name,
                transaction_date: new Date(start + row.minuteOffset * 60_000),
                amount: money(row.amountMinor),
                currency: 'PKR',
                merchant_share_value: money(row.amountMinor - fee),
                walee_share_value: money(fee),
                net_amount: money(row.amountMinor - fee),
                status: row.status,
                failure_message: row.status === 'Failed' ? 'Insufficient balance' : null,
              };
            }),
          )
          .execute();
        const failing = ids.filter((_, index) => rows[index]!.change === 'fail');
        const deleting = ids.filter((_, index) => rows[index]!.change === 'delete');
        if (failing.length > 0)
          await server.db.updateTable('transactions').set({ status: 'Failed', failure_message: 'Timed out' }).where('id', 'in', failing).execute();
        if (deleting.length > 0) await server.db.deleteFrom('transactions').where('id', 'in', deleting).execute();
        const from = businessDayOf(new Date(start), zone);
        const to = shiftBusinessDate(from, 6);
        const answer = await collection('merchant', wireRangeOf({ from, to }, zone));
        expect(answer.body.data).toEqual(await directCollection(from, to, sql`merchant_id = ${multiverseId}`));
        // All merchants: read from daily_collection_totals (migration 0028), kept by its own trigger.
        const everyone = await collection('admin', wireRangeOf({ from, to }, zone));
        expect(everyone.body.data).toEqual(await directCollection(from, to));
      }),
      { numRuns: 12, seed: 17 },
    );
  });

  // docs/decisions/0028-analytics-dashboards.md: the earlier days of a range are kept between calls
  // while their roll-up rows are unchanged; the same range asked after every change must still
  // answer what the table holds, for staff, one payment method and a merchant.
  it('answers the same range again after each change to any of its days, earlier ones included', async () => {
    const service = await server.db
      .selectFrom('services')
      .select(['id', 'service_name'])
      .where('merchant_id', '=', multiverseId)
      .where('service_type', '<>', 'Voucher')
      .executeTakeFirstOrThrow();
    const start = Date.parse('2017-04-01T00:00:00Z');
    const from = businessDayOf(new Date(start), zone);
    const to = shiftBusinessDate(from, 5);
    const range = wireRangeOf({ from, to }, zone);
    const earlier: string[] = [];
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(generated, { minLength: 0, maxLength: 6 }), fc.nat(), async (rows, pick) => {
        run += 1;
        const ids = rows.map(() => newRecordId());
        if (rows.length > 0)
          await server.db
            .insertInto('transactions')
            .values(
              rows.map((row, index) => ({
                id: ids[index]!,
                transaction_id: `KEPT-${run}-${index}`,
                order_id: `KEPT-${run}-${index}`,
                merchant_id: multiverseId,
                service_id: service.id,
                provider: row.provider,
                msisdn: '03001234567',
                country: 'Pakistan',
                operator: 'Telenor',
                product_name: 'Loan Repayment',
                service_name: service.service_name,
                transaction_date: new Date(start + row.minuteOffset * 60_000),
                amount: (row.amountMinor / 100).toFixed(2),
                currency: 'PKR',
                merchant_share_value: (row.amountMinor / 100).toFixed(2),
                walee_share_value: '0.00',
                net_amount: (row.amountMinor / 100).toFixed(2),
                status: row.status,
              })),
            )
            .execute();
        earlier.push(...ids);
        // A row of an earlier run changes: its status, its amount, or it goes.
        const changed = earlier[pick % Math.max(1, earlier.length)];
        if (changed !== undefined && pick % 3 === 0)
          await server.db.updateTable('transactions').set({ status: 'Failed', failure_message: 'Timed out' }).where('id', '=', changed).execute();
        if (changed !== undefined && pick % 3 === 1)
          await server.db.updateTable('transactions').set({ amount: '1.23', status: 'Success' }).where('id', '=', changed).execute();
        if (changed !== undefined && pick % 3 === 2) {
          await server.db.deleteFrom('transactions').where('id', '=', changed).execute();
          earlier.splice(earlier.indexOf(changed), 1);
        }
        expect((await collection('admin', range)).body.data).toEqual(await directCollection(from, to));
        expect((await collection('admin', { ...range, paymentMethod: 'jazzcash' })).body.data).toEqual(
          await directCollection(from, to, sql`provider = 'jazzcash'`),
        );
        expect((await collection('merchant', range)).body.data).toEqual(await directCollection(from, to, sql`merchant_id = ${multiverseId}`));
      }),
      { numRuns: 6, seed: 23 },
    );
  });
});

describe('disbursement summary (from the payout and deposit roll-ups)', () => {
  async function directPayouts(from: string, to: string, merchantId?: string) {
    const merchant = merchantId === undefined ? sql`true` : sql`merchant_id = ${merchantId}`;
    const inRange = (column: string) => sql`business_day(${sql.ref(column)}) between ${from}::date and ${to}::date and ${merchant}`;
    const { rows: statuses } = await sql<{
      status: string;
      count: number;
    }>`select status, count(*)::bigint as count from loan_requests where ${inRange('created_at')} group by 1`.execute(server.db);
    const { rows: banks } = await sql<{
      bankName: string;
      bankCount: number;
    }>`select bank_name as "bankName", count(*)::bigint as "bankCount" from loan_requests where ${inRange('created_at')} group by 1`.execute(server.db);
    const { rows: breakdown } = await sql<{ payoutType: string; amount: string; createdDate: string }>`
      select payout_type as "payoutType", sum(amount)::text as amount, business_day(created_at)::text as "createdDate"
      from loan_requests where status = 'Approved' and ${inRange('created_at')} group by 1, 3`.execute(server.db);
    const { rows: deposits } = await sql<{ deposited: string; billed: string }>`
      select coalesce(sum(case when currency = 'USD' then round(total_amount * exchange_rate, 2) else total_amount end), 0)::text as deposited,
             coalesce(sum(total_billed_amount), 0)::text as billed
      from account_transactions where ${inRange('created_at')}`.execute(server.db);
    const { rows: accounts } = await sql<{ balance: string; count: number; amount: string }>`
      select coalesce(sum(available_balance), 0)::text as balance, coalesce(sum(total_transactions), 0)::bigint as count, coalesce(sum(total_transactions_amount), 0)::text as amount
      from payout_accounts where ${merchant}`.execute(server.db);
    const countOf = (status: string) => statuses.find((row) => row.status === status)?.count ?? 0;
    return {
      totalsTransactions: {
        totalDepositedAmount: Number(deposits[0]!.deposited),
        totalBilledAmount: Number(deposits[0]!.billed),
        loanAccounts: {
          availableBalance: Number(accounts[0]!.balance),
          totalTransactions: accounts[0]!.count,
          totalTransactionsAmount: Number(accounts[0]!.amount),
        },
      },
      paymentBreakdown: breakdown
        .map((row) => ({ ...row, amount: Number(row.amount) }))
        .sort((a, b) => `${a.createdDate}${a.payoutType}`.localeCompare(`${b.createdDate}${b.payoutType}`)),
      banks: [...banks].sort((a, b) => b.bankCount - a.bankCount || a.bankName.localeCompare(b.bankName)),
      successful: countOf('Approved'),
      pending: countOf('Pending'),
      rejected: countOf('Rejected'),
    };
  }
  const comparable = (item: PayoutItem) => {
    const { createdDate: _, ...rest } = item;
    return {
      ...rest,
      paymentBreakdown: [...rest.paymentBreakdown].sort((a, b) => `${a.createdDate}${a.payoutType}`.localeCompare(`${b.createdDate}${b.payoutType}`)),
    };
  };

  it('equals direct aggregates over payouts, top-ups and payout accounts, for staff and for a merchant', async () => {
    const range = { from: shiftBusinessDate(today, -365), to: today };
    const staff = await disbursement('admin', wireRangeOf(range, zone));
    expect(staff.status).toBe(200);
    expect(staff.body.data).toHaveLength(1);
    const expected = await directPayouts(range.from, range.to);
    expect(expected.successful + expected.pending + expected.rejected).toBeGreaterThan(0);
    expect(comparable(staff.body.data[0]!)).toEqual(expected);

    const own = await disbursement('merchant', wireRangeOf(range, zone));
    expect(comparable(own.body.data[0]!)).toEqual(await directPayouts(range.from, range.to, multiverseId));
    const picked = await disbursement('support', { ...wireRangeOf(range, zone), merchant: multiverseId });
    expect(comparable(picked.body.data[0]!)).toEqual(comparable(own.body.data[0]!));
  });

  it('follows a status change and a new top-up at once (triggers keep the roll-ups)', async () => {
    const range = wireRangeOf({ from: shiftBusinessDate(today, -365), to: today }, zone);
    const before = (await disbursement('techlets', range)).body.data[0]!;
    const pending = await server.db
      .selectFrom('loan_requests')
      .select(['id'])
      .where('merchant_id', '=', techletsId)
      .where('status', '=', 'Pending')
      .executeTakeFirst();
    if (pending) await server.db.updateTable('loan_requests').set({ status: 'Rejected' }).where('id', '=', pending.id).execute();
    await server.db
      .insertInto('account_transactions')
      .values({
        id: newRecordId(),
        transaction_id: 'ANALYTICS-TOPUP-1',
        merchant_id: techletsId,
        currency: 'USD',
        payment_method: 'USD-DEPOSIT',
        total_amount: '100.00',
        total_billed_amount: '27000.00',
        exchange_rate: '280.0500',
        walee_commission: '1.0000',
        sbp_charges: '0.5000',
        service_sales_tax: '1.0000',
        with_holding_charges: '1.0000',
        history: JSON.stringify([]),
      })
      .execute();
    const after = (await disbursement('techlets', range)).body.data[0]!;
    expect(after.pending).toBe(before.pending - (pending ? 1 : 0));
    expect(after.rejected).toBe(before.rejected + (pending ? 1 : 0));
    expect(Math.round((after.totalsTransactions.totalDepositedAmount - before.totalsTransactions.totalDepositedAmount) * 100)).toBe(2_800_500);
    expect(Math.round((after.totalsTransactions.totalBilledAmount - before.totalsTransactions.totalBilledAmount) * 100)).toBe(2_700_000);
  });
});

describe('roll-ups under concurrent writers', () => {
  it('equal a GROUP BY over loan_requests and account_transactions after many transactions at once', async () => {
    const merchants = [multiverseId, techletsId];
    await Promise.all(
      Array.from({ length: 24 }, (_, index) =>
        server.db.transaction().execute(async (trx) => {
          const merchantId = merchants[index % 2]!;
          const pending = await trx
            .selectFrom('loan_requests')
            .select(['id'])
            .where('merchant_id', '=', merchantId)
            .where('status', '=', 'Pending')
            .orderBy('id')
            .offset(index >> 1)
            .limit(1)
            .executeTakeFirst();
          if (pending)
            await trx
              .updateTable('loan_requests')
              .set({ status: index % 3 === 0 ? 'Rejected' : 'Approved' })
              .where('id', '=', pending.id)
              .execute();
          await trx
            .insertInto('account_transactions')
            .values({
              id: newRecordId(),
              transaction_id: `ANALYTICS-CONCURRENT-${index}`,
              merchant_id: merchantId,
              currency: 'PKR',
              payment_method: 'IBFT',
              total_amount: `${100 + index}.25`,
              total_billed_amount: `${96 + index}.25`,
              exchange_rate: null,
              walee_commission: '1.0000',
              sbp_charges: '1.0000',
              service_sales_tax: '1.0000',
              with_holding_charges: '1.0000',
              history: JSON.stringify([]),
            })
            .execute();
        }),
      ),
    );
    const payoutRollup = await sql<{ key: string; count: number; amount: string }>`
      select concat_ws('|', business_day, merchant_id, status, payout_type, bank_name) as key, count, amount::text as amount
      from daily_payout_rollups order by 1`.execute(server.db);
    const payoutDirect = await sql<{ key: string; count: number; amount: string }>`
      select concat_ws('|', business_day(created_at), merchant_id, status, payout_type, bank_name) as key, count(*)::bigint as count, sum(amount)::numeric(20,2)::text as amount
      from loan_requests group by 1 order by 1`.execute(server.db);
    expect(payoutRollup.rows).toEqual(payoutDirect.rows);
    const depositRollup = await sql<{ key: string; count: number; billed: string }>`
      select concat_ws('|', business_day, merchant_id) as key, count, billed_amount::text as billed from daily_deposit_rollups order by 1`.execute(server.db);
    const depositDirect = await sql<{ key: string; count: number; billed: string }>`
      select concat_ws('|', business_day(created_at), merchant_id) as key, count(*)::bigint as count, sum(total_billed_amount)::numeric(20,2)::text as billed
      from account_transactions group by 1 order by 1`.execute(server.db);
    expect(depositRollup.rows).toEqual(depositDirect.rows);
  });

  it('rebuilds to the same groups the triggers kept (a change of business time zone)', async () => {
    const snapshot = async () =>
      (
        await sql<{ row: string }>`
      select concat_ws('|', 'c', business_day, merchant_id, provider, status, count, amount, walee_share, service_charges) as row from daily_collection_rollups
      union all select concat_ws('|', 'p', business_day, merchant_id, status, payout_type, bank_name, count, amount) from daily_payout_rollups
      union all select concat_ws('|', 'd', business_day, merchant_id, count, deposited_amount, billed_amount) from daily_deposit_rollups
      union all select concat_ws('|', 't', business_day, provider, successful, failed, pending, amount, walee_share, service_charges) from daily_collection_totals
      union all select concat_ws('|', 'r', business_day, country, currency, merchant_id, status, count) from daily_report_counts
      order by 1`.execute(server.db)
      ).rows;
    const kept = await snapshot();
    expect(kept.some((row) => row.row.startsWith('t|'))).toBe(true);
    expect(kept.some((row) => row.row.startsWith('r|'))).toBe(true);
    // Migrations 0028 and 0027 keep their own roll-ups; applyBusinessTimeZone rebuilds them too.
    await sql`select rebuild_analytics_rollups(), rebuild_collection_totals(), rebuild_report_counts()`.execute(server.db);
    expect(await snapshot()).toEqual(kept);
  });
});

describe('bad input', () => {
  it('answers 400 naming the field', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['/collection/get-summary', { dateFrom: '2024-02-30', dateTo: today }, 'dateFrom'],
      ['/collection/get-summary', { dateFrom: today }, 'dateTo'],
      ['/collection/get-summary', { dateFrom: today, dateTo: today, paymentMethod: 'visa' }, 'paymentMethod'],
      ['/collection/get-summary', { dateFrom: today, dateTo: '2020-01-01' }, 'dateTo'],
      ['/disbursement/get-summary', { dateFrom: 'yesterday', dateTo: today }, 'dateFrom'],
      ['/disbursement/get-summary', { dateFrom: today, dateTo: today, vendor: 'Stripe' }, 'vendor'],
    ];
    for (const [path, body, field] of cases) {
      const answer = await post(path, 'admin', body);
      expect(answer.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(errorsOf(answer.body)[0]).toMatchObject({ field });
    }
  });
});
