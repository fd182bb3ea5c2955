import '../../src/forms/password-estimator';
import { describe, expect, it } from 'vitest';
import { changePasswordFormSchema, changePasswordFormSchemaFor } from '../../src/forms/change-password.form-schema';
import { newPasswordFormMessages } from '../../src/forms/password-strength';

function messageOf(input: unknown, field: string): string | undefined {
  const result = changePasswordFormSchema.safeParse(input);
  return result.success ? undefined : result.error.issues.find((issue) => issue.path.join('.') === field)?.message;
}

describe('change-password form schema (spec 2 §5)', () => {
  const valid = { currentPassword: 'admin12345', newPassword: 'Violet-Harbour-93-Kite', confirmPassword: 'Violet-Harbour-93-Kite' };

  it('accepts matching new passwords', () => {
    expect(changePasswordFormSchema.safeParse(valid).success).toBe(true);
  });

  it('answers the spec’s required messages', () => {
    expect(messageOf({ ...valid, currentPassword: undefined }, 'currentPassword')).toBe('Please provide password');
    expect(messageOf({ ...valid, newPassword: '' }, 'newPassword')).toBe('Please provide valid new password');
  });

  it('answers the spec’s length messages for the current password and the password rules for the new one', () => {
    expect(messageOf({ ...valid, currentPassword: 'a' }, 'currentPassword')).toBe('Too short password.');
    expect(messageOf({ ...valid, currentPassword: 'a'.repeat(51) }, 'currentPassword')).toBe('Too long password');
    expect(messageOf({ ...valid, newPassword: 'Ab1-Cd2-Ef3', confirmPassword: 'Ab1-Cd2-Ef3' }, 'newPassword')).toBe(newPasswordFormMessages.tooShort);
    const long = `Zq-${'x7'.repeat(63)}`;
    expect(messageOf({ ...valid, newPassword: long, confirmPassword: long }, 'newPassword')).toBe(newPasswordFormMessages.tooLong);
    expect(messageOf({ ...valid, newPassword: 'qwerty123456', confirmPassword: 'qwerty123456' }, 'newPassword')).toBe(newPasswordFormMessages.weak);
  });

  it('refuses a new password containing the signed-in user name when it knows it', () => {
    const withName = { ...valid, newPassword: 'Admin-Violet-93-Kite', confirmPassword: 'Admin-Violet-93-Kite' };
    expect(changePasswordFormSchema.safeParse(withName).success).toBe(true);
    const result = changePasswordFormSchemaFor('admin').safeParse(withName);
    expect(result.success ? undefined : result.error.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['newPassword', newPasswordFormMessages.containsUserName],
    ]);
  });

  it('requires the confirmation to match', () => {
    expect(messageOf({ ...valid, confirmPassword: 'fresh124' }, 'confirmPassword')).toBe('Passwords must match');
    expect(messageOf({ ...valid, confirmPassword: undefined }, 'confirmPassword')).toBe('Passwords must match');
  });
});
