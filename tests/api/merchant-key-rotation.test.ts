import { createHmac, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/src/auth/password-hasher';
import { newRecordId } from '../../server/src/db/record-id';
import { permissionCatalogue, type PermissionRequirement } from '../../src/domain/permissions/permission-catalogue';
import { grant } from '../../src/domain/permissions/permission-rules';
import { callApi } from './support/api-client';
import { type CheckoutMerchant, checkoutMerchant, sessionPath, signedPost } from './support/checkout-merchant';
import { testClock } from './support/test-clock';
import { startTestServer, type TestServer } from './support/test-server';

// docs/decisions/0047-backups-and-key-rotation.md: a merchant's secret key is rotated from the
// Confidential dialog; the old key signs session requests until the overlap (SECRET_KEY_OVERLAP_HOURS) ends.
const clock = testClock('2026-03-02T09:00:00Z');
let server: TestServer;
let merchant: CheckoutMerchant;
let admin: string;

beforeAll(async () => {
  server = await startTestServer({ env: { SECRET_KEY_OVERLAP_HOURS: '2', CHECKOUT_RATE_LIMIT: '100000' }, now: clock.now });
  merchant = await checkoutMerchant(server);
  admin = await server.signIn('admin', 'admin12345');
});
afterAll(async () => {
  await server?.close();
});

type Confidential = { privateKey: string; previousKeyValidUntil: string | null; keyOverlapHours: number };
const rotate = (token: string, id = merchant.merchantId) =>
  callApi<Confidential>(server.baseUrl, `/api/merchants/${id}/rotate-secret-key`, { method: 'POST', token });
const reveal = (token: string) => callApi<Confidential>(server.baseUrl, `/api/merchants/get/${merchant.merchantId}/confidential`, { token });

/** A session request signed with `key`, stamped with the server's clock. */
const openSession = (key: string) =>
  signedPost(
    server.baseUrl,
    merchant,
    sessionPath,
    {
      orderId: `T-${randomBytes(6).toString('hex')}`,
      serviceId: merchant.serviceId,
      amount: '100.00',
      currency: 'PKR',
      product: 'Gold plan',
      redirectUrl: 'https://merchant.example/done',
    },
    { key, timestamp: Math.floor(clock.now().getTime() / 1000) },
  );

describe("rotating a merchant's secret key", () => {
  it('is refused to staff without both the Confidential and the edit flag, to merchants, and for an unknown merchant', async () => {
    expect((await rotate(await server.signIn('support', 'support123'))).status).toBe(403);
    // A platform role with every MerchentManagement flag but one of the two.
    const platform = await server.db.selectFrom('operators').select('id').where('is_platform', '=', true).executeTakeFirstOrThrow();
    for (const [index, missing] of ['viewConfidential', 'editAccounts'].entries()) {
      const roleId = newRecordId();
      const flags = permissionCatalogue.MerchentManagement.filter((flag) => flag !== missing).map(
        (flag) => ['MerchentManagement', flag] as PermissionRequirement,
      );
      await server.db
        .insertInto('roles')
        .values({ id: roleId, name: `Rotation ${index}`, user_type_id: platform.id, permissions: JSON.stringify(grant(flags)) })
        .execute();
      await server.db
        .insertInto('users')
        .values({
          id: newRecordId(),
          name: `Rotation ${index}`,
          user_name: `rotation.${index}`,
          email: `rotation.${index}@walee.example`,
          password_hash: await hashPassword('rotation123'),
          user_type: 'Admin',
          user_type_id: platform.id,
          role_id: roleId,
        })
        .execute();
      expect((await rotate(await server.signIn(`rotation.${index}`, 'rotation123'))).status, missing).toBe(403);
    }
    expect((await rotate(await server.signIn('merchant', 'merchant123'))).status).toBe(403);
    expect((await rotate(admin, 'no-such-merchant')).status).toBe(404);
    expect((await callApi(server.baseUrl, `/api/merchants/${merchant.merchantId}/rotate-secret-key`, { method: 'POST' })).status).toBe(401);
  });

  it('signs with the new key at once, accepts the old key during the overlap and refuses it after', async () => {
    const before = await reveal(admin);
    expect(before.body).toMatchObject({ previousKeyValidUntil: null, keyOverlapHours: 2 });
    const rotated = await rotate(admin);
    expect(rotated.status).toBe(200);
    const newKey = rotated.body.privateKey;
    expect(newKey).not.toBe(merchant.privateKey);
    expect(newKey).toMatch(/^sk_[0-9a-f]{48}$/);
    expect(rotated.body.previousKeyValidUntil).toBe('2026-03-02T11:00:00.000Z');
    expect((await reveal(admin)).body).toMatchObject({ privateKey: newKey, previousKeyValidUntil: '2026-03-02T11:00:00.000Z' });

    expect((await openSession(newKey)).status).toBe(201);
    expect((await openSession(merchant.privateKey)).status).toBe(201);
    clock.later(2 * 3600 - 1);
    expect((await openSession(merchant.privateKey)).status).toBe(201);
    clock.later(1);
    const refused = await openSession(merchant.privateKey);
    expect(refused.status).toBe(401);
    expect(refused.body.errors?.[0]?.field).toBe('x-pgw-signature');
    expect((await openSession(newKey)).status).toBe(201);
    // Two hours on, the staff session is idle: sign in again (docs/decisions/0002-sessions.md).
    admin = await server.signIn('admin', 'admin12345');
    expect((await reveal(admin)).body.previousKeyValidUntil).toBeNull();

    const rotations = await server.db.selectFrom('audit_log').select(['action', 'details']).where('action', '=', 'merchant.secretKey.rotated').execute();
    expect(rotations).toHaveLength(1);
    expect(JSON.stringify(rotations[0]?.details)).not.toContain(newKey);
    // Recorded once, in its own words: no second, generic entry of the call.
    expect(await server.db.selectFrom('audit_log').select('id').where('action', '=', 'merchants.rotateSecretKey').execute()).toHaveLength(0);
  });

  it('retires the oldest key at once when rotated again within the overlap', async () => {
    const first = (await rotate(admin)).body.privateKey;
    const second = (await rotate(admin)).body.privateKey;
    expect((await openSession(second)).status).toBe(201);
    expect((await openSession(first)).status).toBe(201);
    expect((await openSession(merchant.privateKey)).status).toBe(401);
  });

  it('signs notifications with the new key and, during the overlap only, with the old one in a second header', async () => {
    admin = await server.signIn('admin', 'admin12345');
    const before = (await reveal(admin)).body.privateKey;
    const after = (await rotate(admin)).body.privateKey;
    const received: { headers: IncomingHttpHeaders; body: string }[] = [];
    const receiver = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => {
        body += chunk.toString('utf8');
      });
      request.on('end', () => {
        received.push({ headers: request.headers, body });
        response.end('ok');
      });
    });
    receiver.listen(0, '127.0.0.1');
    await once(receiver, 'listening');
    const address = receiver.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}/hook`;
    /** Queues a notification of a fresh session, due now on the server's clock, and waits for it. */
    const delivered = async () => {
      const session = await openSession(after);
      expect(session.status).toBe(201);
      const count = received.length;
      await server.db
        .insertInto('checkout_notifications')
        .values({
          session_id: String(session.body.sessionId),
          merchant_id: merchant.merchantId,
          url,
          payload: JSON.stringify({ orderId: 'T-1', serviceId: merchant.serviceId }),
          next_attempt_at: clock.now(),
        })
        .execute();
      for (let wait = 0; wait < 100 && received.length === count; wait += 1) await new Promise((resolve) => setTimeout(resolve, 100));
      const notification = received[count];
      if (notification === undefined) throw new Error('no notification arrived');
      const signed = (key: string) => createHmac('sha256', key).update(`${notification.headers['x-pgw-timestamp']}.${notification.body}`).digest('hex');
      return { headers: notification.headers, signed };
    };
    try {
      const during = await delivered();
      expect(during.headers['x-pgw-signature']).toBe(during.signed(after));
      expect(during.headers['x-pgw-signature-previous']).toBe(during.signed(before));
      clock.later(2 * 3600);
      const later = await delivered();
      expect(later.headers['x-pgw-signature']).toBe(later.signed(after));
      expect(later.headers['x-pgw-signature-previous']).toBeUndefined();
    } finally {
      receiver.close();
    }
  });
});
