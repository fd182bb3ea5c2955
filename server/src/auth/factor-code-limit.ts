import { lockPolicy } from './login-throttle';

interface Tries {
  wrong: number;
  windowStartedAt: number;
  lockedUntil: number | null;
}

/**
 * docs/decisions/0036-second-factor.md: wrong codes sent to change one's own factor (turn it off, new
 * recovery codes) follow the sign-in lock's numbers: five within 15 minutes lock the user's code
 * checks for 15 minutes. Kept in the process, not the database: the change transaction of a
 * refused request rolls back, and with it any counter written there.
 */
export class FactorCodeLimit {
  readonly #tries = new Map<string, Tries>();

  constructor(private readonly now: () => Date) {}

  /** Whole minutes (at least 1) until the user may send a code again, or null when they may now. */
  lockedMinutes(userId: string): number | null {
    const lockedUntil = this.#tries.get(userId)?.lockedUntil ?? null;
    const at = this.now().getTime();
    return lockedUntil !== null && lockedUntil > at ? Math.max(1, Math.ceil((lockedUntil - at) / 60_000)) : null;
  }

  recordWrong(userId: string): void {
    const at = this.now().getTime();
    const current = this.#tries.get(userId);
    const fresh = current === undefined || current.lockedUntil !== null || at - current.windowStartedAt > lockPolicy.windowMs;
    const wrong = (fresh ? 0 : current.wrong) + 1;
    const windowStartedAt = fresh ? at : current.windowStartedAt;
    this.#tries.set(userId, { wrong, windowStartedAt, lockedUntil: wrong >= lockPolicy.maxFailures ? at + lockPolicy.lockMs : null });
    this.#forgetStale(at);
  }

  clear(userId: string): void {
    this.#tries.delete(userId);
  }

  /** Entries whose window and lock are over are dropped, so the map stays small. */
  #forgetStale(at: number): void {
    for (const [userId, tries] of this.#tries) {
      if ((tries.lockedUntil ?? 0) <= at && at - tries.windowStartedAt > lockPolicy.windowMs) this.#tries.delete(userId);
    }
  }
}
