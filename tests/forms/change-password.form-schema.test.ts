import '../../src/forms/password-estimator';
import { describe, expect, it } from 'vitest';
import { changePasswordFormSchema, changePasswordFormSchemaFor } from '../../src/forms/change-password.form-schema';
import { newPasswordFormMessages } from '../../src/forms/password-strength';

function messageOf(input: unknown, field: string): string | undefined {
  const result = changePasswordFormSchema.safeParse(input);
  return result.success ? undefined : result.error.issues.find((issue) => issue.path.join('.') === field)?.message;
}

describe('change-password form schema (spec 2 §5)', () => {
  const valid = { currentPassword: 'admin12345', newPassword: 'Violet-93-Kite', confirmPassword: 'Violet-93-Kite' };

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
    expect(messageOf({ ...valid, newPassword: 'Ab1-', confirmPassword: 'Ab1-' }, 'newPassword')).toBe(newPasswordFormMessages.tooShort);
    const long = 'Violet-Harbour-93-Kite';
    expect(messageOf({ ...valid, newPassword: long, confirmPassword: long }, 'newPassword')).toBe(newPasswordFormMessages.tooLong);
    expect(messageOf({ ...valid, newPassword: 'qwerty12', confirmPassword: 'qwerty12' }, 'newPassword')).toBe(newPasswordFormMessages.common);
  });

  it('asks platform staff for 12 characters and a hard new password', () => {
    const short = { ...valid, newPassword: 'zq8Kx-Lm3', confirmPassword: 'zq8Kx-Lm3' };
    expect(changePasswordFormSchemaFor('vikram').safeParse(short).success).toBe(true);
    const staff = changePasswordFormSchemaFor('vikram', 'platform-staff');
    expect(staff.safeParse(short).error?.issues.map((issue) => issue.message)).toEqual([newPasswordFormMessages.staffTooShort]);
    expect(staff.safeParse({ ...valid, newPassword: 'Password2024', confirmPassword: 'Password2024' }).error?.issues[0]?.message).toBe(
      newPasswordFormMessages.staffWeak,
    );
    expect(staff.safeParse(valid).success).toBe(true);
  });

  it('refuses a new password containing the signed-in user name when it knows it', () => {
    const withName = { ...valid, newPassword: 'Admin-Violet-93', confirmPassword: 'Admin-Violet-93' };
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
