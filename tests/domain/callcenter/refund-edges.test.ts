import { describe, expect, it } from 'vitest';
import { decideRefund, refundAmountOf } from '../../../src/domain/callcenter/refund-rules';
import { decimal, decimalOf } from '../../../src/domain/money/decimal';

describe('refund amounts at their edges', () => {
  const paid = { status: 'Success' as const, paid: decimal('100.00'), refundClaimed: false };

  it('refuses a refund of zero or less', () => {
    expect(decideRefund({ ...paid, requested: decimal('0.00') })).toEqual({ ok: false, refusal: 'notPositive' });
    expect(decideRefund({ ...paid, requested: decimal('-0.01') })).toEqual({ ok: false, refusal: 'notPositive' });
    expect(decideRefund({ ...paid, paid: decimal('0.00') })).toEqual({ ok: false, refusal: 'notPositive' });
    expect(decideRefund({ ...paid, requested: decimal('0.01') })).toEqual({ ok: true, amount: decimal('0.01') });
  });

  it('reads wire amounts of up to 16 digits before the point', () => {
    expect(refundAmountOf('9999999999999999.99')).toEqual(decimalOf(999999999999999999n, 2));
    expect(refundAmountOf('10000000000000000')).toBeNull();
  });
});
