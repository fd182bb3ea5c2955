// Payout requests at scale (docs/decisions/0025-payouts.md): the list call at a million requests under 8
// concurrent clients (p50/p95), and approvals per second against ONE merchant account with 8 clients
// (every approval locks that account's row, so this is the contended case). Runs on PGlite (in memory)
// and, when reachable, on PostgreSQL; prints figures.
//   npx tsx bench/payouts-bench.ts
//   BENCH_PAYOUT_ROWS=200000 BENCH_ENGINES=pglite npx tsx bench/payouts-bench.ts
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { openIsolatedDatabase } from '../server/src/db/isolated-database';
import { seedCoreData } from '../server/src/seed/core-seed';
import { load } from './latency';

const rows = Number(process.env.BENCH_PAYOUT_ROWS ?? 1_000_000);
const approvals = Number(process.env.BENCH_PAYOUT_APPROVALS ?? 800);
const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
const adminUrl = process.env.BENCH_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const log = (message: string) => console.log(`  ${message}`);

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function bench(engine: string, databaseUrl: string | undefined): Promise<void> {
  console.log(`\n== ${engine}: ${rows.toLocaleString('en')} payout requests`);
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    PORTAL_DIST: '/nonexistent-portal',
    SIGN_IN_RATE_LIMIT: '100000',
    SEED_DEMO: 'false',
    PAYOUT_WORKER_POLL_MS: '600000',
  });
  const built = await buildApp({ config, database: await openIsolatedDatabase(databaseUrl) });
  try {
    await seedCoreData(built.db, () => undefined);
    const merchants = await built.db.selectFrom('merchants').select('id').orderBy('id').execute();
    const ids = merchants.map((merchant) => `'${merchant.id}'`).join(',');
    const started = performance.now();
    // A million requests over a year, spread over the merchants, statuses and banks like the demo data.
    await sql
      .raw(
        `insert into loan_requests (id, loan_id, merchant_id, merchant_order_id, amount, status, payout_type, bank_name, bank_no, cert_name, cert_id, msisdn, description, created_at, updated_at)
         select 'b' || g, 'LB' || lpad(g::text, 8, '0'), (array[${ids}])[1 + g % ${merchants.length}], 'BO-' || g, (100 + g % 5000)::numeric(18,2),
                (array['Approved','Approved','Approved','Rejected','Pending'])[1 + g % 5], 'WALLET', (array['Easypaisa','Jazzcash'])[1 + g % 2],
                '03' || lpad((g % 1000000000)::text, 9, '0'), (array['Ali Raza','Ayesha Khan','Bilal Ahmed','Sana Tariq'])[1 + g % 4], '35202-' || g,
                '03' || lpad((g % 1000000000)::text, 9, '0'), 'Bench', now() - (g % 525600) * interval '1 minute', now()
         from generate_series(1, ${rows}) g`,
      )
      .execute(built.db);
    await sql`analyze loan_requests`.execute(built.db);
    log(`${rows.toLocaleString('en')} requests inserted in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    await built.app.listen({ port: 0, host: '127.0.0.1' });
    const address = built.app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no address');
    const origin = `http://127.0.0.1:${address.port}`;
    const signIn = async (userName: string, password: string) =>
      (await (
        await fetch(`${origin}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ userName, password }),
        })
      ).json()) as string;
    const admin = await signIn('admin', 'admin12345');
    const merchant = await signIn('merchant', 'merchant123');
    const post = async (token: string, path: string, body: unknown, method = 'POST') => {
      const response = await fetch(`${origin}${path}`, {
        method,
        headers: { 'content-type': 'application/json', 'x-auth-token': token },
        body: JSON.stringify(body),
      });
      await response.arrayBuffer();
      return response.status;
    };
    const queries = [
      {},
      { status: 'Pending' },
      { page: 40 },
      { sorting: true, sortObj: { field: 'amount', sortBy: 'desc' } },
      { query: 'LB00500000' },
      { from: '2026-01-01', to: '2026-03-31', status: 'Approved' },
    ];
    const staff = await load(8, 8000, async (index) => {
      if ((await post(admin, '/api/loan-requests/get', queries[index % queries.length])) !== 200) throw new Error('list failed');
    });
    log(`list, platform staff, 8 clients: p50 ${staff.p50} ms, p95 ${staff.p95} ms, ${staff.perSecond}/s (${staff.requests} calls)`);
    const own = await load(8, 8000, async (index) => {
      if ((await post(merchant, '/api/loan-requests/get', queries[index % queries.length])) !== 200) throw new Error('list failed');
    });
    log(`list, one merchant, 8 clients: p50 ${own.p50} ms, p95 ${own.p95} ms, ${own.perSecond}/s (${own.requests} calls)`);

    // Approvals against one account: enough balance for all of them.
    const target = merchants[0]?.id ?? '';
    await built.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('payout_accounts')
        .values({ merchant_id: target })
        .onConflict((c) => c.column('merchant_id').doNothing())
        .execute();
      const account = await trx.selectFrom('payout_accounts').select('id').where('merchant_id', '=', target).executeTakeFirstOrThrow();
      await trx.updateTable('payout_accounts').set({ available_balance: '100000000.00' }).where('id', '=', account.id).execute();
      await trx
        .insertInto('payout_ledger_entries')
        .values({
          account_id: account.id,
          merchant_id: target,
          kind: 'top-up',
          amount: '100000000.00',
          balance_after: '100000000.00',
          reference_type: 'bench',
          description: 'Bench top-up',
        })
        .execute();
    });
    await sql
      .raw(
        `insert into loan_requests (id, loan_id, merchant_id, merchant_order_id, amount, status, payout_type, bank_name, bank_no, cert_name, cert_id, msisdn, description)
         select 'ap' || g, 'LA' || lpad(g::text, 8, '0'), '${target}', 'AO-' || g, 10, 'Pending', 'WALLET', 'Easypaisa', '03001234567', 'Hira Shah', '1', '03001234567', 'Bench'
         from generate_series(1, ${approvals}) g`,
      )
      .execute(built.db);
    let next = 0;
    const approveStarted = performance.now();
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < approvals) {
          next += 1;
          const status = await post(admin, '/api/loan-requests/change-status', { id: `ap${next}`, status: 'Approved', amount: 10 }, 'PUT');
          if (status !== 200) throw new Error(`approval answered ${status}`);
        }
      }),
    );
    const seconds = (performance.now() - approveStarted) / 1000;
    const balance = await built.db.selectFrom('payout_accounts').select('available_balance').where('merchant_id', '=', target).executeTakeFirstOrThrow();
    log(
      `approvals on one account, 8 clients: ${Math.round(approvals / seconds)}/s (${approvals} in ${seconds.toFixed(1)} s); balance after ${balance.available_balance}`,
    );
  } finally {
    await built.close();
  }
}

if (engines.includes('pglite')) await bench('PGlite', undefined);
if (engines.includes('postgres')) {
  if (await postgresReachable()) await bench('PostgreSQL', adminUrl);
  else console.log('\n== PostgreSQL: not reachable, skipped');
}
