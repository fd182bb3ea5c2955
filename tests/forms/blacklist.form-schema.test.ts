import { describe, expect, it } from 'vitest';
import { blacklistFormMessages as m, blacklistFormSchema } from '../../src/forms/blacklist.form-schema';

describe('blacklist form schema (spec 2 §5 Blacklist)', () => {
  it('normalises the number', () => {
    expect(blacklistFormSchema.parse({ msisdn: '0300 1234567' })).toEqual({ msisdn: '923001234567' });
    expect(blacklistFormSchema.parse({ msisdn: '+92 300 1234567' })).toEqual({ msisdn: '923001234567' });
  });

  it("answers 'Please provide msisdn' when it is missing or blank", () => {
    for (const input of [{}, { msisdn: '' }, { msisdn: '   ' }, { msisdn: null }]) {
      const result = blacklistFormSchema.safeParse(input);
      expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual(['Please provide msisdn']);
    }
  });

  it('refuses what is no Pakistani mobile number', () => {
    const result = blacklistFormSchema.safeParse({ msisdn: '042 35761234' });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([m.msisdnInvalid]);
  });
});
