import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CsvExportWorker } from '../../server/src/csv-jobs/csv-export-worker';
import { CsvJobsRepository } from '../../server/src/csv-jobs/csv-jobs.repository';
import { applyBusinessTimeZone } from '../../server/src/db/business-time-zone';
import type { DatabaseHandle } from '../../server/src/db/database-handle';
import { migrateToLatest } from '../../server/src/db/migrate';
import { openPgliteDatabase } from '../../server/src/db/pglite-database';
import { openPostgresDatabase } from '../../server/src/db/postgres-database';
import { newRecordId } from '../../server/src/db/record-id';
import { seedDemoData } from '../../server/src/seed/demo-seed';
import { runAdminStatement } from '../../server/src/db/isolated-database';

/**
 * Several server processes share one PostgreSQL (README "Several instances"): each runs its own
 * export worker, and a job must be exported exactly once. On PostgreSQL the two workers here have
 * their own connection pools on one database, as two machines would; on PGlite (one process owns
 * its data) two workers share the one database.
 */
const databaseUrl = process.env.DATABASE_URL;
const schema = `t_${randomBytes(6).toString('hex')}`;
let machines: DatabaseHandle[] = [];
let exportDir: string;

beforeAll(async () => {
  exportDir = await mkdtemp(join(tmpdir(), 'pgw-two-workers-'));
  if (databaseUrl === undefined) {
    const one = await openPgliteDatabase('memory://');
    machines = [one, one];
  } else {
    await runAdminStatement(databaseUrl, `create schema "${schema}"`);
    machines = [openPostgresDatabase({ connectionString: databaseUrl, schema }), openPostgresDatabase({ connectionString: databaseUrl, schema })];
  }
  const [first] = machines;
  if (first === undefined) throw new Error('no database');
  await migrateToLatest(first.db, { tokenSecret: undefined });
  await applyBusinessTimeZone(first.db, 'Asia/Karachi');
  await seedDemoData(first.db, () => undefined);
});

afterAll(async () => {
  for (const machine of new Set(machines)) await machine.close();
  if (databaseUrl !== undefined) await runAdminStatement(databaseUrl, `drop schema if exists "${schema}" cascade`);
  await rm(exportDir, { recursive: true, force: true });
});

/** A repository that notes every job it claimed. */
class ClaimsNoted extends CsvJobsRepository {
  readonly claimed: string[] = [];
  override async claimNext(staleBefore: Date | null): Promise<string | undefined> {
    const id = await super.claimNext(staleBefore);
    if (id !== undefined) this.claimed.push(id);
    return id;
  }
}

describe('export workers of several servers on one database', () => {
  it('export every job exactly once between them', async () => {
    const [first] = machines;
    if (first === undefined) throw new Error('no database');
    const { db } = first;
    const creator = await db.selectFrom('users').select('id').where('user_name', '=', 'admin').executeTakeFirstOrThrow();
    // A few recent days each, so every job has rows and there are more jobs than workers.
    const days = await sql<{ day: string }>`
      select distinct business_day::text as day from daily_transaction_rollups order by day desc limit 16
    `.execute(db);
    expect(days.rows.length).toBeGreaterThan(4);
    const jobs = days.rows.map(({ day }) => ({
      id: newRecordId(),
      query: { transactionDate: { $gte: `${day}T00:00:00.000Z`, $lte: `${day}T23:59:59.999Z` } },
    }));
    for (const job of jobs) {
      await db
        .insertInto('csv_jobs')
        .values({ id: job.id, created_by: creator.id, module: 'transactions', query: JSON.stringify(job.query) })
        .execute();
    }

    const repositories = machines.map((machine) => new ClaimsNoted(machine.db));
    const workers = machines.map(
      (machine, index) =>
        new CsvExportWorker({
          db: machine.db,
          jobs: repositories[index] as ClaimsNoted,
          exportDir,
          timeZone: 'Asia/Karachi',
          staleAfterMs: 30_000,
          resumeAllAtStart: false,
          pollMs: 20,
          chunkSize: 50,
          ...(machine.copyOut === undefined ? {} : { copyOut: machine.copyOut }),
          log: { info: () => undefined, error: () => undefined },
        }),
    );
    await Promise.all(workers.map((worker) => worker.start()));
    const deadline = Date.now() + 60_000;
    try {
      for (;;) {
        const open = await db
          .selectFrom('csv_jobs')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('status', 'in', ['pending', 'inprogress'])
          .executeTakeFirstOrThrow();
        if (Number(open.n) === 0 || Date.now() > deadline) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
    }

    const claims = repositories.flatMap((repository) => repository.claimed);
    expect([...claims].sort()).toEqual(jobs.map((job) => job.id).sort());
    const done = await db
      .selectFrom('csv_jobs')
      .select(['id', 'status', 'completed_records', 'file_path'])
      .where(
        'id',
        'in',
        jobs.map((job) => job.id),
      )
      .execute();
    for (const job of done) {
      expect(job.status).toBe('completed');
      const text = await readFile(job.file_path ?? '', 'utf8');
      const lines = text.split('\r\n').filter((line) => line !== '');
      // The header, then each row once.
      expect(lines.length).toBe(job.completed_records + 1);
      expect(new Set(lines).size).toBe(lines.length);
    }
    expect(done.reduce((sum, job) => sum + job.completed_records, 0)).toBeGreaterThan(0);
  });
});
