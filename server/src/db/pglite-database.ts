import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import type { DatabaseHandle } from './database-handle';
import type { DatabaseSchema } from './database-schema';
import { requestScoped } from './request-transaction';
import { DATE_OID, INT8_OID, keepDateText, parseInt8 } from './value-parsing';

/** Embedded PostgreSQL in a data folder (created on first start) or in memory (`memory://`). */
export async function openPgliteDatabase(dataDir: string): Promise<DatabaseHandle> {
  if (!dataDir.startsWith('memory://')) await mkdir(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir, { parsers: { [INT8_OID]: parseInt8, [DATE_OID]: keepDateText } });
  const db = new Kysely<DatabaseSchema>({ dialect: requestScoped(new PGliteDialect(pglite)) });
  return {
    db,
    kind: 'pglite',
    // The dialect closes PGlite when Kysely is destroyed, which flushes the data folder.
    close: () => db.destroy(),
  };
}
