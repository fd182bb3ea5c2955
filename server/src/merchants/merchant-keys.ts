import { randomBytes } from 'node:crypto';
import { secretContextOf } from '../shared/merchant-secrets';
import type { SecretBox } from '../crypto/secret-box';

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

export { openedSecret, secretContextOf, type SecretColumn } from '../shared/merchant-secrets';

/** The secret parts sealed for storage; the SID and public key are not secret and stay readable. */
export function sealedKeysOf(box: SecretBox, merchantId: string, keys: MerchantKeys): MerchantKeys {
  return {
    ...keys,
    privateKey: box.seal(keys.privateKey, secretContextOf(merchantId, 'private_key')),
    token: box.seal(keys.token, secretContextOf(merchantId, 'token')),
  };
}

/** spec 2 §2.2: the modal's Base64 value, `sid:token` as a Basic authorization credential. */
export const basicCredentialOf = (sid: string, token: string) => Buffer.from(`${sid}:${token}`, 'utf8').toString('base64');
