import { sql, type Kysely } from 'kysely';
import { businessDayOf, dayRangeUtc } from '../../../src/domain/time/business-day';
import type { DatabaseSchema } from '../db/database-schema';
import { seedCheckoutLogs, seedCheckoutSessions, seedDemoCheckoutSessions } from './demo-checkout';
import { seedRefunds } from './demo-refunds';
import { planFileRecords, planPayoutRequests } from './demo-payout-requests';
import { seedPayoutAccounts } from './demo-payout-accounts';
import { seedServices, seedStores } from './demo-services';
import { seedSettlements } from './demo-settlements';
import { seedVouchers } from './demo-vouchers';
import { seedAuditLog } from './demo-audit-log';
import { seededRandom } from './seeded-random';
import { insertTransactionBatch } from './transaction-generation';

/** docs/spec/decisions.md §7: about four months of transactions, a few of them today. */
export const demoTransactionCount = 20_000;
export const demoTodayTransactionCount = 40;
const demoDays = 130;
const demoSeed = 20_240_501;

// Loan-heavy Techlets makes the most payouts; every merchant has some.
const payoutCounts: Readonly<Record<string, { requests: number; topUps: number }>> = {
  Multiverse: { requests: 12, topUps: 4 },
  Techlets: { requests: 24, topUps: 5 },
  Hashir: { requests: 8, topUps: 3 },
};

async function idsByName(db: Kysely<DatabaseSchema>, table: 'merchants' | 'operators'): Promise<Map<string, string>> {
  const rows = await db.selectFrom(table).select(['id', 'name']).orderBy('name').execute();
  return new Map(rows.map((row) => [row.name, row.id]));
}

/**
 * The demo business records over the core seed's organisations and users: services and stores,
 * transactions, settlements, payouts and payout accounts, vouchers and checkout records. One
 * transaction, deterministic picks (a seeded PRNG and hashed row numbers), skipped when services
 * already exist.
 */
export async function seedBusinessData(db: Kysely<DatabaseSchema>, log: (msg: string) => void): Promise<void> {
  const existing = await db.selectFrom('services').select('id').limit(1).executeTakeFirst();
  if (existing !== undefined) {
    log('Business demo data already present; not seeded again');
    return;
  }
  const started = performance.now();
  const random = seededRandom(demoSeed);
  const now = new Date();
  await db.transaction().execute(async (trx) => {
    const merchants = await idsByName(trx, 'merchants');
    const carriers = await idsByName(trx, 'operators');
    const admin = await trx.selectFrom('users').select('id').where('user_type', '=', 'Admin').orderBy('created_at').executeTakeFirst();
    const adminId = admin?.id ?? null;
    const { rows } = await sql<{ zone: string }>`select business_time_zone() as zone`.execute(trx);
    const zone = rows[0]?.zone ?? 'Asia/Karachi';
    const today = businessDayOf(now, zone);
    const startOfToday = new Date(dayRangeUtc(today, zone).startUtc);

    const services = await seedServices(trx, random, merchants, carriers);
    const stores = await seedStores(trx, random, services);
    const earlier = demoTransactionCount - demoTodayTransactionCount;
    const from = new Date(now.getTime() - demoDays * 86_400_000);
    let transactions = await insertTransactionBatch(trx, { firstIndex: 0, count: earlier, seed: 1, from, to: startOfToday });
    transactions += await insertTransactionBatch(trx, { firstIndex: earlier, count: demoTodayTransactionCount, seed: 1, from: startOfToday, to: now });

    const settlements = await seedSettlements(trx, { random, merchants, adminId, today, zone });
    const payoutPlans = [...merchants].map(([name, merchantId]) => ({ merchantId, merchantName: name, count: payoutCounts[name]?.requests ?? 6 }));
    const payoutRequests = planPayoutRequests(random, payoutPlans, adminId, now);
    const files = planFileRecords(random, payoutRequests, adminId, now);
    if (files.length > 0) await trx.insertInto('file_records').values(files).execute();
    if (payoutRequests.length > 0) await trx.insertInto('loan_requests').values(payoutRequests).execute();
    const topUpPlans = [...merchants].map(([name, merchantId]) => ({ merchantId, count: payoutCounts[name]?.topUps ?? 2 }));
    const accounts = await seedPayoutAccounts(trx, random, topUpPlans, payoutRequests, adminId, now);
    const vouchers = await seedVouchers(trx, random, services, adminId, now);
    const checkout = await seedCheckoutLogs(trx, 150);
    const sessions = (await seedCheckoutSessions(trx, random, now)) + (await seedDemoCheckoutSessions(trx, now));
    if (adminId !== null) await seedRefunds(trx, adminId, now);
    const audited = await seedAuditLog(trx, now);

    log(
      `Seeded the business demo data in ${Math.round(performance.now() - started)} ms: ${services.length} services, ${stores} stores, ` +
        `${transactions} transactions, ${settlements} settlements, ${payoutRequests.length} payout requests in ${files.length} files, ` +
        `${accounts.accounts} payout accounts with ${accounts.topUps} top-ups, ${vouchers.requests} voucher requests, ` +
        `${checkout.logs} checkout logs, ${checkout.requests} checkout requests, ${sessions} checkout sessions, ${audited} audit entries`,
    );
  });
}
