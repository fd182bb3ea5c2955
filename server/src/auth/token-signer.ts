import { createHmac, timingSafeEqual } from 'node:crypto';
import { decodeTokenClaims, type TokenClaims } from '../../../src/domain/session/token-claims';

export type TokenCheck = { kind: 'valid'; claims: TokenClaims } | { kind: 'expired'; claims: TokenClaims } | { kind: 'invalid' };

const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

/** docs/decisions/0002-sessions.md: a compact HS256 JWT made and checked with node:crypto only. */
export class TokenSigner {
  readonly #secret: Buffer;

  constructor(secret: string) {
    this.#secret = Buffer.from(secret, 'utf8');
  }

  sign(claims: TokenClaims): string {
    const body = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
    return `${body}.${this.#signature(body).toString('base64url')}`;
  }

  check(token: string, nowSeconds: number): TokenCheck {
    const parts = token.split('.');
    if (parts.length !== 3) return { kind: 'invalid' };
    const [head, payload, signature] = parts as [string, string, string];
    // Only our own header is accepted: no `alg: none`, no algorithm switching.
    if (head !== header) return { kind: 'invalid' };
    // Compared as text, so a second spelling of the same bytes (base64 padding bits) is refused too.
    const expected = Buffer.from(this.#signature(`${head}.${payload}`).toString('base64url'));
    const actual = Buffer.from(signature);
    if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return { kind: 'invalid' };
    const claims = decodeTokenClaims(token);
    if (claims === null || typeof claims.jti !== 'string') return { kind: 'invalid' };
    return claims.exp <= nowSeconds ? { kind: 'expired', claims } : { kind: 'valid', claims };
  }

  #signature(body: string): Buffer {
    return createHmac('sha256', this.#secret).update(body).digest();
  }
}
