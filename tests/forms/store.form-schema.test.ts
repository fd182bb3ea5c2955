import { describe, expect, it } from 'vitest';
import { money } from '../../src/domain/money/money';
import { storeEditFormSchema, storeFormMessages as m, storeFormSchema } from '../../src/forms/store.form-schema';

const valid = {
  name: 'Multiverse Gulberg',
  epStoreId: '123456',
  epStoreKey: 'ABCDEF',
  epStoreAccountNumber: '03451234567',
  epServiceName: 'multiverse-easypaisa',
  balance: 1500.25,
};
const issuesOf = (input: unknown) => {
  const result = storeFormSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
};

describe('store form schema (spec 2 §5 Store)', () => {
  it('accepts a complete store, its balance exact rupees', () => {
    expect(issuesOf(valid)).toEqual([]);
    expect(storeFormSchema.parse(valid).balance).toEqual(money('1500.25', 'PKR'));
    expect(storeFormSchema.parse({ ...valid, balance: 0 }).balance).toEqual(money('0', 'PKR'));
  });

  it('allows at most two decimals on the balance, with the spec text', () => {
    expect(issuesOf({ ...valid, balance: 10.005 })).toEqual([{ path: 'balance', message: 'The balance must have at most two decimal places' }]);
    expect(issuesOf({ ...valid, balance: -1 })).toEqual([{ path: 'balance', message: m.balanceNegative }]);
  });

  it('requires every field and a name of 2 to 50 characters', () => {
    expect(
      issuesOf({})
        .map((issue) => issue.path)
        .sort(),
    ).toEqual(['balance', 'epServiceName', 'epStoreAccountNumber', 'epStoreId', 'epStoreKey', 'name']);
    expect(issuesOf({ ...valid, name: 'a' })).toEqual([{ path: 'name', message: m.nameTooShort }]);
    expect(issuesOf({ ...valid, name: 'a'.repeat(51) })).toEqual([{ path: 'name', message: m.nameTooLong }]);
    expect(issuesOf({ ...valid, epServiceName: 'multiverse' })).toEqual([{ path: 'epServiceName', message: m.epServiceNameRequired }]);
  });

  it('needs the _id when editing', () => {
    expect(storeEditFormSchema.safeParse(valid).success).toBe(false);
    expect(storeEditFormSchema.safeParse({ ...valid, _id: '0123456789abcdef01234567' }).success).toBe(true);
  });
});
