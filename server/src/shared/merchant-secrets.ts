import { SecretBox } from '../crypto/secret-box';
import type { SealedColumn } from '../db/resealing';

// spec 2 §2.2 Confidential: how a merchant's sealed secrets are opened, shared by the merchants area
// (the reveal) and the checkout (which verifies and signs with the merchant's secret key).

export type SecretColumn = 'private_key' | 'token' | 'previous_private_key';

/** The secret box's purpose for merchant keys (merchants.module.ts and checkout.module.ts). */
export const merchantKeysPurpose = 'merchant-keys';

/** Binds a sealed value to its merchant and column (the cipher's authenticated data). */
export const secretContextOf = (merchantId: string, column: SecretColumn) => `merchants:${merchantId}:${column}`;

/** The sealed columns of merchants, for the re-sealing after a rotation (app.ts). */
export const merchantSecretColumns: SealedColumn[] = (['private_key', 'token', 'previous_private_key'] as const).map((column) => ({
  name: `merchant ${column.replaceAll('_', ' ')}s`,
  purpose: merchantKeysPurpose,
  table: 'merchants',
  column,
  keyColumns: ['id'],
  contextOf: (keys) => secretContextOf(keys.id ?? '', column),
}));

/**
 * A stored secret in plain text: sealed ones are opened; a legacy plaintext one (written before
 * the server sealed keys, e.g. by the demo seed) is answered as it is and reported, so the caller
 * seals it in the same transaction.
 */
export function openedSecret(box: SecretBox, merchantId: string, column: SecretColumn, stored: string): { plain: string; legacy: boolean } {
  if (SecretBox.isSealed(stored)) return { plain: box.open(stored, secretContextOf(merchantId, column)), legacy: false };
  return { plain: stored, legacy: true };
}

/** A merchant's secret keys as the checkout reads them: the previous one only while its overlap lasts. */
export interface SigningKeys {
  current: string;
  previous: string | null;
}

/**
 * docs/decisions/0047-backups-and-key-rotation.md: after a rotation the old secret key still signs
 * requests (and a second notification signature) until its expiry; from then on only the new one.
 */
export function signingKeysOf(
  box: SecretBox,
  merchant: { id: string; private_key: string; previous_private_key: string | null; previous_key_expires_at: Date | null },
  now: Date,
): SigningKeys {
  const current = openedSecret(box, merchant.id, 'private_key', merchant.private_key).plain;
  const overlapping = merchant.previous_private_key !== null && merchant.previous_key_expires_at !== null && merchant.previous_key_expires_at > now;
  return { current, previous: overlapping ? openedSecret(box, merchant.id, 'previous_private_key', merchant.previous_private_key as string).plain : null };
}
