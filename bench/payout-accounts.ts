// Payout accounts under load (docs/decisions/0024-payout-accounts.md): 8 clients creating top-ups on
// one account (every create queues on the merchant's row lock), on every account, and reading the
// accounts grid, on PGlite and, when reachable, PostgreSQL. Afterwards every account's balance is
// checked against the sum of its ledger entries. The server runs in its own process; prints figures.
//   npm run bench:payout-accounts
//   BENCH_ENGINES=pglite BENCH_SECONDS=5 npm run bench:payout-accounts
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { pgliteExtensions } from '../server/src/db/pglite-database';
import { addAccountTransaction, listPayoutAccounts, pagePayoutAccounts, type PayoutAccountDto } from '../src/contract/payout-accounts.contract';
import { benchClient, signInAt } from './bench-client';
import { load, type LatencySummary } from './latency';
import { startServer } from '../server/src/dev/server-process';

const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const adminUrl = process.env.BENCH_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

// 10,000 PKR less 2 + 1 + 16 + 0.5 % = 8,050.00 billed (spec 3 §5).
const topUp = (merchantId: string) => ({
  userTypeId: merchantId,
  paymentMethod: 'IBFT',
  currency: 'PKR',
  totalAmount: 10000,
  exchangeRate: null,
  waleeCommission: 2,
  sbpCharges: 1,
  serviceSalesTax: 16,
  withHoldingCharges: 0.5,
  totalBilledAmount: 8050,
});

const mismatchQuery = `select count(*)::int as n from payout_accounts a
  where a.available_balance <> coalesce((select sum(amount) from payout_ledger_entries e where e.account_id = a.id), 0)`;

function line(label: string, summary: LatencySummary): string {
  return `  ${label.padEnd(52)} p50 ${String(summary.p50).padStart(6)} ms  p95 ${String(summary.p95).padStart(6)} ms  (${summary.requests} requests, ${summary.perSecond}/s)`;
}

async function measure(origin: string): Promise<void> {
  const admin = benchClient(origin, await signInAt(origin, 'admin', 'admin12345'));
  const accounts = await admin<PayoutAccountDto[]>(listPayoutAccounts);
  const [first] = accounts;
  if (first === undefined) throw new Error('no payout accounts in the demo data');
  const create = (merchantId: string) => admin(addAccountTransaction, { body: topUp(merchantId) });
  console.log(line('create top-up, one account (8 clients queue)', await load(8, seconds * 1000, () => create(first.userTypeId).then(() => undefined))));
  console.log(
    line(
      `create top-up, ${accounts.length} accounts round robin`,
      await load(8, seconds * 1000, (i) => create(accounts[i % accounts.length]?.userTypeId ?? first.userTypeId).then(() => undefined)),
    ),
  );
  console.log(
    line(
      'accounts grid, 25 a page',
      await load(8, seconds * 1000, () => admin(pagePayoutAccounts, { query: { page: '1', limit: '25' } }).then(() => undefined)),
    ),
  );
}

async function benchEngine(engine: string, env: Record<string, string>, mismatches: () => Promise<number>) {
  console.log(`\n== ${engine}`);
  const server = await startServer(env); // migrates and seeds the demo data
  try {
    await measure(server.origin);
  } finally {
    await server.stop();
  }
  console.log(`  accounts whose balance differs from the sum of their ledger entries: ${await mismatches()}`);
}

async function main() {
  console.log(`node ${process.version}, engines: ${engines.join(', ')}, ${seconds} s per step, 8 clients`);
  if (engines.includes('pglite')) {
    const dataDir = await mkdtemp(join(tmpdir(), 'pgw-bench-payout-'));
    try {
      await benchEngine('pglite', { DATA_DIR: dataDir }, async () => {
        const db = await PGlite.create(dataDir, { extensions: pgliteExtensions });
        const result = await db.query<{ n: number }>(mismatchQuery);
        await db.close();
        return result.rows[0]?.n ?? -1;
      });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  if (engines.includes('postgres')) {
    const name = `pgw_bench_payout_${process.pid}`;
    const adminClient = new pg.Client({ connectionString: adminUrl });
    try {
      await adminClient.connect();
    } catch {
      console.log(`\n== postgres: not reachable at ${adminUrl}, skipped`);
      return;
    }
    await adminClient.query(`create database ${name}`);
    try {
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      await benchEngine('postgres', { DATABASE_URL: url.toString() }, async () => {
        const client = new pg.Client({ connectionString: url.toString() });
        await client.connect();
        const result = await client.query<{ n: number }>(mismatchQuery);
        await client.end();
        return result.rows[0]?.n ?? -1;
      });
    } finally {
      await adminClient.query(`drop database if exists ${name} with (force)`);
      await adminClient.end();
    }
  }
}

await main();
