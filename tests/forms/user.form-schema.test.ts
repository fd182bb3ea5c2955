import '../../src/forms/password-estimator';
import { describe, expect, it } from 'vitest';
import { newPasswordFormMessages } from '../../src/forms/password-strength';
import { userEditFormSchema, userFormMessages, userFormSchema, userFormSchemaFor } from '../../src/forms/user.form-schema';

const valid = { name: 'Ali Raza', userName: 'ali.raza', password: 'Copper-74-Ferry', email: 'ali@example.com', role: { _id: 'r1', name: 'support' } };

function messagesOf(input: unknown, schema: typeof userFormSchema | typeof userEditFormSchema = userFormSchema): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.toReversed().map((issue) => [issue.path.join('.'), issue.message]));
}

describe('user form schema (spec 2 §5)', () => {
  it('accepts a complete new user and trims the name', () => {
    const parsed = userFormSchema.parse({ ...valid, name: '  Ali Raza ' });
    expect(parsed).toMatchObject({ name: 'Ali Raza', userName: 'ali.raza', role: { _id: 'r1' } });
  });

  it('refuses a user name with capitals with the spec’s message', () => {
    expect(messagesOf({ ...valid, userName: 'Ali' }).userName).toBe('User name must be lowercase');
  });

  it('limits name and user name to 2..50 characters', () => {
    expect(messagesOf({ ...valid, name: 'A' }).name).toBe(userFormMessages.nameTooShort);
    expect(messagesOf({ ...valid, name: 'a'.repeat(51) }).name).toBe(userFormMessages.nameTooLong);
    expect(messagesOf({ ...valid, userName: 'a' }).userName).toBe(userFormMessages.userNameTooShort);
    expect(messagesOf({ ...valid, userName: 'a'.repeat(51) }).userName).toBe(userFormMessages.userNameTooLong);
    expect(messagesOf({ ...valid, name: 'a'.repeat(50), userName: 'a'.repeat(50) })).toEqual({});
  });

  it('needs an uncommon password of 5..15 characters without the user name when creating (docs/decisions/0037-password-rules.md)', () => {
    expect(messagesOf({ ...valid, password: undefined }).password).toBe('Please provide password');
    expect(messagesOf({ ...valid, password: 'Ab1-' }).password).toBe(newPasswordFormMessages.tooShort);
    expect(messagesOf({ ...valid, password: 'Copper-Lantern-74' }).password).toBe(newPasswordFormMessages.tooLong);
    expect(messagesOf({ ...valid, password: 'password1' }).password).toBe(newPasswordFormMessages.common);
    expect(messagesOf({ ...valid, password: 'ALI.RAZA-Cop74' }).password).toBe(newPasswordFormMessages.containsUserName);
    expect(messagesOf({ ...valid, password: 'zq8Kx' })).toEqual({});
  });

  it('asks 12 characters and a hard password of a new platform staff member', () => {
    const merchant = { ...valid, userType: 'Merchant', userTypeId: 'm1', password: 'zq8Kx-Lm3' };
    expect(messagesOf(merchant)).toEqual({});
    expect(messagesOf({ ...merchant, userType: 'Admin', userTypeId: undefined }).password).toBe(newPasswordFormMessages.staffTooShort);
    expect(messagesOf({ ...merchant, userType: 'Admin', password: 'Password2024' }).password).toBe(newPasswordFormMessages.staffWeak);
    expect(messagesOf({ ...merchant, userType: 'Admin', password: 'Copper-74-Ferry' })).toEqual({});
    // An Operator user is staff when its record is the platform's, which the portal knows as its own.
    const operator = { ...merchant, userType: 'Operator', userTypeId: 'platform' };
    expect(messagesOf(operator)).toEqual({});
    expect(messagesOf(operator, userFormSchemaFor('platform')).password).toBe(newPasswordFormMessages.staffTooShort);
    expect(messagesOf({ ...operator, userTypeId: 'jazz' }, userFormSchemaFor('platform'))).toEqual({});
  });

  it('checks the email pattern with the spec’s message', () => {
    for (const email of ['ali', 'ali@', 'ali@example', 'a li@example.com', 'ali@@example.com']) {
      expect(messagesOf({ ...valid, email }).email).toBe('Invalid email address');
    }
  });

  it('requires a role with the spec’s message', () => {
    expect(messagesOf({ ...valid, role: undefined }).role).toBe('Please provide valid role');
    expect(messagesOf({ ...valid, role: {} })['role._id']).toBe('Please provide valid role');
    expect(messagesOf({ ...valid, role: { _id: '' } })['role._id']).toBe('Please provide valid role');
  });

  it('needs the sub-type when the user type is Operator or Merchant', () => {
    expect(messagesOf({ ...valid, userType: 'Merchant' }).userTypeId).toBe(userFormMessages.userTypeIdRequired);
    expect(messagesOf({ ...valid, userType: 'Admin' })).toEqual({});
    expect(messagesOf({ ...valid, userType: 'Walee' }).userType).toBe(userFormMessages.userTypeInvalid);
  });

  it('refuses control characters such as a NUL byte', () => {
    expect(messagesOf({ ...valid, name: 'Ali\u0000' }).name).toBe('Control characters are not allowed');
    expect(messagesOf({ ...valid, userName: 'ali\u0000' }).userName).toBe('Control characters are not allowed');
    expect(messagesOf({ ...valid, email: 'ali\u0000@example.com' }).email).toBe('Invalid email address');
  });

  it('does not take a password or email when editing', () => {
    const { password: _password, email: _email, ...edit } = valid;
    expect(userEditFormSchema.parse({ ...edit, password: 'x' })).not.toHaveProperty('password');
    expect(messagesOf(edit, userEditFormSchema)).toEqual({});
  });
});
