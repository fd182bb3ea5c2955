import type { LockState, Reservation } from './sign-in-lock-state';
import type { SignInLocksRepository } from './sign-in-locks.repository';

export type { LockState, Reservation } from './sign-in-lock-state';

// docs/decisions/0002-sessions.md: five failed sign-ins for one user name from one client within
// 15 minutes lock that pair for 15 minutes; from the third lock in a day on, each lock is twice
// the one before (at most a day). Attempts refused while locked are not counted, so a lock ends.
export const lockPolicy = {
  maxFailures: 5,
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
  burstsAtShortestLock: 2,
  longestLockMs: 24 * 60 * 60_000,
  burstMemoryMs: 24 * 60 * 60_000,
} as const;

/**
 * PCI DSS 8.3.4: wrong second-factor codes are also counted per account, whatever address sends
 * them, so spreading guesses over many addresses gains nothing: ten wrong codes within 30 minutes
 * lock the account's code step for 30 minutes (docs/decisions/0036-second-factor.md).
 */
export const accountCodePolicy = { maxWrong: 10, windowMs: 30 * 60_000, lockMs: 30 * 60_000 } as const;

/** The account-wide row of the code step, beside the per-address rows: no address is ever '*'. */
const everyClient = '*';

/** Counts one more code for the account before it is checked, or refuses it while the account is locked. */
export function reserveAccountCode(state: LockState, now: Date): Reservation {
  const at = now.getTime();
  if (state.lockedUntil !== null && state.lockedUntil.getTime() > at) return { kind: 'locked', remainingMs: state.lockedUntil.getTime() - at };
  const fresh = state.lockedUntil !== null || at - state.windowStartedAt.getTime() > accountCodePolicy.windowMs;
  const attempts = (fresh ? 0 : state.attempts) + 1;
  const windowStartedAt = fresh ? now : state.windowStartedAt;
  const lockedUntil = attempts >= accountCodePolicy.maxWrong ? new Date(at + accountCodePolicy.lockMs) : null;
  return { kind: 'reserved', next: { attempts, windowStartedAt, lockedUntil, bursts: 0, lastLockedAt: lockedUntil === null ? null : now } };
}

/** How long the n-th lock (1 = first) of a day lasts. */
export function lockMsOf(burst: number): number {
  const doublings = Math.max(0, burst - lockPolicy.burstsAtShortestLock);
  return Math.min(lockPolicy.lockMs * 2 ** doublings, lockPolicy.longestLockMs);
}

/**
 * Counts one more attempt before its password is checked, or refuses it while locked. The attempt
 * that reaches the limit sets the lock at once, so requests racing it are refused; a success then
 * clears it.
 */
export function reserveAttempt(state: LockState, now: Date): Reservation {
  const at = now.getTime();
  if (state.lockedUntil !== null && state.lockedUntil.getTime() > at) return { kind: 'locked', remainingMs: state.lockedUntil.getTime() - at };
  const remembered = state.lastLockedAt !== null && at - state.lastLockedAt.getTime() < lockPolicy.burstMemoryMs;
  const bursts = remembered ? state.bursts : 0;
  const fresh = state.lockedUntil !== null || at - state.windowStartedAt.getTime() > lockPolicy.windowMs;
  const attempts = (fresh ? 0 : state.attempts) + 1;
  const windowStartedAt = fresh ? now : state.windowStartedAt;
  if (attempts < lockPolicy.maxFailures) {
    return { kind: 'reserved', next: { attempts, windowStartedAt, lockedUntil: null, bursts, lastLockedAt: remembered ? state.lastLockedAt : null } };
  }
  const burst = bursts + 1;
  return { kind: 'reserved', next: { attempts, windowStartedAt, lockedUntil: new Date(at + lockMsOf(burst)), bursts: burst, lastLockedAt: now } };
}

export class LoginThrottle {
  constructor(private readonly locks: SignInLocksRepository) {}

  /** Reserves an attempt; whole minutes (at least 1) until the pair may try again, or null when it may now. */
  async reserve(userName: string, client: string, now: Date): Promise<number | null> {
    const outcome = await this.locks.reserve(userName, client, now, (state) => reserveAttempt(state, now));
    return outcome.kind === 'locked' ? Math.max(1, Math.ceil(outcome.remainingMs / 60_000)) : null;
  }

  recordSuccess(userName: string, client: string, now: Date): Promise<void> {
    return this.locks.clear(userName, client, new Date(now.getTime() - lockPolicy.burstMemoryMs));
  }

  /**
   * Reserves one code of the account's code step: `minutes` while the account is locked, and
   * `lockedNow` when this code is the one that locks it (the caller records that once).
   */
  async reserveCode(userName: string, now: Date): Promise<{ minutes: number | null; lockedNow: boolean }> {
    const outcome = await this.locks.reserve(userName, everyClient, now, (state) => reserveAccountCode(state, now));
    if (outcome.kind === 'locked') return { minutes: Math.max(1, Math.ceil(outcome.remainingMs / 60_000)), lockedNow: false };
    return { minutes: null, lockedNow: outcome.next.lockedUntil !== null };
  }

  /** A right code clears the account's count of wrong ones. */
  clearCodes(userName: string, now: Date): Promise<void> {
    return this.locks.clear(userName, everyClient, new Date(now.getTime() - lockPolicy.burstMemoryMs));
  }
}
