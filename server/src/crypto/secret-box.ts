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
  /** The first seals; every one opens (docs/decisions/0047-backups-and-key-rotation.md: TOKEN_SECRET_PREVIOUS). */
  readonly #keys: Buffer[];

  /** `serverSecret`: the current secret, or the current one then the previous ones still listed. */
  constructor(serverSecret: string | readonly string[], purpose: string) {
    const secrets = typeof serverSecret === 'string' ? [serverSecret] : serverSecret;
    this.#keys = secrets.map((secret) => Buffer.from(hkdfSync('sha256', secret, 'pgw-secret-box', purpose, 32)));
  }

  static isSealed(value: string): boolean {
    return value.startsWith(prefix);
  }

  seal(plaintext: string, context: string): string {
    const iv = randomBytes(ivBytes);
    const cipher = createCipheriv('aes-256-gcm', this.#keys[0] as Buffer, iv, { authTagLength: tagBytes });
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return `${prefix}${[iv, body, cipher.getAuthTag()].map((part) => part.toString('base64url')).join('.')}`;
  }

  /** Throws when the value was not sealed with this key and context (tampered, moved, or another secret). */
  open(sealed: string, context: string): string {
    return this.#openedWith(sealed, context).plaintext;
  }

  /**
   * docs/decisions/0049-re-sealing-after-a-rotation.md: the value sealed again with the current key
   * when a previous key sealed it; null when the current key did. Throws as `open` does.
   */
  resealed(sealed: string, context: string): string | null {
    const { plaintext, keyIndex } = this.#openedWith(sealed, context);
    return keyIndex === 0 ? null : this.seal(plaintext, context);
  }

  #openedWith(sealed: string, context: string): { plaintext: string; keyIndex: number } {
    if (!SecretBox.isSealed(sealed)) throw new Error('Value is not sealed');
    const [iv, body, tag, extra] = sealed
      .slice(prefix.length)
      .split('.')
      .map((part) => Buffer.from(part, 'base64url'));
    if (iv === undefined || body === undefined || tag === undefined || extra !== undefined || iv.length !== ivBytes || tag.length !== tagBytes) {
      throw new Error('Sealed value is malformed');
    }
    let failure: unknown;
    for (const [keyIndex, key] of this.#keys.entries()) {
      try {
        return { plaintext: SecretBox.#opened(key, iv, body, tag, context), keyIndex };
      } catch (error) {
        // The tag tells a value sealed with another key: the next key is tried.
        failure = error;
      }
    }
    throw failure;
  }

  static #opened(key: Buffer, iv: Buffer, body: Buffer, tag: Buffer, context: string): string {
    const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: tagBytes });
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  }
}
