import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const prefix = 'enc:v1:';
const ivBytes = 12;
const tagBytes = 16;

/**
 * Secrets at rest (spec 2 §2.2 Confidential keys): AES-256-GCM with a fresh 96-bit IV per value and
 * a key derived by HKDF-SHA256 from the server's token secret for this purpose only, so the key
 * never signs anything else. `context` (e.g. the merchant id and column) is authenticated data: a
 * value copied to another row or column fails to open instead of revealing the wrong secret.
 * Stored as `enc:v1:<iv>.<ciphertext>.<tag>` (base64url); the prefix tells sealed from legacy text.
 */
export class SecretBox {
  readonly #key: Buffer;

  constructor(serverSecret: string, purpose: string) {
    this.#key = Buffer.from(hkdfSync('sha256', serverSecret, 'pgw-secret-box', purpose, 32));
  }

  static isSealed(value: string): boolean {
    return value.startsWith(prefix);
  }

  seal(plaintext: string, context: string): string {
    const iv = randomBytes(ivBytes);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv, { authTagLength: tagBytes });
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return `${prefix}${[iv, body, cipher.getAuthTag()].map((part) => part.toString('base64url')).join('.')}`;
  }

  /** Throws when the value was not sealed with this key and context (tampered, moved, or another secret). */
  open(sealed: string, context: string): string {
    if (!SecretBox.isSealed(sealed)) throw new Error('Value is not sealed');
    const [iv, body, tag, extra] = sealed
      .slice(prefix.length)
      .split('.')
      .map((part) => Buffer.from(part, 'base64url'));
    if (iv === undefined || body === undefined || tag === undefined || extra !== undefined || iv.length !== ivBytes || tag.length !== tagBytes) {
      throw new Error('Sealed value is malformed');
    }
    const decipher = createDecipheriv('aes-256-gcm', this.#key, iv, { authTagLength: tagBytes });
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  }
}
