import { describe, expect, it } from 'vitest';
import { idleStateAt, idleWarningLeadMs, staffIdleTimeoutMs } from '../../../src/domain/session/idle-warning';
import { normaliseUserName, profileKeepsSession, sessionStateOf } from '../../../src/domain/session/session-rules';
import { decodeTokenClaims, type TokenClaims } from '../../../src/domain/session/token-claims';

const base64Url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const header = base64Url('{"alg":"HS256","typ":"JWT"}');
const claims: TokenClaims = {
  _id: 'u1',
  userName: 'admin',
  userType: 'Admin',
  userTypeId: 'p1',
  organisation: 'platform',
  role: { _id: 'r1', name: 'admin', permissions: {} },
  jti: 'j1',
  iat: 1000,
  exp: 2000,
};
const tokenOf = (payload: object) => `${header}.${base64Url(JSON.stringify(payload))}.signature`;

describe('token claims', () => {
  it('reads a payload whose base64url holds - and _ and no padding', () => {
    // '?>' and '~~' encode to base64 with '/' and '+', which base64url writes as '_' and '-'.
    const payload = { ...claims, userName: '?>?>~~~' };
    const token = tokenOf(payload);
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect((token.split('.')[1] ?? '').length % 4).not.toBe(0);
    expect(decodeTokenClaims(token)).toEqual(payload);
  });

  it('refuses a token of two or four parts even when its second part reads', () => {
    const payload = base64Url(JSON.stringify(claims));
    expect(decodeTokenClaims(`${header}.${payload}`)).toBeNull();
    expect(decodeTokenClaims(`${header}.${payload}.sig.more`)).toBeNull();
    expect(decodeTokenClaims(`${header}..sig`)).toBeNull();
  });

  it('refuses claims without a numeric expiry or a user type id, and a payload that is not JSON', () => {
    const { exp: _exp, ...noExpiry } = claims;
    const { userTypeId: _type, ...noType } = claims;
    expect(decodeTokenClaims(tokenOf(noExpiry))).toBeNull();
    expect(decodeTokenClaims(tokenOf({ ...claims, exp: '2000' }))).toBeNull();
    expect(decodeTokenClaims(tokenOf(noType))).toBeNull();
    expect(decodeTokenClaims(`${header}.${base64Url('{not json')}.sig`)).toBeNull();
    expect(decodeTokenClaims(`${header}.%%%.sig`)).toBeNull();
  });
});

describe('session rules at their edges', () => {
  it('is expired at the expiry second itself', () => {
    expect(sessionStateOf(tokenOf(claims), 2000).kind).toBe('expired');
    expect(sessionStateOf(tokenOf(claims), 1999).kind).toBe('active');
  });

  it('keeps the session only with a profile id and a role', () => {
    expect(profileKeepsSession(claims, { _id: 'u1' })).toBe(true);
    expect(profileKeepsSession({ ...claims, role: null }, { _id: 'u1' })).toBe(false);
    expect(profileKeepsSession({ ...claims, role: undefined as unknown as null }, { _id: 'u1' })).toBe(false);
    expect(profileKeepsSession(claims, { _id: '' })).toBe(false);
    expect(profileKeepsSession(claims, null)).toBe(false);
  });

  it('trims and lower-cases the user name', () => {
    expect(normaliseUserName('  Admin ')).toBe('admin');
  });
});

describe('idle warning (docs/decisions/0002-sessions.md)', () => {
  const minute = 60_000;

  it('is 15 minutes with a warning a minute before', () => {
    expect(staffIdleTimeoutMs).toBe(15 * minute);
    expect(idleWarningLeadMs).toBe(minute);
  });

  it('warns from the last minute on, counting whole seconds up, and times out at the end', () => {
    expect(idleStateAt(0, 14 * minute - 1)).toEqual({ kind: 'active' });
    expect(idleStateAt(0, 14 * minute)).toEqual({ kind: 'warning', secondsLeft: 60 });
    expect(idleStateAt(0, 14 * minute + 30_500)).toEqual({ kind: 'warning', secondsLeft: 30 });
    expect(idleStateAt(0, 15 * minute - 1)).toEqual({ kind: 'warning', secondsLeft: 1 });
    expect(idleStateAt(0, 15 * minute)).toEqual({ kind: 'timed-out' });
  });
});
