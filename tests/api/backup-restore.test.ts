import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openPgliteDatabase } from '../../server/src/db/pglite-database';
import { runTs, runToEnd, startServer } from '../../server/src/dev/server-process';
import { folderFromTemplate } from './support/template-folder';

// docs/decisions/0047-backups-and-key-rotation.md: npm run backup copies the PGlite folder whether a
// server runs on it or not, while it writes; npm run restore opens the copy in a new folder, and a
// server started there finds every row. Real processes throughout, as an operator runs them.
let parent: string;

afterAll(async () => {
  await rm(parent, { recursive: true, force: true });
});

/** The embedded database whatever the run's DATABASE_URL (an empty one is unset: server/src/config.ts). */
const envOf = (dataDir: string) => ({ DATA_DIR: dataDir, DATABASE_URL: '', SIGN_IN_RATE_LIMIT: '100000' });

async function backUp(dataDir: string, file: string): Promise<string> {
  const lines: string[] = [];
  await runToEnd(runTs('server/src/backups/backup.ts', [file], envOf(dataDir)), (line) => lines.push(line));
  return lines.join('\n');
}

async function restore(file: string, dataDir: string): Promise<void> {
  await runToEnd(runTs('server/src/backups/restore.ts', [file, dataDir], { DATABASE_URL: '' }));
}

/** Rows of every table of the folder, opened by this process (no server may run on it). */
async function rowCounts(dataDir: string): Promise<Record<string, number>> {
  const database = await openPgliteDatabase(dataDir);
  try {
    const tables = await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = 'public' order by tablename`.execute(database.db);
    const counts: Record<string, number> = {};
    for (const { name } of tables.rows) {
      const { rows } = await sql<{ rows: number }>`select count(*)::int as rows from ${sql.table(name)}`.execute(database.db);
      counts[name] = rows[0]?.rows ?? -1;
    }
    return counts;
  } finally {
    await database.close();
  }
}

const signIn = (origin: string) =>
  fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: 'admin', password: 'admin12345' }),
  });

describe('backing up and restoring the PGlite folder', () => {
  it('copies a running server’s folder while it writes, and a server started on the restored copy finds every row', async () => {
    parent = await mkdtemp(join(tmpdir(), 'pgw-backup-'));
    const original = join(parent, 'original');
    await folderFromTemplate(original, 'all');
    // The daily reconciliation writes by itself 30 s after start; left on, it may write between the
    // quiet backup and the stop, and the copy would rightly miss rows the original holds.
    const server = await startServer({ ...envOf(original), SEED_DEMO: 'true', RECONCILIATION_DAILY: 'false' });
    let stopped = false;
    try {
      const idle = join(parent, 'idle.tar.gz');
      expect(await backUp(original, idle)).toContain('taken by the running server');

      // Sign-ins write a session each; they go on before, during and after the second backup.
      let writes = 0;
      let writing = true;
      const writer = (async () => {
        while (writing) {
          expect((await signIn(server.origin)).status).toBe(200);
          writes += 1;
        }
      })();
      while (writes < 5) await new Promise((resolve) => setTimeout(resolve, 20));
      const busy = join(parent, 'busy.tar.gz');
      expect(await backUp(original, busy)).toContain('taken by the running server');
      const writesAtBusyEnd = writes;
      while (writes < writesAtBusyEnd + 5) await new Promise((resolve) => setTimeout(resolve, 20));
      writing = false;
      await writer;

      const quiet = join(parent, 'quiet.tar.gz');
      expect(await backUp(original, quiet)).toContain('taken by the running server');
      await server.stop();
      stopped = true;
      const originalCounts = await rowCounts(original);

      // A server on the restored copy of the quiet backup: every table holds the original's rows.
      const restored = join(parent, 'restored');
      await restore(quiet, restored);
      const onCopy = await startServer({ ...envOf(restored), SEED_DEMO: 'true', RECONCILIATION_DAILY: 'false' });
      try {
        expect((await signIn(onCopy.origin)).status).toBe(200);
      } finally {
        await onCopy.stop();
      }
      const restoredCounts = await rowCounts(restored);
      // The sign-in on the copy added its own session; every other table is the original's, row for row.
      expect({ ...restoredCounts, sessions: restoredCounts.sessions - 1 }).toEqual(originalCounts);
      expect(Object.keys(originalCounts).length).toBeGreaterThan(20);
      expect(originalCounts.transactions).toBeGreaterThan(0);

      // The backups of the idle and the busy server: whole moments, the busy one between the idle one and the end.
      await restore(idle, join(parent, 'from-idle'));
      await restore(busy, join(parent, 'from-busy'));
      const idleCounts = await rowCounts(join(parent, 'from-idle'));
      const busyCounts = await rowCounts(join(parent, 'from-busy'));
      // Tables that only grew in that time hold a count between the two; a sign-in's throttle row
      // (sign_in_locks) lives while it runs, and a start-up's own rows may be cleared later.
      const grown = Object.keys(originalCounts).filter((table) => table !== 'sign_in_locks' && (idleCounts[table] ?? 0) <= (originalCounts[table] ?? 0));
      expect(grown).toContain('sessions');
      for (const table of grown) {
        expect(busyCounts[table], table).toBeGreaterThanOrEqual(idleCounts[table] ?? Number.NaN);
        expect(busyCounts[table], table).toBeLessThanOrEqual(originalCounts[table] ?? Number.NaN);
      }
      expect(Object.keys(busyCounts)).toEqual(Object.keys(originalCounts));
      expect(busyCounts.sessions).toBeGreaterThanOrEqual(idleCounts.sessions + 5);
      expect(busyCounts.sessions).toBeLessThanOrEqual(originalCounts.sessions - 5);
    } finally {
      if (!stopped) await server.stop();
    }
  }, 600_000);

  it('backs up a folder no server runs on by itself, and restores into an empty folder only', async () => {
    parent ??= await mkdtemp(join(tmpdir(), 'pgw-backup-'));
    const folder = join(parent, 'stopped');
    const database = await openPgliteDatabase(folder);
    await sql`create table kept (id int)`.execute(database.db);
    await sql`insert into kept values (1), (2), (3)`.execute(database.db);
    await database.close();
    const file = join(parent, 'stopped.tar.gz');
    expect(await backUp(folder, file)).toContain('taken by this process');

    const filled = join(parent, 'filled');
    await mkdir(filled);
    await writeFile(join(filled, 'note.txt'), 'someone else’s file');
    await expect(restore(file, filled)).rejects.toThrow('exited with 1');
    await expect(restore(file, folder)).rejects.toThrow('exited with 1');
    const fresh = join(parent, 'fresh');
    await restore(file, fresh);
    expect((await rowCounts(fresh)).kept).toBe(3);
    // A bound for a loaded machine (four processes, an initdb), not a speed.
  }, 600_000);
});
