import { pathToFileURL } from 'node:url';
import { sql, type Kysely } from 'kysely';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import type { DatabaseSchema } from '../db/database-schema';
import { migrateToLatest } from '../db/migrate';
import { seedDemoData } from './demo-seed';
import { generatorUsage, parseGeneratorArguments } from './generator-arguments';
import { insertTransactionBatch } from './transaction-generation';

export interface GenerationProgress {
  inserted: number;
  total: number;
  elapsedMs: number;
  rowsPerSecond: number;
}

export interface GenerationOptions {
  /** Only this merchant's services (by name, case-insensitive). */
  merchantName?: string;
  /** Spread over the last `days` days up to now; 365 by default. */
  days?: number;
  /** Rows per INSERT statement; 100,000 by default. */
  chunkSize?: number;
  seed?: number;
  /**
   * Chunks inserted at once with the trigger roll-up; more than 1 only helps on PostgreSQL (PGlite
   * is one connection). Roll-up upserts run in key order, so concurrent chunks cannot deadlock.
   */
  concurrency?: number;
}

const rate = (rows: number, ms: number) => Math.round(rows / Math.max(ms / 1000, 0.001));

/** The instant `fraction` (0 to 1) of the way from `from` to `to`, to the millisecond. */
const sliceEdge = (from: Date, to: Date, fraction: number) => new Date(from.getTime() + Math.round((to.getTime() - from.getTime()) * fraction));

async function merchantIdsFor(db: Kysely<DatabaseSchema>, merchantName: string | undefined): Promise<string[] | undefined> {
  if (merchantName === undefined) return undefined;
  const rows = await db.selectFrom('merchants').select('id').where(sql<boolean>`lower(name) = lower(${merchantName})`).execute();
  if (rows.length === 0) throw new Error(`No merchant named "${merchantName}"`);
  return rows.map((row) => row.id);
}

/**
 * Generates `count` transactions over the seeded merchants' collecting services, spread over the
 * last year, in chunks of INSERT ... SELECT generate_series (docs/spec/decisions.md §7: data for
 * benchmarks). The roll-up trigger keeps the dashboard exact as each chunk commits. Disabling it
 * and rebuilding at the end was measured too (1M rows: PGlite 48.0 s against 48.6 s, PostgreSQL
 * 28.1 s in one transaction against 15.8 s with two chunks at a time) and gained nothing worth an
 * exclusive lock on transactions. Answers the final progress.
 */
export async function generateTransactions(
  db: Kysely<DatabaseSchema>,
  count: number,
  onProgress: (progress: GenerationProgress) => void = () => undefined,
  options: GenerationOptions = {},
): Promise<GenerationProgress> {
  const chunkSize = options.chunkSize ?? 100_000;
  const to = new Date();
  const from = new Date(to.getTime() - (options.days ?? 365) * 86_400_000);
  const merchantIds = await merchantIdsFor(db, options.merchantName);
  const seed = options.seed ?? Math.floor(Math.random() * 1_000_000);
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from transactions`.execute(db);
  const firstIndex = rows[0]?.n ?? 0;
  const started = performance.now();
  let inserted = 0;
  const report = (): GenerationProgress => {
    const elapsedMs = performance.now() - started;
    return { inserted, total: count, elapsedMs, rowsPerSecond: rate(inserted, elapsedMs) };
  };

  let planned = 0;
  let failed = false;
  const worker = async () => {
    try {
      while (!failed && planned < count) {
        const offset = planned;
        const size = Math.min(chunkSize, count - offset);
        planned += size;
        // Each chunk covers its own slice of the period, in order, as real transactions arrive:
        // the date-ordered indexes and the table grow at their end instead of being written all
        // over (docs/decisions/0030-speed-and-scale.md).
        const slice = { from: sliceEdge(from, to, offset / count), to: sliceEdge(from, to, (offset + size) / count) };
        const added = await insertTransactionBatch(db, { firstIndex: firstIndex + offset, count: size, seed, ...slice, merchantIds });
        if (added !== size) throw new Error('No collecting services to generate transactions for: seed the demo data first (npm start)');
        inserted += added;
        onProgress(report());
      }
    } catch (error) {
      // The other workers stop after their current chunk instead of writing on after the failure.
      failed = true;
      throw error;
    }
  };

  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 1) }, () => worker()));
  // Fresh planner statistics after a bulk load: PGlite runs no autovacuum, so without this the
  // report queries keep the plans of an almost empty table (measured at 1M rows: a 30-day page
  // went from ~60 ms to ~500 ms at p50).
  await sql`analyze transactions`.execute(db);
  await sql`analyze daily_transaction_rollups`.execute(db);
  return report();
}

async function main(): Promise<void> {
  const args = parseGeneratorArguments(process.argv.slice(2));
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await migrateToLatest(database.db, { tokenSecret: config.tokenSecret });
    // A fresh database gets the demo organisations and services first, as `npm start` would.
    if (config.seedDemo) await seedDemoData(database.db, (message) => console.log(message));
    const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite ${config.dataDir}`;
    console.log(`Generating ${args.count.toLocaleString('en')} transactions on ${where}`);
    const done = await generateTransactions(
      database.db,
      args.count,
      (p) =>
        console.log(`  ${p.inserted.toLocaleString('en').padStart(13)} / ${p.total.toLocaleString('en')} rows  ${p.rowsPerSecond.toLocaleString('en')} rows/s`),
      { merchantName: args.merchantName, days: args.days, seed: args.seed, concurrency: database.kind === 'postgres' ? 2 : 1 },
    );
    console.log(
      `Done: ${done.inserted.toLocaleString('en')} rows in ${(done.elapsedMs / 1000).toFixed(1)} s (${done.rowsPerSecond.toLocaleString('en')} rows/s)`,
    );
  } finally {
    await database.close();
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    console.error(generatorUsage);
    process.exit(1);
  });
}
