import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { isFreshTimestamp, isWellFormedNonce, signatureHeaders, signingTextOf } from '../../../src/domain/checkout/request-signing';
import type { DatabaseSchema } from '../db/database-schema';
import { signingKeysOf } from '../shared/merchant-secrets';
import type { SecretBox } from '../crypto/secret-box';

export const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
export const hmacHex = (key: string, text: string) => createHmac('sha256', key).update(text, 'utf8').digest('hex');

export type SignatureCheck = { ok: true; merchantId: string; privateKey: string } | { ok: false; field: string; message: string };

type Headers = Record<string, string | string[] | undefined>;
const header = (headers: Headers, name: string) => {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
};

/**
 * docs/decisions/0031-hosted-checkout.md: verifies a merchant's signed request (HMAC-SHA256 of
 * method, path, timestamp, nonce and the body's hash, with the merchant's secret key) and spends
 * its nonce, so the same request is accepted once. Every refusal names the header at fault.
 */
export async function verifySignedRequest(
  db: Kysely<DatabaseSchema>,
  box: SecretBox,
  request: { method: string; url: string; headers: Headers; rawBody: string },
  now: Date,
): Promise<SignatureCheck> {
  const sid = header(request.headers, signatureHeaders.sid);
  const timestamp = header(request.headers, signatureHeaders.timestamp);
  const nonce = header(request.headers, signatureHeaders.nonce);
  const signature = header(request.headers, signatureHeaders.signature).toLowerCase();
  if (sid === '') return { ok: false, field: signatureHeaders.sid, message: 'Missing merchant SID' };
  if (!/^[0-9a-f]{64}$/.test(signature)) return { ok: false, field: signatureHeaders.signature, message: 'Missing or malformed signature' };
  if (!isWellFormedNonce(nonce)) return { ok: false, field: signatureHeaders.nonce, message: 'Missing or malformed nonce' };
  const merchant = await db
    .selectFrom('merchants')
    .select(['id', 'private_key', 'previous_private_key', 'previous_key_expires_at'])
    .where('sid', '=', sid)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (merchant === undefined) return { ok: false, field: signatureHeaders.signature, message: 'Signature does not match' };
  const keys = signingKeysOf(box, merchant, now);
  const signingText = signingTextOf(request.method, request.url, timestamp, nonce, sha256Hex(request.rawBody));
  // During a rotation's overlap the old key still signs (docs/decisions/0047-backups-and-key-rotation.md).
  const privateKey = [keys.current, keys.previous].find(
    (key) => key !== null && timingSafeEqual(Buffer.from(hmacHex(key, signingText), 'hex'), Buffer.from(signature, 'hex')),
  );
  if (privateKey === undefined || privateKey === null) return { ok: false, field: signatureHeaders.signature, message: 'Signature does not match' };
  if (!isFreshTimestamp(timestamp, now)) return { ok: false, field: signatureHeaders.timestamp, message: 'Request timestamp is too old or in the future' };
  const spent = await db
    .insertInto('checkout_nonces')
    .values({ merchant_id: merchant.id, nonce })
    .onConflict((oc) => oc.columns(['merchant_id', 'nonce']).doNothing())
    .executeTakeFirst();
  if (Number(spent.numInsertedOrUpdatedRows ?? 0n) !== 1) return { ok: false, field: signatureHeaders.nonce, message: 'Request already received (nonce used)' };
  return { ok: true, merchantId: merchant.id, privateKey };
}
