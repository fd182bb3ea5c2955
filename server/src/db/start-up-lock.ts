import { sql, type Kysely } from 'kysely';

/** The advisory lock's key: any 64-bit number no other part of the schema locks on. */
export const startUpLockKey = 7_404_112_026n;

/**
 * docs/operations.md "Several instances": several instances may start at once on one new PostgreSQL database. Kysely's
 * migrator locks only around the migrations themselves, after creating its bookkeeping tables with
 * `create table if not exists`, which two sessions racing each other can both run and one fail on; the
 * business time zone's write (business-time-zone.ts) rebuilds the roll-ups that a second instance would
 * rebuild again. This session lock holds every start-up write of one instance against the others:
 * the first migrates, the others wait, then find nothing left to do. It is held on one connection,
 * which `work` is given; PGlite, one process, takes it as well and never waits.
 */
export async function underStartUpLock<S, T>(db: Kysely<S>, work: (db: Kysely<S>) => Promise<T>): Promise<T> {
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${sql.lit(startUpLockKey)})`.execute(connection);
    try {
      return await work(connection);
    } finally {
      await sql`select pg_advisory_unlock(${sql.lit(startUpLockKey)})`.execute(connection);
    }
  });
}
