import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../server/src/auth/password-hasher';
import { lockMsOf, reserveAttempt, type LockState } from '../../server/src/auth/login-throttle';
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
  const blank: LockState = { attempts: 0, windowStartedAt: at(0), lockedUntil: null, bursts: 0, lastLockedAt: null };
  /** Reserves one attempt a minute from `first` on; answers the last outcome and state. */
  function attempts(count: number, first: number, state: LockState = blank) {
    let current = state;
    let outcome = reserveAttempt(current, at(first));
    for (let index = 0; index < count; index += 1) {
      outcome = reserveAttempt(current, at(first + index));
      if (outcome.kind === 'reserved') current = outcome.next;
    }
    return { outcome, state: current };
  }

  it('locks for 15 minutes once the fifth attempt within 15 minutes is reserved', () => {
    const { outcome, state } = attempts(5, 1);
    expect(outcome.kind).toBe('reserved');
    expect(state.lockedUntil).toEqual(at(20));
    expect(reserveAttempt(state, at(11))).toEqual({ kind: 'locked', remainingMs: 9 * 60_000 });
    expect(reserveAttempt(state, at(20)).kind).toBe('reserved');
  });

  it('does not lock after four attempts or five spread over more than 15 minutes', () => {
    expect(attempts(4, 1).state.lockedUntil).toBeNull();
    let state = blank;
    for (const minute of [0, 5, 10, 15, 20]) {
      const outcome = reserveAttempt(state, at(minute));
      if (outcome.kind === 'reserved') state = outcome.next;
    }
    expect(state.lockedUntil).toBeNull();
  });

  it('locks longer only from the third burst within a day, at most a day', () => {
    expect([1, 2, 3, 4, 5].map(lockMsOf)).toEqual([15, 15, 30, 60, 120].map((minutes) => minutes * 60_000));
    expect(lockMsOf(20)).toBe(24 * 60 * 60_000);
    const first = attempts(5, 0).state;
    const second = attempts(5, 20, first).state;
    const third = attempts(5, 40, second).state;
    expect(second.bursts).toBe(2);
    expect(second.lockedUntil).toEqual(at(39));
    expect(third.bursts).toBe(3);
    expect(third.lockedUntil).toEqual(at(74));
    // A day later the bursts are forgotten.
    const later = reserveAttempt(third, new Date(at(74).getTime() + 24 * 60 * 60_000));
    expect(later.kind === 'reserved' && later.next.bursts).toBe(0);
  });
});
