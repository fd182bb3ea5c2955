import '../../src/forms/password-estimator';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minimumPasswordScore, newPasswordIssue, newPasswordFormMessages, newPasswordText, passwordScore } from '../../src/forms/password-strength';

// docs/decisions.md "Password rules": one rule for the portal's forms and the server's bodies.
describe('new password rules', () => {
  it('refuses common and patterned passwords of any length with the strength message', () => {
    for (const password of ['password1234', 'qwertyuiop12', '123456789012', 'aaaaaaaaaaaa', 'Password2024!', 'abcdefghijkl']) {
      expect({ password, issue: newPasswordIssue(password, undefined) }).toEqual({ password, issue: newPasswordFormMessages.weak });
    }
  });

  it('accepts passphrases of unrelated words and digits', () => {
    for (const password of ['Copper-Lantern-74-Ferry', 'Violet-Harbour-93-Kite', 'Tangerine-Orbit-58-Quill']) {
      expect(newPasswordIssue(password, 'ali.raza')).toBeNull();
      expect(passwordScore(password)).toBeGreaterThanOrEqual(minimumPasswordScore);
    }
  });

  it('answers the length message before anything else', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 11 }), (password) => {
        expect(newPasswordIssue(password, undefined)).toBe(newPasswordFormMessages.tooShort);
        expect(newPasswordText().safeParse(password).error?.issues[0]?.message).toBe(newPasswordFormMessages.tooShort);
      }),
    );
    fc.assert(
      fc.property(fc.string({ minLength: 129, maxLength: 400 }), (password) => {
        expect(newPasswordIssue(password, undefined)).toBe(newPasswordFormMessages.tooLong);
      }),
      { numRuns: 20 },
    );
  });

  it('refuses a strong password that holds the user name', () => {
    expect(newPasswordIssue('Copper-ALI.RAZA-74-Ferry', 'ali.raza')).toBe(newPasswordFormMessages.containsUserName);
  });

  it('never accepts a password the estimator scores below 3', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 12, maxLength: 24 }), (password) => {
        const accepted = newPasswordIssue(password, undefined) === null;
        expect(!accepted || passwordScore(password) >= minimumPasswordScore).toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});
