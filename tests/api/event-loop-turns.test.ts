import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { describe, expect, it } from 'vitest';
import { openPgliteDatabase } from '../../server/src/db/pglite-database';

// docs/decisions/0032-vouchers.md: PGlite answers through promises alone, so without a turn of the
// event loop between queries a call's chain of queries kept every other request unread.

/** Runs a chain of queries as one call does: what had happened by its end, in order. */
async function chainBeside<D>(db: Kysely<D>): Promise<string[]> {
  const steps: string[] = [];
  for (const query of ['session', 'page', 'count']) {
    await sql`select 1`.execute(db);
    steps.push(query);
    // Stands for a request that came in during the call: its read waits for a turn of the loop.
    if (query === 'session') setImmediate(() => steps.push('request read'));
  }
  return [...steps];
}

describe('the server over PGlite', () => {
  it('lets the event loop read other requests between the queries of one call', async () => {
    const database = await openPgliteDatabase('memory://');
    try {
      expect(await chainBeside(database.db)).toEqual(['session', 'request read', 'page', 'count']);
    } finally {
      await database.close();
    }
  }, 60_000);

  it('needs the turn: PGlite alone ends the whole chain with the request still unread', async () => {
    const db = new Kysely<unknown>({ dialect: new PGliteDialect(await PGlite.create('memory://')) });
    try {
      expect(await chainBeside(db)).toEqual(['session', 'page', 'count']);
    } finally {
      await db.destroy();
    }
  }, 60_000);
});
