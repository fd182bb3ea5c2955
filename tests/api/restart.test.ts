import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { seedDemoData } from '../../server/src/seed/demo-seed';
import { callApi } from './support/api-client';
import { folderFromTemplate } from './support/template-folder';

// The default set-up: PGlite in a data folder, as `npm start` runs it.
/** Two starts, the first one seeding: a bound for a loaded machine, not a speed. */
const startBoundMs = 300_000;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'pglite-restart-'));
  // Migrated, not seeded (the template's copy): the first start seeds the demo, the restart must not.
  await folderFromTemplate(dataDir, 'none');
}, startBoundMs);
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

describe('restarting on the same data folder', { timeout: startBoundMs }, () => {
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

  it('answers a repeated Idempotency-Key as before the restart, and refuses it with another body (docs/decisions/0021-idempotency.md)', async () => {
    const first = await start();
    const token = (await callApi<string>(first.baseUrl, '/api/auth/login', { method: 'POST', body: { userName: 'admin', password: 'admin12345' } })).body;
    const merchant = await first.built.db.selectFrom('merchants').select('id').where('name', '=', 'Multiverse').executeTakeFirstOrThrow();
    const path = `/api/merchants/account-balance/${merchant.id}`;
    const topUp = (baseUrl: string, amount: number) =>
      callApi(baseUrl, path, {
        method: 'PUT',
        token,
        body: { _id: merchant.id, grossAmount: amount, tax: 0, netAmount: amount },
        headers: { 'Idempotency-Key': 'restart-top-up-1' },
      });
    const before = await topUp(first.baseUrl, 75);
    expect(before.status).toBe(200);
    await first.built.close();

    const second = await start();
    try {
      const again = await topUp(second.baseUrl, 75);
      expect(again.status).toBe(200);
      expect(again.body).toEqual(before.body);
      expect(
        await second.built.db
          .selectFrom('merchant_balance_top_ups')
          .select('id')
          .where('merchant_id', '=', merchant.id)
          .where('net_amount', '=', '75.00')
          .execute(),
      ).toHaveLength(1);
      expect((await topUp(second.baseUrl, 76)).status).toBe(422);
    } finally {
      await second.built.close();
    }
  });
});
