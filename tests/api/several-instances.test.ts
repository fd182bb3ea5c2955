import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/src/db/database';
import { runAdminStatement } from '../../server/src/db/isolated-database';
import { migrationList } from '../../server/src/db/migrations/migration-list';
import { startUpLockKey } from '../../server/src/db/start-up-lock';
import { startLoggedServer, type LoggedServer } from './support/logged-server';

// docs/operations.md "Several instances": servers started at once on one new PostgreSQL database
// migrate it once (db/start-up-lock.ts); the others wait and find the schema current.
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `pgw_instances_${randomBytes(4).toString('hex')}`;
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const servers: LoggedServer[] = [];

afterAll(async () => {
  for (const server of servers) if (server.child.exitCode === null) await server.stop();
  await runAdminStatement(adminUrl, `drop database if exists ${name} with (force)`);
});

describe('three servers started at once on one new PostgreSQL database', () => {
  it('migrate it once: one applies every migration, the others none, and all three serve', async () => {
    await runAdminStatement(adminUrl, `create database ${name}`);
    // The test holds the start-up lock first, so all three are seen waiting before any of them migrates.
    const holder = new pg.Client({ connectionString: url.toString() });
    await holder.connect();
    await holder.query(`select pg_advisory_lock(${startUpLockKey})`);
    const starting = [0, 1, 2].map(() => startLoggedServer({ DATABASE_URL: url.toString() }));
    for (const server of starting) server.catch(() => undefined);
    try {
      const waitingFor = Date.now() + 120_000;
      let waiting = 0;
      while (waiting < 3 && Date.now() < waitingFor) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        const locks = await holder.query<{ n: string }>(
          "select count(*) as n from pg_locks where locktype = 'advisory' and not granted and database = (select oid from pg_database where datname = current_database())",
        );
        waiting = Number(locks.rows[0]?.n);
      }
      expect(waiting).toBe(3);
      const table = await holder.query<{ found: string | null }>("select to_regclass('kysely_migration')::text as found");
      expect(table.rows[0]?.found).toBeNull();
    } finally {
      await holder.end();
    }
    const started = await Promise.all(starting);
    servers.push(...started);
    const all = migrationList({ tokenSecret: undefined }).length;
    const applied = started.map((server) => Number(server.lines.find((line) => typeof line.migrations === 'number')?.migrations));
    expect(applied.sort((a, b) => b - a)).toEqual([all, 0, 0]);
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
    try {
      const rows = await sql<{ name: string }>`select name from kysely_migration`.execute(database.db);
      expect(rows.rows).toHaveLength(all);
    } finally {
      await database.close();
    }
    for (const server of started) expect((await fetch(`${server.origin}/api/ready`)).status).toBe(200);
    expect(await Promise.all(started.map((server) => server.stop()))).toEqual([0, 0, 0]);
  }, 300_000);
});
