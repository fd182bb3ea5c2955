import { createHash, createHmac, randomBytes } from 'node:crypto';
import { resolveTokenSecret } from '../../../server/src/db/token-secret';
import { merchantKeysPurpose, openedSecret } from '../../../server/src/shared/merchant-secrets';
import { SecretBox } from '../../../server/src/crypto/secret-box';
import type { TestServer } from './test-server';

export interface CheckoutMerchant {
  merchantId: string;
  sid: string;
  privateKey: string;
  serviceId: string;
}

/** The demo service that offers every method (hashir-credit-card) and its merchant's keys, opened. */
export async function checkoutMerchant(server: TestServer, serviceName = 'hashir-credit-card'): Promise<CheckoutMerchant> {
  const row = await server.db
    .selectFrom('services as s')
    .innerJoin('merchants as m', 'm.id', 's.merchant_id')
    .select(['m.id', 'm.sid', 'm.private_key', 's.service_id'])
    .where('s.service_name', '=', serviceName)
    .executeTakeFirstOrThrow();
  const box = new SecretBox(await resolveTokenSecret(server.db, undefined), merchantKeysPurpose);
  return { merchantId: row.id, sid: row.sid, privateKey: openedSecret(box, row.id, 'private_key', row.private_key).plain, serviceId: row.service_id };
}

export interface SignedRequestOptions {
  nonce?: string;
  timestamp?: number;
  /** Signs this text but sends `body` (a tampered request). */
  signedBody?: string;
  key?: string;
  /** More headers (an Idempotency-Key). */
  headers?: Record<string, string>;
}

/** README "Creating a checkout session": the merchant's signed POST. */
export async function signedPost(baseUrl: string, merchant: CheckoutMerchant, path: string, body: unknown, options: SignedRequestOptions = {}) {
  const text = JSON.stringify(body);
  const timestamp = String(options.timestamp ?? Math.floor(Date.now() / 1000));
  const nonce = options.nonce ?? randomBytes(16).toString('hex');
  const bodyHash = createHash('sha256')
    .update(options.signedBody ?? text)
    .digest('hex');
  const signature = createHmac('sha256', options.key ?? merchant.privateKey)
    .update(['POST', path, timestamp, nonce, bodyHash].join('\n'))
    .digest('hex');
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-pgw-sid': merchant.sid,
      'x-pgw-timestamp': timestamp,
      'x-pgw-nonce': nonce,
      'x-pgw-signature': signature,
      ...options.headers,
    },
    body: text,
  });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown> & { errors?: { field?: string; message: string }[] },
    headers: response.headers,
    nonce,
    timestamp,
  };
}

export const sessionPath = '/api/checkout/sessions';
