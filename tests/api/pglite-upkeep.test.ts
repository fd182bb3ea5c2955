import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseSchema } from '../../server/src/db/database-schema';
import { PgliteUpkeep } from '../../server/src/workers/pglite-upkeep';

// docs/decisions/0014-planner-statistics.md: PGlite runs no autovacuum, so the server vacuums and
// analyses its tables at start and every hour. What that buys: an index-only scan reads the index
// alone once the table's pages are marked all-visible, which only a vacuum does.
let pglite: PGlite;
let db: Kysely<DatabaseSchema>;

beforeEach(async () => {
  pglite = await PGlite.create();
  db = new Kysely<DatabaseSchema>({ dialect: new PGliteDialect(pglite) });
  await sql`create table upkeep_probe (id int primary key, note text)`.execute(db);
  await sql`insert into upkeep_probe select g, 'row ' || g from generate_series(1, 2000) g`.execute(db);
  // A change leaves the replaced rows behind, as a status update of a transaction does.
  await sql`update upkeep_probe set note = note || ' changed' where id % 2 = 0`.execute(db);
});
afterEach(async () => db.destroy());

/** How many rows an index-only scan of the probe still read from the table. */
async function heapFetches(): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    await sql`set local enable_bitmapscan = off`.execute(trx);
    const { rows } = await sql<{ 'QUERY PLAN': string }>`explain (analyze, costs off) select id from upkeep_probe where id <= 1500`.execute(trx);
    const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(plan).toContain('Index Only Scan');
    return Number(/Heap Fetches: (\d+)/.exec(plan)?.[1]);
  });
}

describe('PGlite upkeep', () => {
  it('vacuums and analyses every table, after which index-only scans read no table row', async () => {
    expect(await heapFetches()).toBeGreaterThanOrEqual(1500);
    const upkeep = new PgliteUpkeep({ db, everyMs: 60_000, onError: (error) => expect.fail(String(error)) });
    expect(await upkeep.runOnce()).toEqual(['upkeep_probe']);
    expect(await heapFetches()).toBe(0);
    const { rows } = await sql<{ reltuples: number }>`select reltuples from pg_class where relname = 'upkeep_probe'`.execute(db);
    expect(rows[0]?.reltuples).toBe(2000);
  });

  it('runs its rounds on its own once started, and stop waits for the round under way', async () => {
    const failures: unknown[] = [];
    const upkeep = new PgliteUpkeep({ db, everyMs: 20, onError: (error) => failures.push(error) });
    upkeep.start();
    const deadline = Date.now() + 5_000;
    let fetched = await heapFetches();
    while (fetched > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      fetched = await heapFetches();
    }
    await upkeep.stop();
    expect(fetched).toBe(0);
    expect(failures).toEqual([]);
  });
});
