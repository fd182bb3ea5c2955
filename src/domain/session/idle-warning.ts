/**
 * docs/decisions/0002-sessions.md: a platform staff session ends after 15 idle minutes on the server;
 * the portal warns a minute before. Pure: what the warning shows at a moment.
 */
export const staffIdleTimeoutMs = 15 * 60_000;
export const idleWarningLeadMs = 60_000;

export type IdleState = { kind: 'active' } | { kind: 'warning'; secondsLeft: number } | { kind: 'timed-out' };

export function idleStateAt(lastActivityMs: number, nowMs: number, timeoutMs = staffIdleTimeoutMs, leadMs = idleWarningLeadMs): IdleState {
  const left = lastActivityMs + timeoutMs - nowMs;
  if (left <= 0) return { kind: 'timed-out' };
  if (left <= leadMs) return { kind: 'warning', secondsLeft: Math.ceil(left / 1000) };
  return { kind: 'active' };
}
