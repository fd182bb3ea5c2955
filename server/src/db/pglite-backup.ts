import { access, readFile, rename, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { sql } from 'kysely';
import { requestBackup } from './backup-socket';
import { DataFolderInUse } from './data-folder-lock';
import { openPgliteDatabase } from './pglite-database';

const gunzipped = promisify(gunzip);

/**
 * A gzipped copy of the PGlite folder (docs/decisions/0047-backups-and-key-rotation.md): taken by
 * this process when no server holds the folder, asked of the running server when one does.
 */
async function archiveOf(dataDir: string): Promise<{ archive: Buffer; by: 'this process' | 'the running server' }> {
  // Opening a folder that holds no database would create one: a mistyped DATA_DIR is told so instead.
  await access(`${dataDir}/PG_VERSION`).catch(() => {
    throw new Error(`${dataDir} holds no PGlite database (no PG_VERSION): check DATA_DIR`);
  });
  try {
    const database = await openPgliteDatabase(dataDir);
    try {
      return { archive: await database.backUp(), by: 'this process' };
    } finally {
      await database.close();
    }
  } catch (error) {
    if (!(error instanceof DataFolderInUse)) throw error;
    return { archive: await requestBackup(dataDir), by: 'the running server' };
  }
}

/** Writes the folder's backup to `file`, whole or not at all (a partial file is renamed only once complete). */
export async function backUpPgliteFolder(dataDir: string, file: string): Promise<{ bytes: number; by: string }> {
  const { archive, by } = await archiveOf(dataDir);
  const partial = `${file}.partial`;
  await writeFile(partial, archive, { flag: 'wx' });
  await rename(partial, file);
  return { bytes: archive.length, by };
}

/** Opens a backup into a new, empty folder and checks it answers; the folder then serves as DATA_DIR. */
export async function restorePgliteFolder(file: string, dataDir: string): Promise<{ tables: number }> {
  const tarball = new Blob([new Uint8Array(await gunzipped(await readFile(file)))]);
  const database = await openPgliteDatabase(dataDir, tarball);
  try {
    const { rows } = await sql<{ tables: number }>`select count(*)::int as tables from pg_tables where schemaname = 'public'`.execute(database.db);
    return { tables: rows[0]?.tables ?? 0 };
  } finally {
    await database.close();
  }
}
