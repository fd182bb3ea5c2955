import { describe, expect, it } from 'vitest';
import { hasControlCharacters } from '../../../src/domain/text/plain-text';
import { containsUserName, currentPasswordLimits, isEmailAddress, isLowerCase, roleLimits, userLimits } from '../../../src/domain/users/people-rules';

describe('people rules (spec 2 §5)', () => {
  it('keeps the form limits of spec 2 §5 and §9', () => {
    expect(userLimits).toEqual({ name: { min: 2, max: 50 }, userName: { min: 2, max: 50 }, password: { min: 5, max: 15 }, email: { max: 254 } });
    expect(roleLimits).toEqual({ name: { min: 2, max: 50 }, description: { max: 150 } });
    expect(currentPasswordLimits).toEqual({ min: 2, max: 50 });
  });

  it('takes an email address with one @, no spaces and a dotted domain', () => {
    for (const email of ['ali@example.com', 'a.b-c@mail.walee.example', 'x@y.co']) expect(isEmailAddress(email)).toBe(true);
    for (const email of [
      'ali',
      '@example.com',
      'ali@',
      'ali@example',
      'ali@.com',
      'ali@example.',
      'a li@example.com',
      'ali@exa mple.com',
      'ali@example.c om',
      'ali@@example.com',
      'ali@example.com ',
      ' ali@example.com',
      'ali@example.com\n',
    ]) {
      expect({ email, ok: isEmailAddress(email) }).toEqual({ email, ok: false });
    }
  });

  it('finds control characters, keeping line breaks and tabs only where asked', () => {
    expect(hasControlCharacters('Ali Raza')).toBe(false);
    expect(hasControlCharacters('Ali\u0000')).toBe(true);
    expect(hasControlCharacters('a\u007f')).toBe(true);
    expect(hasControlCharacters('line\nbreak')).toBe(true);
    expect(hasControlCharacters('line\nbreak\r\tand tab', { allowLineBreaks: true })).toBe(false);
    expect(hasControlCharacters('nul\u0000', { allowLineBreaks: true })).toBe(true);
    expect(hasControlCharacters('bell\u0007', { allowLineBreaks: true })).toBe(true);
    expect(hasControlCharacters('line\nbreak', { allowLineBreaks: false })).toBe(true);
  });

  it('tells a lower-case user name', () => {
    expect(isLowerCase('ali.raza')).toBe(true);
    expect(isLowerCase('Ali.raza')).toBe(false);
    expect(isLowerCase('مدير')).toBe(true);
  });

  it('finds a user name with spaces around it in the password', () => {
    expect(containsUserName('xxALI.RAZAxx', '  Ali.Raza ')).toBe(true);
    expect(containsUserName('my-Ali-pass', 'ali')).toBe(true);
    expect(containsUserName('my-al-pass', 'al')).toBe(false);
  });
});
