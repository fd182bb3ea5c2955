import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationList } from '../../server/src/db/migrations/migration-list';
import { callApi } from './support/api-client';
import { startTestServer, type TestServer } from './support/test-server';

// /api/health says the process lives and asks nothing of the database; /api/ready says the database
// answers and its migrations are current (503 naming what is missing otherwise).
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: 'none' });
});
afterAll(async () => {
  await server?.close();
});

describe('liveness and readiness', () => {
  it('are both answered by a migrated server', async () => {
    expect(await callApi(server.baseUrl, '/api/health')).toMatchObject({ status: 200, body: { status: 'ok' } });
    const ready = await callApi(server.baseUrl, '/api/ready');
    expect(ready).toMatchObject({ status: 200, body: { status: 'ready', migrations: migrationList({ tokenSecret: undefined }).length } });
  });

  it('list the background workers, each running', async () => {
    const ready = await callApi<{ workers: { name: string; running: boolean }[] }>(server.baseUrl, '/api/ready');
    const names = ready.body.workers.map((worker) => worker.name);
    expect(names).toEqual(expect.arrayContaining(['payout worker', 'csv export', 'checkout notifications']));
    expect(ready.body.workers.every((worker) => worker.running)).toBe(true);
  });

  it('say not ready while a migration of the code is missing from the database, and the process still lives', async () => {
    const [last] = await sql<{ name: string }>`select name from kysely_migration order by name desc limit 1`.execute(server.db).then((result) => result.rows);
    const applied = await sql<{ timestamp: string }>`select timestamp from kysely_migration where name = ${last?.name}`.execute(server.db);
    await sql`delete from kysely_migration where name = ${last?.name}`.execute(server.db);
    try {
      const ready = await callApi<{ errors: { code: string; message: string }[] }>(server.baseUrl, '/api/ready');
      expect(ready.status).toBe(503);
      expect(ready.body.errors[0]).toMatchObject({ code: 'not_ready' });
      expect(ready.body.errors[0]?.message).toContain(last?.name ?? '?');
      expect((await callApi(server.baseUrl, '/api/health')).status).toBe(200);
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${last?.name}, ${applied.rows[0]?.timestamp})`.execute(server.db);
    }
    expect((await callApi(server.baseUrl, '/api/ready')).status).toBe(200);
  });

  it('say not ready as soon as shutdown begins, while the process still serves', async () => {
    const draining = await startTestServer({ seed: 'none' });
    try {
      expect((await callApi(draining.baseUrl, '/api/ready')).status).toBe(200);
      draining.beginShutdown();
      const ready = await callApi<{ errors: { code: string; message: string }[] }>(draining.baseUrl, '/api/ready');
      expect(ready.status).toBe(503);
      expect(ready.body.errors[0]).toMatchObject({ code: 'not_ready', message: 'Shutting down' });
      expect((await callApi(draining.baseUrl, '/api/health')).status).toBe(200);
    } finally {
      await draining.close();
    }
  });
});
