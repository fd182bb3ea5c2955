// Voucher transactions search (spec 3 §7) at scale: 1,000,000 voucher transactions, 8 concurrent
// clients (BENCH_CLIENTS), a page plus its filtered count per call. Runs on PGlite and, when reachable, on
// PostgreSQL in a throw-away database; prints figures.
//   npx tsx bench/voucher-bench.ts
//   BENCH_ROWS=200000 BENCH_ENGINES=pglite npx tsx bench/voucher-bench.ts
//   BENCH_DATABASE_URL=postgres://…/pgw_v npx tsx bench/voucher-bench.ts   (a kept database: filled
//     on the first run, measured as it is on the next; BENCH_MIXES=contains picks mixes by label;
//     BENCH_CLIENTS=1 measures one call at a time, the default being 8)
//   BENCH_DATA_DIR=/tmp/pgw_v npx tsx bench/voucher-bench.ts   (a kept PGlite folder, the same way)
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { DateTime } from 'luxon';
import pg from 'pg';
import { pgliteExtensions } from '../server/src/db/pglite-database';
import { searchVoucherTransactions } from '../src/contract/vouchers.contract';
import { loadClient, signInAt } from './bench-client';
import { load, type LatencySummary } from './latency';
import { runTs, runToEnd, startServer } from '../server/src/dev/server-process';

const rows = Number(process.env.BENCH_ROWS ?? 1_000_000);
const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
const adminUrl = process.env.BENCH_ADMIN_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const clients = Number(process.env.BENCH_CLIENTS ?? 8);
const keptUrl = process.env.BENCH_DATABASE_URL;
const keptDataDir = process.env.BENCH_DATA_DIR;
const mixFilter = process.env.BENCH_MIXES;
const log = (message: string) => console.log(`  ${message}`);
const batch = 100_000;

/** One batch of synthetic voucher transactions over the demo's Voucher services, spread over a year. */
const insertBatch = (from: number, to: number) => `
  with s as (select id, merchant_id, (row_number() over (order by id)) - 1 as k, count(*) over () as n from services where service_type = 'Voucher')
  insert into voucher_transactions (id, payment_transaction_id, payment_order_id, source, merchant_id, service_id, users, product_name,
    product_code, amount, currency, status, carrier_share_value, merchant_share_value, walee_share_value, created_at)
  select 'bv' || g, 'VB' || lpad(g::text, 12, '0'), 'BO-' || lpad(g::text, 10, '0'),
    case when g % 2 = 0 then 'Unipin' else 'Gamepoint' end, s.merchant_id, s.id,
    jsonb_build_array(jsonb_build_object('userName', 'buyer' || (g % 5000), 'userMsisdn', '03' || lpad((g::bigint * 7919 % 1000000000)::text, 9, '0'), 'email', 'b' || (g % 5000) || '@mail.example')),
    (array['PUBG Mobile 60 UC', 'Free Fire 100 Diamonds', 'Genshin Impact 60 Genesis Crystals', 'Call of Duty Mobile 80 CP'])[1 + g % 4],
    (array['UPN-PUBGM-60', 'UPN-FF-100', 'GP-GI-60', 'GP-CODM-80'])[1 + g % 4],
    280 + (g % 1000), 'PKR',
    case when g % 10 = 0 then 'FAILED' when g % 33 = 0 then 'PENDING' else 'SUCCESS' end,
    4.62, 0.59, 2.35, now() - (g % 525600) * interval '1 minute'
  from generate_series(${from}, ${to}) as g join s on s.k = g % s.n`;

