// The CSV export alone against an existing, generated database, beside the engine's own COPY of
// the same rows in the same run (the ceiling): the export's rows/s and its share of raw COPY.
//   DATABASE_URL=postgres://… npx tsx bench/export-direct.ts      (PostgreSQL: streamed COPY)
//   DATA_DIR=./data/pglite npx tsx bench/export-direct.ts         (PGlite: keyset pages)
// BENCH_EXPORT_RUNS (default 2): the best run of each is printed beside every run.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { loadConfig } from '../server/src/config';
import { runExportJob } from '../server/src/csv-jobs/run-export-job';
import { openDatabase } from '../server/src/db/database';
import { pgliteExtensions } from '../server/src/db/pglite-database';
import { newRecordId } from '../server/src/db/record-id';
import { sampleMemory } from './memory-sampler';

const exportColumns =
  'id, transaction_id, order_id, msisdn, country, operator, product_name, service_name, transaction_date, amount, currency, merchant_share_value, walee_share_value, net_amount, status';
const runs = Number(process.env.BENCH_EXPORT_RUNS ?? 2);
const config = loadConfig();
const rate = (rows: number, ms: number) => Math.round(rows / (ms / 1000));
const figure = (value: number) => value.toLocaleString('en');

async function exportOnce(exportDir: string): Promise<{ rows: number; ms: number; bytes: number; peakMiB: number }> {
  const database = await openDatabase(config);
  try {
    const admin = await database.db.selectFrom('users').select('id').where('user_name', '=', 'admin').executeTakeFirstOrThrow();
    const id = newRecordId();
    await database.db
      .insertInto('csv_jobs')
      .values({ id, created_by: admin.id, module: 'transactions', query: JSON.stringify({}), status: 'inprogress' })
      .execute();
    const memory = sampleMemory(process.pid);
    const started = performance.now();
    const outcome = await runExportJob(database.db, id, {
      exportDir,
      timeZone: config.businessTimeZone,
      ...(database.copyOut === undefined ? {} : { copyOut: database.copyOut }),
    });
    const ms = performance.now() - started;
    const { peakMiB } = memory.stop();
    if (outcome !== 'completed') throw new Error(`export ended ${outcome}`);
    const job = await database.db.selectFrom('csv_jobs').select(['completed_records', 'file_path']).where('id', '=', id).executeTakeFirstOrThrow();
    const bytes = (await stat(job.file_path ?? '')).size;
    await database.db.deleteFrom('csv_jobs').where('id', '=', id).execute();
    return { rows: job.completed_records, ms, bytes, peakMiB };
  } finally {
    await database.close();
  }
}

async function rawCopyMs(): Promise<number> {
  const statement = `copy (select ${exportColumns} from transactions order by transaction_date, id) to stdout with csv header`;
  if (config.databaseUrl !== undefined) {
    const started = performance.now();
    execFileSync('psql', [
      config.databaseUrl,
      '-q',
      '-c',
      `\\copy (select ${exportColumns} from transactions order by transaction_date, id) to '/dev/null' with csv header`,
    ]);
    return performance.now() - started;
  }
  // PGlite's COPY writes to a blob in memory: the fastest it can hand rows out at all.
  const pglite = await PGlite.create(config.dataDir, { extensions: pgliteExtensions });
  try {
    const started = performance.now();
    await pglite.query(statement.replace('to stdout', "to '/dev/blob'"));
    return performance.now() - started;
  } finally {
    await pglite.close();
  }
}

async function main() {
  const engine = config.databaseUrl === undefined ? `PGlite ${config.dataDir}` : 'PostgreSQL';
  const exportDir = await mkdtemp(join(tmpdir(), 'pgw-export-bench-'));
  try {
    const database = await openDatabase(config);
    const count = Number((await sql<{ n: string }>`select count(*) as n from transactions`.execute(database.db)).rows[0]?.n ?? 0);
    await database.close();
    console.log(`node ${process.version}, ${engine}, ${figure(count)} transactions, ${runs} run(s) each`);
    let bestExport = Number.POSITIVE_INFINITY;
    let bestCopy = Number.POSITIVE_INFINITY;
    for (let run = 1; run <= runs; run += 1) {
      const done = await exportOnce(exportDir);
      bestExport = Math.min(bestExport, done.ms);
      console.log(
        `  export run ${run}: ${figure(done.rows)} rows, ${(done.bytes / 1e6).toFixed(0)} MB in ${(done.ms / 1000).toFixed(2)} s = ${figure(rate(done.rows, done.ms))} rows/s; bench process RSS peak ${done.peakMiB} MiB`,
      );
      const copyMs = await rawCopyMs();
      bestCopy = Math.min(bestCopy, copyMs);
      console.log(`  raw COPY run ${run} (ordered, csv, to nowhere): ${(copyMs / 1000).toFixed(2)} s = ${figure(rate(count, copyMs))} rows/s`);
    }
    console.log(
      `  best: export ${figure(rate(count, bestExport))} rows/s, raw COPY ${figure(rate(count, bestCopy))} rows/s, export = ${((bestCopy / bestExport) * 100).toFixed(0)}% of raw COPY`,
    );
  } finally {
    await rm(exportDir, { recursive: true, force: true });
  }
}

await main();
