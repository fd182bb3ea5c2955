/** The sign-in lock of one user name and client (login-throttle.ts decides, the repository keeps it). */
export interface LockState {
  attempts: number;
  windowStartedAt: Date;
  lockedUntil: Date | null;
  /** Locks within the burst memory, the one in force included. */
  bursts: number;
  lastLockedAt: Date | null;
}

export type Reservation = { kind: 'locked'; remainingMs: number } | { kind: 'reserved'; next: LockState };
