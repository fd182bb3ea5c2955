import '../../src/forms/password-estimator';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  minimumPasswordScore,
  newPasswordIssue,
  newPasswordFormMessages,
  newPasswordText,
  passwordScore,
  staffPasswordIssue,
} from '../../src/forms/password-strength';

// docs/decisions/0037-password-rules.md: one rule for the portal's forms and the server's bodies.
describe('new password rules', () => {
  it('refuses common and patterned passwords for everybody with the common message', () => {
    for (const password of ['password1', 'qwerty12', '12345678', 'aaaaaaaaaaaa', 'P@ssw0rd', 'iloveyou', 'abcdefghijkl']) {
      expect({ password, issue: newPasswordIssue(password, undefined, 'other') }).toEqual({ password, issue: newPasswordFormMessages.common });
      expect(newPasswordText().safeParse(password).error?.issues[0]?.message).toBe(newPasswordFormMessages.common);
    }
  });

  it('accepts an uncommon password of spec 2 §9’s 5 to 15 characters from a merchant user', () => {
    for (const password of ['zq8Kx', 'Sunshine1', 'Copper-74-Ferry']) {
      expect(newPasswordIssue(password, 'ali.raza', 'other')).toBeNull();
      expect(newPasswordText().safeParse(password).success).toBe(true);
    }
  });

  it('asks platform staff for at least 12 characters, then for a hard password', () => {
    expect(newPasswordIssue('zq8Kx-Lm3', 'ali.raza', 'platform-staff')).toBe(newPasswordFormMessages.staffTooShort);
    for (const password of ['password1234', 'Password2024', 'qwertyuiop12']) expect(staffPasswordIssue(password)).toBe(newPasswordFormMessages.staffWeak);
    for (const password of ['Copper-74-Ferry', 'Violet-93-Kite', 'Orbit-58-Quill']) {
      expect(newPasswordIssue(password, 'ali.raza', 'platform-staff')).toBeNull();
      expect(passwordScore(password)).toBeGreaterThanOrEqual(minimumPasswordScore['platform-staff']);
    }
  });

  it('counts the user name as guessable for platform staff', () => {
    // Strong alone, weak once the user name is known to the estimate.
    expect(staffPasswordIssue('lantern.vikram9')).toBeNull();
    expect(staffPasswordIssue('lantern.vikram9', 'lantern.vikram')).toBe(newPasswordFormMessages.staffWeak);
  });

  it('answers the length messages before anything else, for everybody', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 4 }), fc.constantFrom('other' as const, 'platform-staff' as const), (password, holder) => {
        expect(newPasswordIssue(password, undefined, holder)).toBe(newPasswordFormMessages.tooShort);
        expect(newPasswordText().safeParse(password).error?.issues[0]?.message).toBe(newPasswordFormMessages.tooShort);
      }),
    );
    fc.assert(
      fc.property(fc.string({ minLength: 16, maxLength: 200 }), (password) => {
        expect(newPasswordIssue(password, undefined, 'platform-staff')).toBe(newPasswordFormMessages.tooLong);
        expect(newPasswordText().safeParse(password).error?.issues[0]?.message).toBe(newPasswordFormMessages.tooLong);
      }),
      { numRuns: 20 },
    );
    expect(newPasswordIssue('', undefined, 'other')).toBe(newPasswordFormMessages.required);
  });

  it('refuses a password that holds the user name', () => {
    expect(newPasswordIssue('Copper-ALI.RAZA', 'ali.raza', 'other')).toBe(newPasswordFormMessages.containsUserName);
  });

  it('never accepts a password below the holder’s minimum score', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 5, maxLength: 15 }), fc.constantFrom('other' as const, 'platform-staff' as const), (password, holder) => {
        const accepted = newPasswordIssue(password, undefined, holder) === null;
        expect(!accepted || passwordScore(password) >= minimumPasswordScore[holder]).toBe(true);
        expect(!accepted || holder === 'other' || password.length >= 12).toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});
