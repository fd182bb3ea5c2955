import { sql } from 'kysely';
import { demoCheckoutSessionCount } from '../../server/src/seed/demo-checkout';
import { settlementPaidAt } from '../../server/src/seed/demo-settlements';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMoney, money } from '../../src/domain/money/money';
import { failureLabelOf } from '../../src/domain/transactions/failure-labels';
import { applyBusinessTimeZone } from '../../server/src/db/business-time-zone';
import { demoTodayTransactionCount, demoTransactionCount } from '../../server/src/seed/business-seed';
import { generateTransactions } from '../../server/src/seed/generate-transactions';
import { groupsFromTransactions, rollupGroups, statusTotals } from './support/rollup-queries';
import { callApi } from './support/api-client';
import { startTestServer, type TestServer } from './support/test-server';

// Runs on PGlite, or on PostgreSQL when DATABASE_URL is set (a throw-away database).
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: 'all' });
});
afterAll(async () => {
  await server?.close();
});

async function expectRollupToMatchTransactions(): Promise<void> {
  expect(await rollupGroups(server.db)).toEqual(await groupsFromTransactions(server.db));
  expect(await statusTotals(server.db, 'rollup')).toEqual(await statusTotals(server.db, 'transactions'));
}

async function oneTransaction(status: 'Success' | 'Failed') {
  return server.db.selectFrom('transactions').selectAll().where('status', '=', status).orderBy('transaction_date', 'desc').limit(1).executeTakeFirstOrThrow();
}

