import { randomBytes } from 'node:crypto';
import { SecretBox } from '../shared/secret-box';

export interface MerchantKeys {
  sid: string;
  publicKey: string;
  privateKey: string;
  token: string;
}

/**
 * spec 2 §2.2 Confidential: the SID, keys and token are the server's, random per merchant from the
 * operating system's CSPRNG and never taken from a client. Same shapes as the demo merchants'.
 */
export function generateMerchantKeys(): MerchantKeys {
  return {
    sid: randomBytes(8).toString('hex'),
    publicKey: `pk_${randomBytes(16).toString('hex')}`,
    privateKey: `sk_${randomBytes(24).toString('hex')}`,
    token: randomBytes(32).toString('base64url'),
  };
}

export type SecretColumn = 'private_key' | 'token';

/** Binds a sealed value to its merchant and column (the cipher's authenticated data). */
export const secretContextOf = (merchantId: string, column: SecretColumn) => `merchants:${merchantId}:${column}`;

/** The secret parts sealed for storage; the SID and public key are not secret and stay readable. */
export function sealedKeysOf(box: SecretBox, merchantId: string, keys: MerchantKeys): MerchantKeys {
  return {
    ...keys,
    privateKey: box.seal(keys.privateKey, secretContextOf(merchantId, 'private_key')),
    token: box.seal(keys.token, secretContextOf(merchantId, 'token')),
  };
}

/**
 * A stored secret in plain text: sealed ones are opened; a legacy plaintext one (written before
 * the server sealed keys, e.g. by the demo seed) is answered as it is and reported, so the caller
 * seals it in the same transaction.
 */
export function openedSecret(box: SecretBox, merchantId: string, column: SecretColumn, stored: string): { plain: string; legacy: boolean } {
  if (SecretBox.isSealed(stored)) return { plain: box.open(stored, secretContextOf(merchantId, column)), legacy: false };
  return { plain: stored, legacy: true };
}

/** spec 2 §2.2: the modal's Base64 value, `sid:token` as a Basic authorization credential. */
export const basicCredentialOf = (sid: string, token: string) => Buffer.from(`${sid}:${token}`, 'utf8').toString('base64');
