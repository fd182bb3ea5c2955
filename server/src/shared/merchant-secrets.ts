import { SecretBox } from '../crypto/secret-box';

// spec 2 §2.2 Confidential: how a merchant's sealed secrets are opened, shared by the merchants area
// (the reveal) and the checkout (which verifies and signs with the merchant's secret key).

export type SecretColumn = 'private_key' | 'token';

/** The secret box's purpose for merchant keys (merchants.module.ts and checkout.module.ts). */
export const merchantKeysPurpose = 'merchant-keys';

/** Binds a sealed value to its merchant and column (the cipher's authenticated data). */
export const secretContextOf = (merchantId: string, column: SecretColumn) => `merchants:${merchantId}:${column}`;

/**
 * A stored secret in plain text: sealed ones are opened; a legacy plaintext one (written before
 * the server sealed keys, e.g. by the demo seed) is answered as it is and reported, so the caller
 * seals it in the same transaction.
 */
export function openedSecret(box: SecretBox, merchantId: string, column: SecretColumn, stored: string): { plain: string; legacy: boolean } {
  if (SecretBox.isSealed(stored)) return { plain: box.open(stored, secretContextOf(merchantId, column)), legacy: false };
  return { plain: stored, legacy: true };
}
