import { createHmac, timingSafeEqual } from 'node:crypto';
import { decodeTokenClaims, type TokenClaims } from '../../../src/domain/session/token-claims';

/** `previous`: the position in TOKEN_SECRET_PREVIOUS of the secret that verified it; absent, the current secret did. */
export type TokenCheck = { kind: 'valid'; claims: TokenClaims; previous?: number } | { kind: 'expired'; claims: TokenClaims } | { kind: 'invalid' };

const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

/**
 * docs/decisions/0002-sessions.md: a compact HS256 JWT made and checked with node:crypto only. New
 * tokens are signed with the current secret; the previous ones (TOKEN_SECRET_PREVIOUS) still verify
 * the tokens they signed while they are listed, so a rotation signs nobody out
 * (docs/decisions/0047-backups-and-key-rotation.md).
 */
export class TokenSigner {
  readonly #secrets: Buffer[];

  constructor(secret: string, previous: readonly string[] = []) {
    this.#secrets = [secret, ...previous].map((each) => Buffer.from(each, 'utf8'));
  }

  sign(claims: TokenClaims): string {
    const body = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
    return `${body}.${this.#signature(body, 0).toString('base64url')}`;
  }

  check(token: string, nowSeconds: number): TokenCheck {
    const parts = token.split('.');
    if (parts.length !== 3) return { kind: 'invalid' };
    const [head, payload, signature] = parts as [string, string, string];
    // Only our own header is accepted: no `alg: none`, no algorithm switching.
    if (head !== header) return { kind: 'invalid' };
    const signedWith = this.#secrets.findIndex((_, index) => this.#signs(`${head}.${payload}`, signature, index));
    if (signedWith === -1) return { kind: 'invalid' };
    const claims = decodeTokenClaims(token);
    if (claims === null || typeof claims.jti !== 'string') return { kind: 'invalid' };
    if (claims.exp <= nowSeconds) return { kind: 'expired', claims };
    return signedWith === 0 ? { kind: 'valid', claims } : { kind: 'valid', claims, previous: signedWith - 1 };
  }

  #signs(body: string, signature: string, secretIndex: number): boolean {
    // Compared as text, so a second spelling of the same bytes (base64 padding bits) is refused too.
    const expected = Buffer.from(this.#signature(body, secretIndex).toString('base64url'));
    const actual = Buffer.from(signature);
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }

  #signature(body: string, secretIndex: number): Buffer {
    return createHmac('sha256', this.#secrets[secretIndex] as Buffer)
      .update(body)
      .digest();
  }
}
