import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate } from 'otplib';
import { afterAll, describe, expect, it } from 'vitest';
import type { PurchaseVoucherBody, VoucherQuote } from '../../src/contract/vouchers.contract';
import { openDatabase } from '../../server/src/db/database';
import { voucherPinSealingMigration } from '../../server/src/db/migrations/0025-voucher-pin-sealing';
import { resealUnderCurrentSecret } from '../../server/src/db/resealing';
import { sealedColumns } from '../../server/src/sealed-columns';
import { callApi } from './support/api-client';
import { startLoggedServer, type LoggedServer } from './support/logged-server';
import { folderFromTemplate } from './support/template-folder';

// docs/decisions/0049-re-sealing-after-a-rotation.md: what TOKEN_SECRET sealed (a second factor's
// secret, the recovery code key, a voucher purchase's answer and a voucher PIN of migration 0025)
// still opens after a rotation, is re-sealed under the new secret at start-up, and keeps working once
// the old secret is no longer listed. Real server processes on one PGlite folder, restarted with each
// configuration.
const oldSecret = 'o'.repeat(40);
const newSecret = 'n'.repeat(40);
const port = Number(process.env.RESEAL_TEST_PORT ?? 0) || undefined;
let workDir = '';
let server: LoggedServer | undefined;
const allLines: Array<Record<string, unknown>> = [];

afterAll(async () => {
  if (server !== undefined && server.child.exitCode === null) await server.stop();
  if (workDir !== '') await rm(workDir, { recursive: true, force: true });
});

const stepMs = 30_000;
/** How long a code must stay good after it is made: the restarted server's sign-in call, on a loaded machine. */
const marginMs = 20_000;
let lastStep = 0;

/**
 * A code the server has not taken yet: of a step later than the last used, and one that the server's
 * drift (one step either side) still accepts `marginMs` from now. The earliest such step is taken, so
 * the three codes of the test seldom wait for the clock: step k is good until the end of step k + 1.
 */
async function freshCode(secret: string): Promise<string> {
  const step = Math.max(lastStep + 1, Math.ceil((Date.now() + marginMs) / stepMs) - 2);
  // Accepted from the start of step k − 1 on.
  while (Math.floor(Date.now() / stepMs) < step - 1) await new Promise((resolve) => setTimeout(resolve, 1000));
  lastStep = step;
  return generate({ secret, epoch: step * 30 });
}

async function start(env: Record<string, string>): Promise<LoggedServer> {
  server = await startLoggedServer({ DATA_DIR: join(workDir, 'pglite'), DATABASE_URL: '', SEED_DEMO: 'true', ...env }, port);
  const { lines } = server;
  void server.exited.then(() => allLines.push(...lines));
  return server;
}

const pinShape = /^\d{4}-\d{4}-\d{4}-\d{4}$/;

/** A merchant buys a voucher with `key`; answers the purchase's body, the PIN in it. */
async function buyVoucher(origin: string, key: string): Promise<{ status: number; body: { voucherPin: string | null } }> {
  const signedIn = await callApi<string>(origin, '/api/auth/login', { method: 'POST', body: { userName: 'merchant', password: 'merchant123' } });
  expect(signedIn.status).toBe(200);
  const choice = { vendor: 'Unipin', voucherId: 'UPN-FF', productCode: 'UPN-FF-100' } as const;
  const quote = await callApi<VoucherQuote>(origin, '/api/vouchers/quote', { method: 'POST', token: signedIn.body, body: choice });
  expect(quote.status).toBe(200);
  const body: PurchaseVoucherBody = {
    ...choice,
    serviceId: quote.body.serviceId,
    amount: quote.body.customerPrice,
    user: { userName: 'Ali Raza', userMsisdn: '03001234567', email: 'ali@mail.example' },
  };
  return callApi(origin, '/api/vouchers/purchase', { method: 'POST', token: signedIn.body, body, headers: { 'idempotency-key': key } });
}

/**
 * As a purchase answered before migration 0033 left it: its PIN in `purchase_answer`, sealed by
 * migration 0025 under the secret of that time. Answers the voucher request's id.
 */
async function keepPinAsBefore0033(dataDir: string, key: string, pin: string, secret: string): Promise<string> {
  const database = await openDatabase({ databaseUrl: undefined, dataDir });
  try {
    const request = await database.db.selectFrom('voucher_requests').select('id').where('idempotency_key', '=', key).executeTakeFirstOrThrow();
    await database.db
      .updateTable('voucher_requests')
      .set({ purchase_answer: JSON.stringify({ voucherPin: pin }) })
      .where('id', '=', request.id)
      .execute();
    await voucherPinSealingMigration({ tokenSecret: secret }).up(database.db);
    const sealed = await database.db.selectFrom('voucher_requests').select('purchase_answer').where('id', '=', request.id).executeTakeFirstOrThrow();
    expect((sealed.purchase_answer as { voucherPin?: string }).voucherPin).toMatch(/^enc:v1:/);
    return request.id;
  } finally {
    await database.close();
  }
}

