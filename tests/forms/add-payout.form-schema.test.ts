import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { money } from '../../src/domain/money/money';
import { addPayoutFormDefaults, addPayoutFormMessages, addPayoutFormSchema } from '../../src/forms/add-payout.form-schema';

const valid = {
  ...addPayoutFormDefaults,
  merchantOrderId: 'ORD-1',
  certName: 'Ali Raza',
  certId: '35202-1234567-1',
  msisdn: '03001234567',
  bankNo: '03007654321',
  description: 'Salary advance',
};

const messageOf = (input: unknown, field: string) => {
  const parsed = addPayoutFormSchema.safeParse(input);
  return parsed.success ? undefined : parsed.error.issues.find((issue) => issue.path[0] === field)?.message;
};

describe('add-payout form schema (spec 3 §5)', () => {
  it('starts with amount 1, payout type WALLET and bank Easypaisa (spec 3 §2)', () => {
    expect(addPayoutFormDefaults).toMatchObject({ amount: 1, payoutType: 'WALLET', bankName: 'Easypaisa' });
    expect(addPayoutFormSchema.safeParse(valid).success).toBe(true);
  });

  it('hands on the amount as exact rupees, read once', () => {
    expect(addPayoutFormSchema.parse(valid).amount).toEqual(money('1.00', 'PKR'));
    expect(addPayoutFormSchema.parse({ ...valid, amount: 1234567890123.45 }).amount).toEqual(money('1234567890123.45', 'PKR'));
    // 1.1 + 2.2 is 3.3000000000000003 in binary: no figure of two decimals, never rounded into one.
    expect(messageOf({ ...valid, amount: 1.1 + 2.2 }, 'amount')).toBe(addPayoutFormMessages.amountInvalid);
  });

  it('gives the specification’s messages', () => {
    expect(messageOf({ ...valid, merchantOrderId: ' ' }, 'merchantOrderId')).toBe('Provide valid merchant order ID');
    expect(messageOf({ ...valid, amount: 0.5 }, 'amount')).toBe('Amount must be greater than 0');
    expect(messageOf({ ...valid, msisdn: '923001234567' }, 'msisdn')).toBe('must be 11 digits and start with 03');
    expect(messageOf({ ...valid, bankNo: '0300123456' }, 'bankNo')).toBe('must be 11 digits and start with 03');
    expect(messageOf({ ...valid, payoutType: 'BANK' }, 'payoutType')).toBe(addPayoutFormMessages.payoutTypeInvalid);
    expect(messageOf({ ...valid, bankName: 'HBL' }, 'bankName')).toBe(addPayoutFormMessages.bankNameInvalid);
    expect(messageOf({ ...valid, description: '' }, 'description')).toBe(addPayoutFormMessages.descriptionRequired);
  });

  it('accepts every amount of at least 1 with at most two decimals, and nothing else', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10_000_000_000n }), (minor) => {
        const amount = Number(minor) / 100;
        return addPayoutFormSchema.safeParse({ ...valid, amount }).success === minor >= 100n;
      }),
    );
    fc.assert(fc.property(fc.integer({ min: 1, max: 1_000_000 }), (whole) => !addPayoutFormSchema.safeParse({ ...valid, amount: whole + 0.001 }).success));
  });

  it('accepts a wallet number exactly when it is 03 and nine digits', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 14 }), (text) => addPayoutFormSchema.safeParse({ ...valid, msisdn: text }).success === /^03\d{9}$/.test(text.trim())),
    );
  });
});
