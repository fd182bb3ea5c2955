import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { seedDemoData } from '../../server/src/seed/demo-seed';
import { callApi } from './support/api-client';

// The default set-up: PGlite in a data folder, as `npm start` runs it.
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'pglite-restart-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

async function start(): Promise<{ built: BuiltApp; baseUrl: string }> {
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORTAL_DIST: '/nonexistent-portal' });
  const built = await buildApp({ config });
  await seedDemoData(built.db, () => undefined);
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const address = built.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no address');
  return { built, baseUrl: `http://127.0.0.1:${address.port}` };
}

describe('restarting on the same data folder', () => {
  it('keeps the data, does not seed again and keeps sessions valid', async () => {
    const first = await start();
    const login = await callApi<string>(first.baseUrl, '/api/auth/login', { method: 'POST', body: { userName: 'admin', password: 'admin12345' } });
    expect(login.status).toBe(200);
    const merchantsBefore = await first.built.db.selectFrom('merchants').select(['id']).orderBy('id').execute();
    await first.built.close();

    const second = await start();
    try {
      const merchantsAfter = await second.built.db.selectFrom('merchants').select(['id']).orderBy('id').execute();
      expect(merchantsAfter).toEqual(merchantsBefore);
      const profile = await callApi(second.baseUrl, '/api/profiles/get', { token: login.body });
      expect(profile.status).toBe(200);
    } finally {
      await second.built.close();
    }
  });
});
