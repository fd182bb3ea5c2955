// Administration grids at scale (issue "Administration end to end"): the merchants, users and
// services grids with 10,000 merchants, 100,000 users and 10,000 services, 8 concurrent clients,
// on PGlite and, when reachable, PostgreSQL. The server runs in its own process; prints figures.
//   npm run bench:admin
//   BENCH_ENGINES=pglite BENCH_SECONDS=5 npm run bench:admin
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { pgliteExtensions } from '../server/src/db/pglite-database';
import { pageMerchants } from '../src/contract/lookups.contract';
import { pageServices } from '../src/contract/services.contract';
import { pageUsers } from '../src/contract/users.contract';
import type { CallDefinition } from '../src/contract/call-definition';
import { benchClient, signInAt } from './bench-client';
import { load, type LatencySummary } from './latency';
import { startServer } from '../server/src/dev/server-process';

const merchants = 10_000;
const users = 100_000;
const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const adminUrl = process.env.BENCH_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Bulk rows in SQL, after the server has migrated and seeded the database. */
const bulkRows = [
  // Keys shaped as sealed values: the server seals plain-text keys at start (merchants.module.ts), which for
  // 10,000 merchants on a loaded machine outlasts the start-up hook's time limit; the grids never open them.
  `insert into merchants (id, name, country, currency, sid, public_key, private_key, token, created_at)
   select 'bench-m-' || g, 'Bench Merchant ' || lpad(g::text, 5, '0'), 'Pakistan', 'PKR', 'bench-sid-' || g, 'pk', 'enc:v1:bench', 'enc:v1:bench', now() - g * interval '1 minute'
   from generate_series(1, ${merchants}) g`,
  `insert into users (id, name, user_name, email, password_hash, user_type, user_type_id, created_at)
   select 'bench-u-' || g, 'Bench User ' || g, 'bench.user.' || g, 'user' || g || '@bench.example', 'not-a-hash', 'Merchant',
          'bench-m-' || (1 + g % ${merchants}), now() - g * interval '1 second'
   from generate_series(1, ${users}) g`,
  `insert into services (id, service_id, merchant_id, country, service_name, currency, merchant_share, walee_share, service_type, created_at)
   select 'bench-s-' || g, 'B' || g, 'bench-m-' || g, 'Pakistan', 'bench-service-' || g, 'PKR', 90, 10, 'Others', now() - g * interval '1 minute'
   from generate_series(1, ${merchants}) g`,
  'analyze',
];

function line(label: string, summary: LatencySummary): string {
  return `  ${label.padEnd(52)} p50 ${String(summary.p50).padStart(6)} ms  p95 ${String(summary.p95).padStart(6)} ms  (${summary.requests} requests, ${summary.perSecond}/s)`;
}

async function measure(origin: string): Promise<void> {
  const admin = benchClient(origin, await signInAt(origin, 'admin', 'admin12345'));
  const grids: Array<[string, CallDefinition, number]> = [
    ['merchants grid, 25 a page, pages 1-40', pageMerchants, 25],
    ['merchants grid, 500 a page, pages 1-20', pageMerchants, 500],
    ['users grid, 25 a page, pages 1-40', pageUsers, 25],
    ['users grid, 100 a page, deep pages 900-939', pageUsers, 100],
    ['services grid, 25 a page, pages 1-40', pageServices, 25],
  ];
  for (const [label, call, limit] of grids) {
    const deep = label.includes('deep') ? 900 : 0;
    const pages = limit === 500 ? 20 : 40;
    const summary = await load(8, seconds * 1000, async (i) => {
      await admin(call, { query: { page: String(deep + 1 + (i % pages)), limit: String(limit) } });
    });
    console.log(line(label, summary));
  }
}

async function benchEngine(engine: string, env: Record<string, string>, insert: (statements: string[]) => Promise<void>) {
  console.log(`\n== ${engine}: ${merchants.toLocaleString('en')} merchants, ${users.toLocaleString('en')} users, ${merchants.toLocaleString('en')} services`);
  const first = await startServer(env); // migrates and seeds the demo data
  await first.stop();
  const started = performance.now();
  await insert(bulkRows);
  console.log(`  bulk rows written in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const server = await startServer(env);
  try {
    await measure(server.origin);
  } finally {
    await server.stop();
  }
}

async function main() {
  console.log(`node ${process.version}, engines: ${engines.join(', ')}, ${seconds} s per step, 8 clients`);
  if (engines.includes('pglite')) {
    const dataDir = await mkdtemp(join(tmpdir(), 'pgw-bench-admin-'));
    try {
      await benchEngine('pglite', { DATA_DIR: dataDir }, async (statements) => {
        const db = await PGlite.create(dataDir, { extensions: pgliteExtensions });
        for (const statement of statements) await db.exec(statement);
        await db.close();
      });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  if (engines.includes('postgres')) {
    const name = `pgw_bench_admin_${process.pid}`;
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
      await benchEngine('postgres', { DATABASE_URL: url.toString() }, async (statements) => {
        const client = new pg.Client({ connectionString: url.toString() });
        await client.connect();
        for (const statement of statements) await client.query(statement);
        await client.end();
      });
    } finally {
      await adminClient.query(`drop database if exists ${name} with (force)`);
      await adminClient.end();
    }
  }
}

await main();
