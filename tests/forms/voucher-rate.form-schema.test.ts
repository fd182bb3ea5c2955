import { describe, expect, it } from 'vitest';
import { decimal } from '../../src/domain/money/decimal';
import { voucherRateFormMessages as m, voucherRateFormSchema } from '../../src/forms/voucher-rate.form-schema';

const messagesOf = (input: unknown) => {
  const result = voucherRateFormSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('voucher rate form schema (spec 3 §7 Add rate)', () => {
  it('hands on the rate exact, to four decimals, in USD', () => {
    expect(voucherRateFormSchema.parse({ rate: 281.5 })).toEqual({ rate: decimal('281.5000'), currency: 'USD' });
    expect(voucherRateFormSchema.parse({ rate: 99999999.9999, currency: 'USD' }).rate).toEqual(decimal('99999999.9999'));
  });

  it('needs a rate above 0 with at most four decimals and eight digits before the point', () => {
    expect(messagesOf({})).toEqual([m.rateRequired]);
    expect(messagesOf({ rate: '280' })).toEqual([m.rateRequired]);
    expect(messagesOf({ rate: 0 })).toEqual([m.rateInvalid]);
    expect(messagesOf({ rate: -1 })).toEqual([m.rateInvalid]);
    expect(messagesOf({ rate: 280.12345 })).toEqual([m.rateInvalid]);
    expect(messagesOf({ rate: 123456789 })).toEqual([m.rateInvalid]);
  });
});
