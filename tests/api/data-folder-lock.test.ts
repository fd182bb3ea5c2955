import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DataFolderInUse } from '../../server/src/db/data-folder-lock';
import { openPgliteDatabase } from '../../server/src/db/pglite-database';
import { startServer } from '../../server/src/dev/server-process';
import { folderFromTemplate, pgliteTemplate } from './support/template-folder';

// Two embedded PostgreSQL instances on one folder overwrite each other's pages: the second process
// (a second `npm start`, the generator beside a running server) is refused before it opens a file.
let folder: string;

// On a PostgreSQL run the first test needing the PGlite template makes it: here, in a hook's bound, not in a test's.
beforeAll(() => pgliteTemplate('none'), 300_000);

afterEach(async () => {
  // The folder, its lock and the temporary parent holding both.
  await rm(dirname(folder), { recursive: true, force: true });
});

describe('the PGlite data folder', () => {
  it('is opened by one process at a time, and free again once that one closes it', async () => {
    folder = join(await mkdtemp(join(tmpdir(), 'pgw-lock-')), 'data');
    await folderFromTemplate(folder, 'none');
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

  it('is taken over at once from a server killed with SIGKILL, and refused to a second server while the first lives', async () => {
    folder = join(await mkdtemp(join(tmpdir(), 'pgw-lock-')), 'data');
    // The embedded database whatever the run's DATABASE_URL (an empty one is unset: server/src/config.ts).
    const env = { DATA_DIR: folder, SEED_DEMO: 'false', DATABASE_URL: '' };
    await folderFromTemplate(folder, 'none');
    const first = await startServer(env);
    await expect(startServer(env)).rejects.toThrow('the process exited with 1');
    expect((await fetch(`${first.origin}/api/health`)).ok).toBe(true);
    await first.crash();
    // The killed server let nothing go: its lock is there, and fresh (as if refreshed a moment ago).
    const lock = `${folder}.lock`;
    expect((await stat(lock)).isDirectory()).toBe(true);
    const now = Date.now() / 1000;
    await utimes(lock, now, now);
    const restarted = await startServer(env);
    try {
      expect((await fetch(`${restarted.origin}/api/health`)).ok).toBe(true);
    } finally {
      await restarted.stop();
    }
  }, 180_000);

  it('is taken over at once from a process of this host that is gone, never from one on another host', async () => {
    folder = join(await mkdtemp(join(tmpdir(), 'pgw-lock-')), 'data');
    // A made folder (the template's copy): what is judged is the lock, not PGlite's initdb.
    await folderFromTemplate(folder, 'none');
    await mkdir(folder, { recursive: true });
    const lock = `${folder}.lock`;
    await mkdir(lock);
    const finished = spawn(process.execPath, ['-e', '']);
    await once(finished, 'exit');
    await writeFile(`${folder}.lock-owner`, JSON.stringify({ pid: finished.pid, host: 'another-host' }));
    await expect(openPgliteDatabase(folder)).rejects.toBeInstanceOf(DataFolderInUse);
    await writeFile(`${folder}.lock-owner`, JSON.stringify({ pid: process.pid === 1 ? 2 : 1, host: hostname() }));
    await expect(openPgliteDatabase(folder)).rejects.toBeInstanceOf(DataFolderInUse);
    await writeFile(`${folder}.lock-owner`, JSON.stringify({ pid: finished.pid, host: hostname() }));
    const taken = await openPgliteDatabase(folder);
    await taken.close();
  }, 60_000);

  it('without a record of its owner, is taken over once its lock is a minute old', async () => {
    folder = join(await mkdtemp(join(tmpdir(), 'pgw-lock-')), 'data');
    // A made folder (the template's copy): what is judged is the lock, not PGlite's initdb.
    await folderFromTemplate(folder, 'none');
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
