import { mkdir, mkdtemp, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { DataFolderInUse } from '../../server/src/db/data-folder-lock';
import { openPgliteDatabase } from '../../server/src/db/pglite-database';

// Two embedded PostgreSQL instances on one folder overwrite each other's pages: the second process
// (a second `npm start`, the generator beside a running server) is refused before it opens a file.
let folder: string;

afterEach(async () => {
  // The folder, its lock and the temporary parent holding both.
  await rm(dirname(folder), { recursive: true, force: true });
});

describe('the PGlite data folder', () => {
  it('is opened by one process at a time, and free again once that one closes it', async () => {
    folder = join(await mkdtemp(join(tmpdir(), 'pgw-lock-')), 'data');
    const first = await openPgliteDatabase(folder);
    await expect(openPgliteDatabase(folder)).rejects.toBeInstanceOf(DataFolderInUse);
    await expect(openPgliteDatabase(folder)).rejects.toThrow(`The data folder ${folder} is in use`);
    // The refused open changed nothing: the first still works.
    expect((await sql<{ one: number }>`select 1 as one`.execute(first.db)).rows[0]?.one).toBe(1);
    await first.close();
    const second = await openPgliteDatabase(folder);
    expect((await sql<{ one: number }>`select 1 as one`.execute(second.db)).rows[0]?.one).toBe(1);
    await second.close();
  }, 60_000);

  it('is taken over from a process that died without letting it go, once its lock is a minute old', async () => {
    folder = join(await mkdtemp(join(tmpdir(), 'pgw-lock-')), 'data');
    await mkdir(folder, { recursive: true });
    const lock = `${folder}.lock`;
    await mkdir(lock);
    const now = Date.now() / 1000;
    await utimes(lock, now - 30, now - 30);
    await expect(openPgliteDatabase(folder)).rejects.toBeInstanceOf(DataFolderInUse);
    await utimes(lock, now - 61, now - 61);
    const taken = await openPgliteDatabase(folder);
    await taken.close();
  }, 60_000);
});
