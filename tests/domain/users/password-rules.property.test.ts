import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { containsUserName, staffPasswordMinimum, userLimits } from '../../../src/domain/users/people-rules';

// docs/decisions/0037-password-rules.md: a new password never contains the user name, whatever its case.
describe('containsUserName', () => {
  const name = fc.stringMatching(/^[a-z][a-z0-9._-]{2,20}$/);

  it('finds the user name anywhere in the password, in any case', () => {
    fc.assert(
      fc.property(name, fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 }), fc.boolean(), (userName, before, after, upper) => {
        const password = `${before}${upper ? userName.toUpperCase() : userName}${after}`;
        expect(containsUserName(password, userName)).toBe(true);
      }),
    );
  });

  it('is false when the password does not hold the name', () => {
    fc.assert(
      fc.property(name, fc.string({ maxLength: 30 }), (userName, password) => {
        fc.pre(!password.toLowerCase().includes(userName));
        expect(containsUserName(password, userName)).toBe(false);
      }),
    );
  });

  it('ignores names under three characters, which any password may hold by chance', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{1,2}$/), fc.string({ maxLength: 30 }), (userName, password) => {
        expect(containsUserName(`${password}${userName}`, userName)).toBe(false);
      }),
    );
  });

  it('keeps spec 2 §9’s 5 to 15 characters and asks platform staff for 12 (PCI DSS 4.0 8.3.6)', () => {
    expect(userLimits.password).toEqual({ min: 5, max: 15 });
    expect(staffPasswordMinimum).toBe(12);
    expect(staffPasswordMinimum).toBeLessThanOrEqual(userLimits.password.max);
  });
});
