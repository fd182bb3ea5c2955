import type { LoginAttemptsRepository } from './login-attempts.repository';

// docs/decisions.md "Sessions": five failed sign-ins for one user name within 15 minutes lock it
// for 15 minutes. Attempts refused while locked are not counted, so the lock does end.
export const lockPolicy = { maxFailures: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 } as const;

/** Milliseconds the user name stays locked, or null; `failures` newest first. */
export function lockRemainingMs(failures: readonly Date[], now: Date): number | null {
  if (failures.length < lockPolicy.maxFailures) return null;
  const newest = failures[0] as Date;
  const oldestCounted = failures[lockPolicy.maxFailures - 1] as Date;
  if (newest.getTime() - oldestCounted.getTime() > lockPolicy.windowMs) return null;
  const remaining = newest.getTime() + lockPolicy.lockMs - now.getTime();
  return remaining > 0 ? remaining : null;
}

export class LoginThrottle {
  constructor(private readonly attempts: LoginAttemptsRepository) {}

  /** Whole minutes (at least 1) until the user name may try again, or null when it may now. */
  async minutesLocked(userName: string, now: Date): Promise<number | null> {
    const since = new Date(now.getTime() - lockPolicy.windowMs - lockPolicy.lockMs);
    const failures = await this.attempts.recentFailures(userName, since, lockPolicy.maxFailures);
    const remaining = lockRemainingMs(failures, now);
    return remaining === null ? null : Math.max(1, Math.ceil(remaining / 60_000));
  }

  recordFailure(userName: string, now: Date): Promise<void> {
    return this.attempts.record(userName, false, now);
  }

  async recordSuccess(userName: string, now: Date): Promise<void> {
    await this.attempts.record(userName, true, now);
    await this.attempts.prune(userName, new Date(now.getTime() - lockPolicy.windowMs - lockPolicy.lockMs));
  }
}
