import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../server/src/auth/password-hasher';
import { lockRemainingMs } from '../../server/src/auth/login-throttle';
import { TokenSigner } from '../../server/src/auth/token-signer';
import type { TokenClaims } from '../../src/domain/session/token-claims';

const claims: TokenClaims = {
  _id: 'u1',
  userName: 'admin',
  userType: 'Admin',
  userTypeId: 'o1',
  organisation: 'platform',
  role: { _id: 'r1', name: 'admin', permissions: {} },
  jti: 'j1',
  iat: 1_000,
  exp: 2_000,
};

describe('password hasher', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('admin12345');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword('admin12345', hash)).toBe(true);
    expect(await verifyPassword('admin12346', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('refuses hashes it cannot read or that ask for too much work', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$1073741824$8$1$c2FsdA==$a2V5')).toBe(false);
  });
});

describe('token signer', () => {
  const signer = new TokenSigner('s'.repeat(40));

  it('accepts its own token until expiry, then reports it expired', () => {
    const token = signer.sign(claims);
    expect(signer.check(token, 1_500)).toEqual({ kind: 'valid', claims });
    expect(signer.check(token, 2_000)).toMatchObject({ kind: 'expired' });
  });

  it('refuses another secret, alg none and a changed payload', () => {
    const token = signer.sign(claims);
    expect(new TokenSigner('t'.repeat(40)).check(token, 1_500)).toEqual({ kind: 'invalid' });
    const [, payload] = token.split('.');
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    expect(signer.check(none, 1_500)).toEqual({ kind: 'invalid' });
    const other = signer.sign({ ...claims, userName: 'other' }).split('.')[1];
    expect(signer.check(token.replace(payload!, other!), 1_500)).toEqual({ kind: 'invalid' });
  });
});

describe('sign-in lock', () => {
  const at = (minute: number) => new Date(Date.UTC(2025, 0, 1, 0, minute));

  it('locks for 15 minutes after five failures within 15 minutes', () => {
    const failures = [at(10), at(8), at(6), at(4), at(2)];
    expect(lockRemainingMs(failures, at(11))).toBe(14 * 60_000);
    expect(lockRemainingMs(failures, at(25))).toBeNull();
  });

  it('does not lock after four failures or five spread over more than 15 minutes', () => {
    expect(lockRemainingMs([at(4), at(3), at(2), at(1)], at(5))).toBeNull();
    expect(lockRemainingMs([at(20), at(15), at(10), at(5), at(0)], at(21))).toBeNull();
  });
});
