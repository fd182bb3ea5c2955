import { describe, expect, it } from 'vitest';
import { carrierFormMessages, carrierFormSchema } from '../../src/forms/carrier.form-schema';

const valid = { country: 'Pakistan', type: 'Carrier', name: 'Zong', currency: 'PKR' };

function firstMessage(input: Record<string, unknown>, field: string): string | undefined {
  const result = carrierFormSchema.safeParse({ ...valid, ...input });
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path.join('.') === field)?.message;
}

describe('carrier form schema (spec 2 §5 "Merchant and carrier")', () => {
  it('carries the type message besides the shared ones', () => {
    expect(carrierFormMessages.typeRequired).toBe('Please select type');
    expect(carrierFormMessages.nameTooShort).toBe('Too short account name.');
  });

  it('accepts a Carrier or an Operator', () => {
    expect(carrierFormSchema.parse(valid)).toMatchObject({ type: 'Carrier', notificationEmail: null });
    expect(carrierFormSchema.parse({ ...valid, type: 'Operator' }).type).toBe('Operator');
    expect(firstMessage({ type: undefined }, 'type')).toBe('Please select type');
    expect(firstMessage({ type: 'carrier' }, 'type')).toBe('Please select type');
  });

  it('offers the carrier countries only (spec 2 §9: Egypt is for merchants and services)', () => {
    expect(firstMessage({ country: 'Egypt' }, 'country')).toBe('Please select a department');
    expect(firstMessage({ country: 'United Kingdom' }, 'country')).toBeUndefined();
  });

  it('shares the name, currency and email rules', () => {
    expect(firstMessage({ name: 'Z' }, 'name')).toBe('Too short account name.');
    expect(firstMessage({ currency: 'X' }, 'currency')).toBe('Provided currency is invalid');
    expect(firstMessage({ supportEmail: 'support' }, 'supportEmail')).toBe('Invalid email address');
  });
});
