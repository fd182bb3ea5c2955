import { describe, expect, it } from 'vitest';
import { merchantFormMessages, merchantFormSchema } from '../../src/forms/merchant.form-schema';

const valid = { country: 'Egypt', name: 'Acme', currency: 'EGP' };

function firstMessage(input: Record<string, unknown>, field: string): string | undefined {
  const result = merchantFormSchema.safeParse({ ...valid, ...input });
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path.join('.') === field)?.message;
}

describe('merchant form schema (spec 2 §5 "Merchant and carrier")', () => {
  it('carries the specification messages exactly', () => {
    expect(merchantFormMessages).toMatchObject({
      countryRequired: 'Please select a department',
      nameTooShort: 'Too short account name.',
      nameTooLong: 'Too long account name',
      nameRequired: 'Please provide valid account name',
      currencyInvalid: 'Provided currency is invalid',
      currencyRequired: 'Please provide currency',
    });
  });

  it('accepts a merchant with only the required fields; emails are optional and empty means none', () => {
    expect(merchantFormSchema.parse({ ...valid, supportEmail: '', billingEmail: null })).toEqual({
      ...valid,
      notificationEmail: null,
      supportEmail: null,
      billingEmail: null,
      commercialEmail: null,
      showBalance: false,
    });
  });

  it('needs a country from the merchant form list (Egypt included)', () => {
    expect(firstMessage({ country: undefined }, 'country')).toBe('Please select a department');
    expect(firstMessage({ country: 'Narnia' }, 'country')).toBe('Please select a department');
    expect(firstMessage({ country: 'Pakistan' }, 'country')).toBeUndefined();
  });

  it('needs a name of 2 to 50 characters, trimmed, without control characters', () => {
    expect(firstMessage({ name: undefined }, 'name')).toBe('Please provide valid account name');
    expect(firstMessage({ name: '  ' }, 'name')).toBe('Please provide valid account name');
    expect(firstMessage({ name: 'A' }, 'name')).toBe('Too short account name.');
    expect(firstMessage({ name: ' A ' }, 'name')).toBe('Too short account name.');
    expect(firstMessage({ name: 'x'.repeat(51) }, 'name')).toBe('Too long account name');
    expect(firstMessage({ name: 'x'.repeat(50) }, 'name')).toBeUndefined();
    expect(firstMessage({ name: 'Nul\u0000' }, 'name')).toBe('Please provide valid account name');
    expect(merchantFormSchema.parse({ ...valid, name: '  Acme Ltd ' }).name).toBe('Acme Ltd');
  });

  it('needs a currency of 2 to 4 characters the money rules know', () => {
    expect(firstMessage({ currency: undefined }, 'currency')).toBe('Please provide currency');
    expect(firstMessage({ currency: '' }, 'currency')).toBe('Please provide currency');
    expect(firstMessage({ currency: 'P' }, 'currency')).toBe('Provided currency is invalid');
    expect(firstMessage({ currency: 'PKRSS' }, 'currency')).toBe('Provided currency is invalid');
    expect(firstMessage({ currency: 'XYZ' }, 'currency')).toBe('Provided currency is invalid');
    for (const currency of ['USD', 'PKR', 'EUR', 'EGP']) expect(firstMessage({ currency }, 'currency')).toBeUndefined();
  });

  it('checks an email only when one is given', () => {
    expect(firstMessage({ notificationEmail: 'nobody' }, 'notificationEmail')).toBe('Invalid email address');
    expect(firstMessage({ commercialEmail: 'a@b' }, 'commercialEmail')).toBe('Invalid email address');
    expect(merchantFormSchema.parse({ ...valid, billingEmail: ' billing@acme.example ' }).billingEmail).toBe('billing@acme.example');
  });

  it('drops what the server owns: keys, balance, status', () => {
    const parsed = merchantFormSchema.parse({ ...valid, sid: 'x', token: 'y', accountBalance: 5, status: 'Inactive' });
    expect(Object.keys(parsed)).not.toContain('token');
    expect(Object.keys(parsed)).not.toContain('accountBalance');
  });
});