async function fill(query: (sql: string) => Promise<unknown>): Promise<void> {
  const started = performance.now();
  for (let from = 1; from <= rows; from += batch) await query(insertBatch(from, Math.min(rows, from + batch - 1)));
  // Settled as autovacuum leaves a table in service: visibility map set, fresh statistics.
  await query('vacuum analyze voucher_transactions');
  log(`${rows.toLocaleString('en')} voucher transactions inserted in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

const zone = 'Asia/Karachi';
const isoDaysAgo = (days: number) => DateTime.now().setZone(zone).minus({ days }).toISODate() ?? '';
type Body = Record<string, unknown>;
const mixes: Array<{ label: string; body: (i: number) => Body }> = [
  { label: 'last 30 days, pages 1-50, newest first', body: (i) => ({ dateFrom: isoDaysAgo(29), dateTo: isoDaysAgo(0), page: 1 + (i % 50) }) },
  {
    label: 'whole year, sorted by amount, pages 1-20',
    body: (i) => ({ dateFrom: isoDaysAgo(364), dateTo: isoDaysAgo(0), page: 1 + (i % 20), sortObj: { field: 'amount', sortBy: 'desc' } }),
  },
  {
    label: 'last 30 days, status equals FAILED',
    body: (i) => ({
      dateFrom: isoDaysAgo(29),
      dateTo: isoDaysAgo(0),
      page: 1 + (i % 10),
      searchObj: [{ field: 'status', operator: 'equals', value: 'failed' }],
    }),
  },
  {
    label: 'last 7 days, order id contains a text',
    body: (i) => ({
      dateFrom: isoDaysAgo(6),
      dateTo: isoDaysAgo(0),
      page: 1,
      searchObj: [{ field: 'orderId', operator: 'contains', value: String(10 + (i % 90)) }],
    }),
  },
  {
    label: 'whole year, transaction id equals',
    body: (i) => ({
      dateFrom: isoDaysAgo(364),
      dateTo: isoDaysAgo(0),
      searchObj: [{ field: 'transactionId', operator: 'equals', value: `vb${String(1 + ((i * 7919) % rows)).padStart(12, '0')}` }],
    }),
  },
  {
    label: 'last 30 days, msisdn contains',
    body: (i) => ({ dateFrom: isoDaysAgo(29), dateTo: isoDaysAgo(0), searchObj: [{ field: 'msisdn', operator: 'contains', value: String(100 + (i % 900)) }] }),
  },
];

function line(label: string, summary: LatencySummary): string {
  return `${label.padEnd(62)} p50 ${String(summary.p50).padStart(6)} ms  p95 ${String(summary.p95).padStart(6)} ms  (${summary.requests} requests, ${summary.perSecond}/s)`;
}

async function benchServer(env: Record<string, string>): Promise<void> {
  const server = await startServer(env);
  try {
    for (const [who, userName, password] of [
      ['platform admin', 'admin', 'admin12345'],
      ['merchant (own rows)', 'merchant', 'merchant123'],
    ] as const) {
      const call = loadClient(server.origin, await signInAt(server.origin, userName, password));
      for (const mix of mixes.filter((each) => mixFilter === undefined || each.label.includes(mixFilter))) {
        const summary = await load(clients, seconds * 1000, async (i) => {
          await call(searchVoucherTransactions, { body: mix.body(i) });
        });
        log(line(`voucher search, ${who}: ${mix.label}`, summary));
      }
    }
  } finally {
    await server.stop();
  }
}

async function prepare(env: Record<string, string>): Promise<void> {
  // The generator migrates and seeds the demo data first; one transaction is all it needs to add.
  await runToEnd(runTs('server/src/seed/generate-transactions.ts', ['--count', '1', '--seed', '7'], env));
}

/** A kept PostgreSQL database: migrated, seeded and filled once, then measured as it stands. */
async function benchKept(url: string): Promise<void> {
  console.log(`\n== postgres, kept database ${new URL(url).pathname.slice(1)}`);
  const env = { DATABASE_URL: url };
  await prepare(env);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: counted } = await client.query<{ n: string }>('select count(*) as n from voucher_transactions');
    if (Number(counted[0]?.n ?? 0) < rows) await fill((sql) => client.query(sql));
  } finally {
    await client.end();
  }
  await benchServer(env);
}

/** A PGlite folder, prepared and filled unless it already holds the rows, then measured. */
async function benchPglite(dataDir: string): Promise<void> {
  await prepare({ DATA_DIR: dataDir });
  const pglite = await PGlite.create(dataDir, { extensions: pgliteExtensions });
  try {
    const counted = await pglite.query<{ n: string }>('select count(*)::text as n from voucher_transactions');
    if (Number(counted.rows[0]?.n ?? 0) < rows) await fill((sql) => pglite.exec(sql));
  } finally {
    await pglite.close();
  }
  await benchServer({ DATA_DIR: dataDir });
}

async function main() {
  console.log(
    `node ${process.version}, ${rows.toLocaleString('en')} voucher transactions, ${clients} client(s), ${seconds} s per mix, engines: ${engines.join(', ')}`,
  );
  if (keptUrl !== undefined) return benchKept(keptUrl);
  if (keptDataDir !== undefined) {
    console.log(`\n== pglite, kept folder ${keptDataDir}`);
    return benchPglite(keptDataDir);
  }
  if (engines.includes('pglite')) {
    console.log('\n== pglite');
    const dataDir = await mkdtemp(join(tmpdir(), 'pgw-voucher-bench-'));
    try {
      await benchPglite(dataDir);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  if (engines.includes('postgres')) {
    const admin = new pg.Client({ connectionString: adminUrl });
    try {
      await admin.connect();
    } catch {
      console.log(`\n== postgres: not reachable at ${adminUrl}, skipped`);
      return;
    }
    console.log('\n== postgres');
    const name = `pgw_voucher_bench_${process.pid}`;
    await admin.query(`create database ${name}`);
    try {
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const env = { DATABASE_URL: url.toString() };
      await prepare(env);
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      await fill((sql) => client.query(sql));
      await client.end();
      await benchServer(env);
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }
}

await main();