/** Password, then the code step with `code`; answers the token. */
async function signIn(origin: string, code: string): Promise<string> {
  const first = await callApi<{ status: string; challenge: string }>(origin, '/api/auth/login', {
    method: 'POST',
    body: { userName: 'admin', password: 'admin12345' },
  });
  expect(first.body).toMatchObject({ status: 'Second-Factor-Required' });
  const second = await callApi<{ token: string }>(origin, '/api/auth/login/second-factor', { method: 'POST', body: { challenge: first.body.challenge, code } });
  expect(second.status).toBe(200);
  expect((await callApi(origin, '/api/profiles/get', { token: second.body.token })).status).toBe(200);
  return second.body.token;
}

describe('rotating TOKEN_SECRET with a second factor turned on', () => {
  it('signs in with the app and a recovery code after the rotation, re-seals, and still does once the old secret is dropped', async () => {
    workDir = await mkdtemp(join(tmpdir(), 'pgw-reseal-'));
    // Migrated, not seeded: the first start seeds the demo under the old secret, as on a new folder.
    await folderFromTemplate(join(workDir, 'pglite'), 'none');
    let running = await start({ TOKEN_SECRET: oldSecret });
    const signedIn = await callApi<string>(running.origin, '/api/auth/login', { method: 'POST', body: { userName: 'admin', password: 'admin12345' } });
    expect(signedIn.status).toBe(200);
    const started = await callApi<{ secret: string }>(running.origin, '/api/users/second-factor/enrol', { method: 'POST', token: signedIn.body });
    expect(started.status).toBe(200);
    const { secret } = started.body;
    const confirmed = await callApi<{ recoveryCodes: string[] }>(running.origin, '/api/users/second-factor/confirm', {
      method: 'POST',
      token: signedIn.body,
      body: { code: await freshCode(secret) },
    });
    expect(confirmed.status).toBe(200);
    const [firstCode, secondCode] = confirmed.body.recoveryCodes;
    // A voucher bought under the old secret: its answer (the PIN) is kept sealed with its key.
    const purchaseKey = crypto.randomUUID();
    const bought = await buyVoucher(running.origin, purchaseKey);
    expect(bought.status).toBe(200);
    const pin = bought.body.voucherPin ?? '';
    expect(pin).toMatch(pinShape);
    expect(await running.stop()).toBe(0);
    const dataDir = join(workDir, 'pglite');
    const voucherRequestId = await keepPinAsBefore0033(dataDir, purchaseKey, pin, oldSecret);

    // Rotated: the new secret current, the old one previous. The start re-seals and says how many.
    running = await start({ TOKEN_SECRET: newSecret, TOKEN_SECRET_PREVIOUS: oldSecret });
    const resealed = await running.waitForLine((line) => typeof line.msg === 'string' && line.msg.startsWith('sealed values re-sealed'));
    expect(resealed).toMatchObject({ resealed: { 'second-factor secrets': 1, 'recovery code key': 1, 'idempotency answers': 1, 'voucher PINs': 1 }, left: 0 });
    await signIn(running.origin, await freshCode(secret));
    await signIn(running.origin, firstCode ?? '');
    // The buyer's repeat answers the PIN again, from the answer re-sealed under the new secret.
    expect(await buyVoucher(running.origin, purchaseKey)).toMatchObject({ status: 200, body: bought.body });
    expect(await running.stop()).toBe(0);

    // The old secret dropped: everything opens with the new one alone.
    running = await start({ TOKEN_SECRET: newSecret });
    await signIn(running.origin, await freshCode(secret));
    await signIn(running.origin, secondCode ?? '');
    expect(await running.stop()).toBe(0);

    const logs = JSON.stringify(allLines);
    expect(allLines.length).toBeGreaterThan(0);
    for (const value of [oldSecret, newSecret, secret, firstCode, secondCode, pin]) expect(logs).not.toContain(value);
    const database = await openDatabase({ databaseUrl: undefined, dataDir });
    try {
      const entries = await database.db.selectFrom('audit_log').select(['details', 'actor_name']).where('action', '=', 'tokenSecret.resealed').execute();
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        actor_name: 'server',
        details: { resealed: { 'second-factor secrets': 1, 'recovery code key': 1, 'idempotency answers': 1, 'voucher PINs': 1 } },
      });
      // The demo merchants' keys, sealed under the old secret at the first start, were re-sealed too.
      expect((entries[0]?.details as { total?: number } | undefined)?.total).toBeGreaterThan(4);
      expect(JSON.stringify(entries)).not.toContain(secret);
      // Every listed sealed value opens with the new secret alone, none needing sealing again.
      expect(await resealUnderCurrentSecret(database.db, [newSecret], sealedColumns)).toEqual({ resealed: {}, unreadable: {} });
      // And the PIN's own reader, migration 0025's down, opens it with the new secret alone.
      await voucherPinSealingMigration({ tokenSecret: newSecret }).down?.(database.db);
      const opened = await database.db.selectFrom('voucher_requests').select('purchase_answer').where('id', '=', voucherRequestId).executeTakeFirstOrThrow();
      expect(opened.purchase_answer).toEqual({ voucherPin: pin });
    } finally {
      await database.close();
    }
  }, 900_000);
});