describe('the business demo seed', () => {
  it('gives every merchant services and transactions, some of them today', async () => {
    const merchants = await server.db
      .selectFrom('merchants as m')
      .leftJoin('transactions as t', 't.merchant_id', 'm.id')
      .select(['m.name', sql<number>`count(t.id)::int`.as('transactions')])
      .groupBy('m.name')
      .execute();
    expect(merchants.map((m) => m.name).sort()).toEqual(['Hashir', 'Multiverse', 'Techlets']);
    for (const merchant of merchants) expect(merchant.transactions).toBeGreaterThan(1000);
    const { rows } = await sql<{ total: number; today: number }>`
      select count(*)::int as total, count(*) filter (where business_day(transaction_date) = business_day(now()))::int as today
      from transactions`.execute(server.db);
    expect(rows[0]).toEqual({ total: demoTransactionCount, today: demoTodayTransactionCount });
    const services = await server.db
      .selectFrom('services')
      .select(['merchant_id', sql<number>`count(*)::int`.as('n')])
      .groupBy('merchant_id')
      .execute();
    for (const service of services) expect(service.n).toBeGreaterThanOrEqual(2);
  });

  it('mixes statuses like a live gateway and keeps shares exact', async () => {
    const { rows } = await sql<{ status: string; share: string }>`
      select status, round(count(*) * 100.0 / sum(count(*)) over (), 0)::text as share from transactions group by status`.execute(server.db);
    const shares = Object.fromEntries(rows.map((row) => [row.status, Number(row.share)]));
    expect(shares.Success).toBeGreaterThanOrEqual(83);
    expect(shares.Failed).toBeGreaterThanOrEqual(10);
    expect(shares.Pending).toBeGreaterThanOrEqual(2);
    const broken = await sql<{ n: number }>`
      select count(*)::int as n from transactions
      where amount < 50 or amount > 25000 or walee_share_value <> round(amount * 4 / 100, 2)
         or merchant_share_value + walee_share_value <> amount or net_amount <> amount - walee_share_value
         or (status = 'Failed') <> (failure_message is not null)`.execute(server.db);
    expect(broken.rows[0]?.n).toBe(0);
  });

  it('stores raw failure messages that all map to one of the thirteen labels', async () => {
    const messages = await server.db
      .selectFrom('daily_transaction_rollups')
      .select('failure_message')
      .distinct()
      .where('failure_message', 'is not', null)
      .execute();
    expect(messages.length).toBeGreaterThan(10);
    for (const { failure_message } of messages) expect(failureLabelOf(failure_message ?? '')).not.toBe('other');
  });

  it('seeds settlements, payouts, accounts, vouchers and checkout records', async () => {
    const count = async (table: 'settlements' | 'loan_requests' | 'payout_accounts' | 'voucher_transactions' | 'checkout_logs' | 'checkout_sessions') =>
      Number((await server.db.selectFrom(table).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n);
    expect(await count('settlements')).toBe(9);
    expect(await count('loan_requests')).toBe(44);
    expect(await count('payout_accounts')).toBe(3);
    expect(await count('voucher_transactions')).toBe(80);
    expect(await count('checkout_logs')).toBe(150);
    // 16 behind the latest transactions and the open demo sessions of the hosted checkout (demo-checkout-NN).
    expect(await count('checkout_sessions')).toBe(16 + demoCheckoutSessionCount);
    const statuses = await server.db.selectFrom('loan_requests').select('status').distinct().orderBy('status').execute();
    expect(statuses.map((s) => s.status)).toEqual(['Approved', 'Pending', 'Rejected']);
  });

  it('dates nothing it seeds in the future', async () => {
    const moments = [
      ['file_records', 'created_at'],
      ['loan_requests', 'created_at'],
      ['loan_requests', 'decided_at'],
      ['settlements', 'created_at'],
      ['transactions', 'transaction_date'],
      ['voucher_transactions', 'created_at'],
      ['checkout_logs', 'created_at'],
      ['checkout_sessions', 'created_at'],
      ['account_transactions', 'created_at'],
      ['audit_log', 'at'],
    ] as const;
    const future: string[] = [];
    for (const [table, column] of moments) {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)} where ${sql.ref(column)} > now()`.execute(server.db);
      if ((rows[0]?.n ?? 0) > 0) future.push(`${table}.${column}: ${rows[0]?.n}`);
    }
    expect(future).toEqual([]);
  });
});

describe('a demo settlement', () => {
  it('is paid on the 7th of the next month at noon business time, or at the start of today in the first days of a month', () => {
    // Asia/Karachi is UTC+5.
    expect(settlementPaidAt('2026-11-30', '2026-12-20', 'Asia/Karachi').toISOString()).toBe('2026-12-07T07:00:00.000Z');
    expect(settlementPaidAt('2026-11-30', '2026-12-02', 'Asia/Karachi').toISOString()).toBe('2026-12-01T19:00:00.000Z');
    expect(settlementPaidAt('2026-11-30', '2026-12-01', 'Asia/Karachi').toISOString()).toBe('2026-11-30T19:00:00.000Z');
    expect(settlementPaidAt('2026-10-31', '2026-12-02', 'Asia/Karachi').toISOString()).toBe('2026-11-07T07:00:00.000Z');
  });
});

describe('the daily roll-up', () => {
  it('equals a GROUP BY over the transactions after the seed', async () => {
    await expectRollupToMatchTransactions();
  });

  it('moves a transaction from one status to the other when its status changes', async () => {
    const failed = await oneTransaction('Failed');
    const before = await statusTotals(server.db, 'rollup');
    await server.db.updateTable('transactions').set({ status: 'Success', updated_at: new Date() }).where('id', '=', failed.id).execute();
    const after = await statusTotals(server.db, 'rollup');
    const of = (rows: typeof before, status: string) => rows.find((row) => row.merchant_id === failed.merchant_id && row.status === status);
    expect(of(after, 'Failed')?.count).toBe((of(before, 'Failed')?.count ?? 0) - 1);
    expect(of(after, 'Success')?.count).toBe((of(before, 'Success')?.count ?? 0) + 1);
    const pkr = (amount: string | undefined) => money(amount ?? '0', 'PKR');
    expect(pkr(of(after, 'Success')?.amount)).toEqual(addMoney(pkr(of(before, 'Success')?.amount), pkr(failed.amount)));
    await expectRollupToMatchTransactions();
    const empty = await sql<{ n: number }>`select count(*)::int as n from daily_transaction_rollups where count = 0`.execute(server.db);
    expect(empty.rows[0]?.n).toBe(0);
  });

  it('forgets a deleted transaction', async () => {
    const success = await oneTransaction('Success');
    await server.db.deleteFrom('checkout_sessions').where('transaction_id', '=', success.id).execute();
    await server.db.deleteFrom('transactions').where('id', '=', success.id).execute();
    await expectRollupToMatchTransactions();
  });

  it('counts a transaction on its Asia/Karachi day, and on its UTC day once the business zone is UTC', async () => {
    const template = await oneTransaction('Success');
    // 20:30 UTC on 1 January is 01:30 on 2 January in Karachi (UTC+5).
    await server.db
      .insertInto('transactions')
      .values({ ...template, id: 'ffffffffffffffff00000001', transaction_id: 'EP9999999991', transaction_date: '2024-01-01T20:30:00Z' })
      .execute();
    const dayOf = async () =>
      (
        await server.db
          .selectFrom('daily_transaction_rollups')
          .select(sql<string>`business_day::text`.as('day'))
          .where('business_day', '<', '2024-02-01')
          .executeTakeFirstOrThrow()
      ).day;
    expect(await dayOf()).toBe('2024-01-02');
    try {
      expect(await applyBusinessTimeZone(server.db, 'UTC')).toBe('changed');
      expect(await applyBusinessTimeZone(server.db, 'UTC')).toBe('unchanged');
      expect(await dayOf()).toBe('2024-01-01');
      await expectRollupToMatchTransactions();
    } finally {
      await applyBusinessTimeZone(server.db, 'Asia/Karachi');
    }
    expect(await dayOf()).toBe('2024-01-02');
  });
});

describe('the demo audit log', () => {
  it('shows the platform admin’s changes of the last days on the Audit Log screen, newest first', async () => {
    const admin = await server.signIn('admin', 'admin12345');
    const answer = await callApi<{ records: Array<{ action: string; actorName: string; at: string; targetId: string | null }>; total: number }>(
      server.baseUrl,
      '/api/audit-log?pageSize=50',
      { token: admin },
    );
    expect(answer.status).toBe(200);
    const actions = answer.body.records.map((entry) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining(['merchants.confidential', 'roles.edit', 'settlements.add', 'loanRequests.changeStatus', 'callcenter.refunded']),
    );
    expect(answer.body.total).toBeGreaterThanOrEqual(12);
    const moments = answer.body.records.map((entry) => Date.parse(entry.at));
    expect(moments).toEqual([...moments].sort((a, b) => b - a));
    // Spread over the past days, before the seed ran, each naming the admin and its record.
    expect(new Set(moments.map((at) => new Date(at).toISOString().slice(0, 13))).size).toBeGreaterThan(5);
    expect(Math.max(...moments)).toBeLessThan(Date.now());
    for (const entry of answer.body.records) {
      expect(entry.actorName).toContain('(admin)');
      expect(entry.targetId).not.toBeNull();
    }
  });
});

describe('the payout account', () => {
  it('refuses a balance below zero', async () => {
    const account = await server.db.selectFrom('payout_accounts').selectAll().limit(1).executeTakeFirstOrThrow();
    const overdraw = server.db
      .updateTable('payout_accounts')
      .set({ available_balance: sql`available_balance - ${account.available_balance}::numeric - 0.01` })
      .where('id', '=', account.id)
      .execute();
    await expect(overdraw).rejects.toThrow(/payout_accounts_available_balance_check|check constraint/);
    const unchanged = await server.db.selectFrom('payout_accounts').select('available_balance').where('id', '=', account.id).executeTakeFirstOrThrow();
    expect(unchanged.available_balance).toBe(account.available_balance);
  });
});

describe('the transaction generator', () => {
  it('inserts exactly the rows asked for and keeps the roll-up exact', async () => {
    const before = await server.db.selectFrom('transactions').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
    const progress: number[] = [];
    // Two chunks at a time: on PostgreSQL their roll-up upserts really run concurrently.
    const done = await generateTransactions(server.db, 50_000, (p) => progress.push(p.inserted), { chunkSize: 20_000, seed: 7, concurrency: 2 });
    expect(done.inserted).toBe(50_000);
    expect(progress).toHaveLength(3);
    expect(progress.at(-1)).toBe(50_000);
    const after = await server.db.selectFrom('transactions').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
    expect(after.n - before.n).toBe(50_000);
    await expectRollupToMatchTransactions();
    // 50,000 rows on PGlite: about 30 s on a quiet two-core machine, twice that when it is shared; the
    // test's size is fixed, so its time is given room rather than measured.
  }, 300_000);

  it('gives each chunk its own slice of the period, in order, as transactions arrive', async () => {
    // Generated transaction ids are the provider's prefix and the public number, which one chunk
    // takes in a block after the chunk before it (one chunk at a time here).
    const numbered = sql`substr(transaction_id, 3)::bigint`;
    const generatedId = sql<boolean>`transaction_id ~ '^(EP|JC|CC)[0-9]{10}$'`;
    // The generator numbers its rows from this sequence: everything it adds comes after `start`.
    const before = await sql<{ n: string }>`select nextval('transaction_number_seq')::text as n`.execute(server.db);
    const start = Number(before.rows[0]?.n);
    await generateTransactions(server.db, 3_000, undefined, { chunkSize: 1_000, seed: 9, concurrency: 1, days: 30 });
    const { rows } = await sql<{ chunk: number; first: Date; last: Date }>`
      select ((${numbered} - ${start} - 1) / 1000)::int as chunk, min(transaction_date) as first, max(transaction_date) as last
      from transactions where ${generatedId} and ${numbered} between ${start + 1} and ${start + 3_000} group by 1 order by 1`.execute(server.db);
    expect(rows.map((row) => row.chunk)).toEqual([0, 1, 2]);
    const days = (row: { first: Date; last: Date }) => (new Date(row.last).getTime() - new Date(row.first).getTime()) / 86_400_000;
    for (const [index, row] of rows.entries()) {
      // A third of 30 days each, one after the other.
      expect(days(row)).toBeLessThanOrEqual(10);
      if (index > 0) expect(new Date(row.first).getTime()).toBeGreaterThanOrEqual(new Date(rows[index - 1]!.last).getTime());
    }
  });

  it('limits the rows to one merchant when asked', async () => {
    const merchant = await server.db.selectFrom('merchants').select('id').where('name', '=', 'Techlets').executeTakeFirstOrThrow();
    const count = () =>
      server.db.selectFrom('transactions').select(sql<number>`count(*)::int`.as('n')).where('merchant_id', '=', merchant.id).executeTakeFirstOrThrow();
    const before = await count();
    await generateTransactions(server.db, 5_000, undefined, { merchantName: 'techlets', seed: 8 });
    expect((await count()).n - before.n).toBe(5_000);
    await expectRollupToMatchTransactions();
  });
});
