import { mkdir, readdir } from 'node:fs/promises';
import { gzip } from 'node:zlib';
import { promisify } from 'node:util';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, sql } from 'kysely';
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
  /**
   * A consistent copy of the data folder, gzipped, taken while the server runs
   * (docs/decisions/0047-backups-and-key-rotation.md): no transaction is in flight when it is taken.
   */
  backUp(): Promise<Buffer>;
}

const gzipped = promisify(gzip);

/** A restore goes into a new folder only: never over a database, nor beside files someone left there. */
async function refuseFilledFolder(dataDir: string): Promise<void> {
  const entries = await readdir(dataDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  if (entries.length > 0) throw new Error(`The folder ${dataDir} is not empty: a backup is restored into a new, empty folder only`);
}

/**
 * Embedded PostgreSQL in a data folder (created on first start) or in memory (`memory://`); it may
 * start as a copy of a dumped data folder (`startFrom`, an uncompressed tarball) instead of empty:
 * in memory (an isolated database's template) or in a new, empty folder (a restored backup).
 */
export async function openPgliteDatabase(
  dataDir: string,
  startFrom?: Blob,
  tuning: Pick<PGliteOptions, 'initDbStartParams' | 'postgresqlconf'> = {},
): Promise<PgliteDatabaseHandle> {
  const inMemory = dataDir.startsWith('memory://');
  if (startFrom !== undefined && !inMemory) await refuseFilledFolder(dataDir);
  if (!inMemory) await mkdir(dataDir, { recursive: true });
  const unlock = inMemory ? async () => {} : await lockDataFolder(dataDir);
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(dataDir, {
      extensions: pgliteExtensions,
      parsers: { [INT8_OID]: parseInt8, [DATE_OID]: keepDateText },
      ...(startFrom === undefined ? {} : { loadDataDir: startFrom }),
      ...tuning,
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
    // PGlite is one connection: holding it waits for the transaction in flight to end and keeps the
    // next from starting. The checkpoint writes every page to the folder, so the copy needs no
    // recovery when it is opened; the dump itself is taken under PGlite's query lock.
    backUp: () =>
      db.connection().execute(async (connection) => {
        await sql`checkpoint`.execute(connection);
        const tarball = await pglite.dumpDataDir('none');
        return gzipped(new Uint8Array(await tarball.arrayBuffer()));
      }),
    // One connection in this process, open while the database is.
    connections: () => ({ max: 1, total: pglite.closed ? 0 : 1 }),
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
