// Benchmarks of spec 1's hot paths at scale (issue 3 "Speed"): the transaction report under 8
// concurrent clients, every dashboard call, and the CSV export of every row beside the database's
// own COPY as the ceiling. The server runs in its own process (as in production), so the clients'
// work is not counted as the server's and its memory is measured alone. Runs on PGlite and, when
// reachable, on PostgreSQL; prints figures.
//   npm run bench                      (1,000,000 rows on both engines)
//   BENCH_ROWS=200000 BENCH_ENGINES=pglite npm run bench
//   BENCH_SUITES=analytics npm run bench   (only some of report, dashboard, analytics, export)
//   BENCH_DATABASE_URL=postgres://…/pgw_10m npm run bench   (an existing, generated PostgreSQL
//   database as it is: nothing is generated or dropped; e.g. 10M rows made once with `npm run generate`)
//   BENCH_DATA_DIR=/tmp/pgw_1m npm run bench   (an existing PGlite folder, the same way)
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { pgliteExtensions } from '../server/src/db/pglite-database';
import { runAnalyticsBench } from './analytics-bench';
import { runExportBench } from './export-bench';
import { runDashboardBench, runReportBench } from './query-benches';
import { runTs, runToEnd, startServer } from '../server/src/dev/server-process';

const rows = Number(process.env.BENCH_ROWS ?? 1_000_000);
const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
const suites = (process.env.BENCH_SUITES ?? 'report,dashboard,analytics,export').split(',');
const adminUrl = process.env.BENCH_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const log = (message: string) => console.log(`  ${message}`);

const exportColumns =
  'id, transaction_id, order_id, msisdn, country, operator, product_name, service_name, transaction_date, amount, currency, merchant_share_value, walee_share_value, net_amount, status';

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

async function withBenchDatabase<T>(run: (databaseUrl: string) => Promise<T>): Promise<T> {
  const name = `pgw_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return await run(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** psql's own COPY of every row to nowhere: the ceiling an export is measured against. */
function psqlCopyMs(databaseUrl: string): number {
  const copyStarted = performance.now();
  execFileSync('psql', [databaseUrl, '-q', '-c', `\\copy (select ${exportColumns} from transactions) to '/dev/null' with csv header`]);
  return performance.now() - copyStarted;
}

/**
 * A database that has settled, as autovacuum leaves one in service: the visibility map set (so
 * index-only scans read no table pages) and fresh statistics. Right after a bulk load neither is.
 */
async function settle(env: Record<string, string>): Promise<void> {
  if (env.DATABASE_URL !== undefined) {
    execFileSync('psql', [env.DATABASE_URL, '-q', '-c', 'vacuum analyze']);
    return;
  }
  const pglite = await PGlite.create(env.DATA_DIR ?? '', { extensions: pgliteExtensions });
  await pglite.exec('vacuum analyze');
  await pglite.close();
}

async function benchEngine(engine: string, env: Record<string, string>, rawCopy: () => Promise<number>, generate = true) {
  console.log(`\n== ${engine}: ${generate ? rows.toLocaleString('en') : 'the existing'} transactions`);
  if (generate) {
    // The demo seed brings 20,000; the generator adds the rest (it migrates and seeds first).
    const started = performance.now();
    await runToEnd(runTs('server/src/seed/generate-transactions.ts', ['--count', String(Math.max(1, rows - 20_000)), '--seed', '7'], env));
    log(`database prepared (migrate, seed, generate) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const vacuumStarted = performance.now();
    await settle(env);
    log(`vacuum analyze in ${((performance.now() - vacuumStarted) / 1000).toFixed(1)} s`);
  }
  const server = await startServer(env);
  let exportRate = 0;
  let exportedRows = rows;
  try {
    if (suites.includes('report')) await runReportBench(server.origin, log);
    if (suites.includes('dashboard')) await runDashboardBench(server.origin, log);
    if (suites.includes('analytics')) await runAnalyticsBench(server.origin, log);
    if (suites.includes('export')) ({ rate: exportRate, rows: exportedRows } = await runExportBench(server.origin, server.pid, log));
  } finally {
    await server.stop();
  }
  if (!suites.includes('export')) return;
  const copyMs = await rawCopy();
  const copyRate = Math.round(exportedRows / (copyMs / 1000));
  log(`database COPY ... TO STDOUT of all rows (ceiling): ${copyMs.toFixed(0)} ms, ${copyRate.toLocaleString('en')} rows/s`);
  log(`CSV export of every row = ${((exportRate / copyRate) * 100).toFixed(0)}% of the raw COPY rate`);
}

/** PGlite's COPY writes to a blob in memory: the fastest it can hand rows out at all. */
async function pgliteCopyMs(dataDir: string): Promise<number> {
  const pglite = await PGlite.create(dataDir, { extensions: pgliteExtensions });
  const copyStarted = performance.now();
  await pglite.query(`copy (select ${exportColumns} from transactions) to '/dev/blob' with csv header`);
  const elapsed = performance.now() - copyStarted;
  await pglite.close();
  return elapsed;
}

async function main() {
  const existing = process.env.BENCH_DATABASE_URL;
  if (existing !== undefined) {
    console.log(`node ${process.version}, the database at BENCH_DATABASE_URL as it is`);
    await benchEngine('postgres', { DATABASE_URL: existing }, async () => psqlCopyMs(existing), false);
    return;
  }
  const existingFolder = process.env.BENCH_DATA_DIR;
  if (existingFolder !== undefined) {
    console.log(`node ${process.version}, the PGlite folder at BENCH_DATA_DIR as it is`);
    await benchEngine('pglite', { DATA_DIR: existingFolder }, async () => pgliteCopyMs(existingFolder), false);
    return;
  }
  console.log(`node ${process.version}, ${rows.toLocaleString('en')} rows, engines: ${engines.join(', ')}`);
  if (engines.includes('pglite')) {
    const dataDir = await mkdtemp(join(tmpdir(), 'pgw-bench-'));
    try {
      await benchEngine('pglite', { DATA_DIR: dataDir }, async () => pgliteCopyMs(dataDir));
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  if (engines.includes('postgres')) {
    if (!(await postgresReachable())) {
      console.log(`\n== postgres: not reachable at ${adminUrl}, skipped`);
      return;
    }
    await withBenchDatabase((databaseUrl) => benchEngine('postgres', { DATABASE_URL: databaseUrl }, async () => psqlCopyMs(databaseUrl)));
  }
}

await main();
