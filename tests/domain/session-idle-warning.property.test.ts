import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { idleStateAt, idleWarningLeadMs, staffIdleTimeoutMs } from '../../src/domain/session/idle-warning';

// docs/decisions/0002-sessions.md: the portal warns during the last minute before the idle timeout.
describe('idleStateAt', () => {
  const last = fc.integer({ min: 0, max: 2_000_000_000_000 });
  const elapsed = fc.integer({ min: 0, max: 2 * staffIdleTimeoutMs });

  it('is active before the last minute, warns during it and times out at the limit', () => {
    fc.assert(
      fc.property(last, elapsed, (lastActivity, gone) => {
        const state = idleStateAt(lastActivity, lastActivity + gone);
        if (gone >= staffIdleTimeoutMs) expect(state.kind).toBe('timed-out');
        else if (gone >= staffIdleTimeoutMs - idleWarningLeadMs) {
          expect(state).toEqual({ kind: 'warning', secondsLeft: Math.ceil((staffIdleTimeoutMs - gone) / 1000) });
        } else expect(state.kind).toBe('active');
      }),
    );
  });

  it('counts down: later moments never show more seconds left', () => {
    fc.assert(
      fc.property(last, fc.integer({ min: 0, max: idleWarningLeadMs }), fc.integer({ min: 0, max: idleWarningLeadMs }), (lastActivity, a, b) => {
        const start = lastActivity + staffIdleTimeoutMs - idleWarningLeadMs;
        const first = idleStateAt(lastActivity, start + Math.min(a, b));
        const second = idleStateAt(lastActivity, start + Math.max(a, b));
        const left = (state: typeof first) => (state.kind === 'warning' ? state.secondsLeft : state.kind === 'timed-out' ? 0 : Number.POSITIVE_INFINITY);
        expect(left(second)).toBeLessThanOrEqual(left(first));
      }),
    );
  });
});
