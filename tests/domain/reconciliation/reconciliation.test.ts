import { describe, expect, it } from 'vitest';
import { lineStates, mayRefundOrphan, mayResolve, reconciliationClasses } from '../../../src/domain/reconciliation/reconciliation';
import { statementKinds } from '../../../src/domain/reconciliation/statement-file';

// docs/decisions/0035-reconciliation.md: which line may be refunded, which resolved.
describe('the actions on a line', () => {
  it('refunds only an open or pending charge the provider alone has', () => {
    for (const lineClass of reconciliationClasses) {
      for (const kind of statementKinds) {
        for (const state of lineStates) {
          const expected = lineClass === 'provider_only' && kind === 'charge' && (state === 'open' || state === 'refund_pending');
          expect(mayRefundOrphan({ class: lineClass, kind, state }), `${lineClass} ${kind} ${state}`).toBe(expected);
        }
      }
    }
  });

  it('resolves only an open line that is not matched', () => {
    for (const lineClass of reconciliationClasses) {
      for (const state of lineStates) {
        expect(mayResolve({ class: lineClass, state }), `${lineClass} ${state}`).toBe(lineClass !== 'matched' && state === 'open');
      }
    }
  });
});
