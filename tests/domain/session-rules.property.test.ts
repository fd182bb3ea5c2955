import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { normaliseUserName, profileKeepsSession, sessionStateOf } from '../../src/domain/session/session-rules';
import type { TokenClaims } from '../../src/domain/session/token-claims';

function base64Url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}
function tokenOf(claims: object): string {
  return `${base64Url('{"alg":"HS256","typ":"JWT"}')}.${base64Url(JSON.stringify(claims))}.signature`;
}
const claims = (over: Partial<TokenClaims> = {}): TokenClaims => ({
  _id: 'u1',
  userName: 'مدير',
  userType: 'Admin',
  userTypeId: 'p1',
  organisation: 'platform',
  role: { _id: 'r1', name: 'admin', permissions: {} },
  jti: 'j1',
  iat: 1000,
  exp: 2000,
  ...over,
});

describe('session rules', () => {
  it('is active before expiry and expired from the expiry second on', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 }), fc.integer({ min: 0, max: 2 ** 31 }), (exp, now) => {
        const state = sessionStateOf(tokenOf(claims({ exp })), now);
        expect(state.kind).toBe(now < exp ? 'active' : 'expired');
      }),
    );
  });

  it('treats a missing token as anonymous and garbage as invalid', () => {
    expect(sessionStateOf(null, 0).kind).toBe('anonymous');
    expect(sessionStateOf('', 0).kind).toBe('anonymous');
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => s.split('.').length !== 3),
        (garbage) => {
          expect(sessionStateOf(garbage, 0).kind).toBe('invalid');
        },
      ),
    );
  });

  it('treats a token without an id as invalid', () => {
    expect(sessionStateOf(tokenOf({ ...claims(), _id: '' }), 0).kind).toBe('invalid');
    expect(sessionStateOf(tokenOf({ userTypeId: 'x', exp: 10 }), 0).kind).toBe('invalid');
  });

  it('reads UTF-8 claims', () => {
    const state = sessionStateOf(tokenOf(claims()), 0);
    expect(state.kind === 'active' && state.claims.userName).toBe('مدير');
  });

  it('keeps the session only with a profile id and a role', () => {
    expect(profileKeepsSession(claims(), { _id: 'u1' })).toBe(true);
    expect(profileKeepsSession(claims(), { _id: '' })).toBe(false);
    expect(profileKeepsSession(claims(), null)).toBe(false);
    expect(profileKeepsSession(claims({ role: null }), { _id: 'u1' })).toBe(false);
  });

  it('normalises user names idempotently to trimmed lower case', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        const once = normaliseUserName(name);
        expect(normaliseUserName(once)).toBe(once);
        expect(once).toBe(once.trim());
        expect(once).toBe(once.toLowerCase());
      }),
    );
  });
});
