import { mkdir } from 'node:fs/promises';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { withEventLoopTurns } from './event-loop-turns';
import { lockDataFolder } from './data-folder-lock';
import type { DatabaseHandle } from './database-handle';
import type { DatabaseSchema } from './database-schema';
import { requestScoped } from './request-transaction';
import { DATE_OID, INT8_OID, keepDateText, parseInt8 } from './value-parsing';

/**
 * The extensions the migrations create (pg_trgm, migration 0026; btree_gin, 0030): every PGlite over
 * the server's data folder loads them (a bench's too), since a table whose index uses one cannot be
 * written without it.
 */
export const pgliteExtensions = { btree_gin, pg_trgm } satisfies PGliteOptions['extensions'];

/** An open PGlite, which can also hand over its data folder (an isolated database's template). */
export interface PgliteDatabaseHandle extends DatabaseHandle {
  /** The data folder as an uncompressed tarball, which `openPgliteDatabase('memory://', tarball)` starts from. */
  dumpDataDir(): Promise<Blob>;
}

/**
 * Embedded PostgreSQL in a data folder (created on first start) or in memory (`memory://`); an
 * in-memory one may start as a copy of a dumped data folder (`startFrom`) instead of empty.
 */
export async function openPgliteDatabase(dataDir: string, startFrom?: Blob): Promise<PgliteDatabaseHandle> {
  const inMemory = dataDir.startsWith('memory://');
  if (startFrom !== undefined && !inMemory) throw new Error('Only an in-memory PGlite starts from a dumped data folder');
  if (!inMemory) await mkdir(dataDir, { recursive: true });
  const unlock = inMemory ? async () => {} : await lockDataFolder(dataDir);
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(dataDir, {
      extensions: pgliteExtensions,
      parsers: { [INT8_OID]: parseInt8, [DATE_OID]: keepDateText },
      ...(startFrom === undefined ? {} : { loadDataDir: startFrom }),
    });
  } catch (error) {
    await unlock();
    throw error;
  }
  const db = new Kysely<DatabaseSchema>({ dialect: requestScoped(withEventLoopTurns(new PGliteDialect(pglite))) });
  return {
    db,
    kind: 'pglite',
    dumpDataDir: () => pglite.dumpDataDir('none'),
    // The dialect closes PGlite when Kysely is destroyed, which flushes the data folder; only then
    // may another process take it.
    close: async () => {
      try {
        await db.destroy();
      } finally {
        await unlock();
      }
    },
  };
}
