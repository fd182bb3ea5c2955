import { describe, expect, it } from 'vitest';
import { changePasswordFormSchema } from '../../src/forms/change-password.form-schema';

function messageOf(input: unknown, field: string): string | undefined {
  const result = changePasswordFormSchema.safeParse(input);
  return result.success ? undefined : result.error.issues.find((issue) => issue.path.join('.') === field)?.message;
}

describe('change-password form schema (spec 2 §5)', () => {
  const valid = { currentPassword: 'admin12345', newPassword: 'fresh123', confirmPassword: 'fresh123' };

  it('accepts matching new passwords', () => {
    expect(changePasswordFormSchema.safeParse(valid).success).toBe(true);
  });

  it('answers the spec’s required messages', () => {
    expect(messageOf({ ...valid, currentPassword: undefined }, 'currentPassword')).toBe('Please provide password');
    expect(messageOf({ ...valid, newPassword: '' }, 'newPassword')).toBe('Please provide valid new password');
  });

  it('answers the spec’s length messages; a new password is 5..15 characters (spec 2 §9)', () => {
    expect(messageOf({ ...valid, currentPassword: 'a' }, 'currentPassword')).toBe('Too short password.');
    expect(messageOf({ ...valid, currentPassword: 'a'.repeat(51) }, 'currentPassword')).toBe('Too long password');
    expect(messageOf({ ...valid, newPassword: '1234', confirmPassword: '1234' }, 'newPassword')).toBe('Too short password.');
    expect(messageOf({ ...valid, newPassword: '1'.repeat(16), confirmPassword: '1'.repeat(16) }, 'newPassword')).toBe('Too long password');
  });

  it('requires the confirmation to match', () => {
    expect(messageOf({ ...valid, confirmPassword: 'fresh124' }, 'confirmPassword')).toBe('Passwords must match');
    expect(messageOf({ ...valid, confirmPassword: undefined }, 'confirmPassword')).toBe('Passwords must match');
  });
});
