import { describe, expect, it } from 'vitest';
import { profileFormSchema } from '../../src/forms/profile.form-schema';

function messageOf(input: unknown, field: string): string | undefined {
  const result = profileFormSchema.safeParse(input);
  return result.success ? undefined : result.error.issues.find((issue) => issue.path.join('.') === field)?.message;
}

describe('profile form schema (spec 2 §5)', () => {
  const valid = { name: 'Ali Raza', email: 'ali@example.com' };

  it('accepts a name and an email and drops the disabled fields', () => {
    expect(profileFormSchema.parse({ ...valid, userName: 'other', password: 'x' })).toEqual(valid);
  });

  it('answers the spec’s name messages', () => {
    expect(messageOf({ ...valid, name: 'A' }, 'name')).toBe('Too short name.');
    expect(messageOf({ ...valid, name: 'a'.repeat(51) }, 'name')).toBe('Too long name');
    expect(messageOf({ ...valid, name: undefined }, 'name')).toBe('Please provide valid full name');
    expect(messageOf({ ...valid, name: '   ' }, 'name')).toBe('Please provide valid full name');
  });

  it('answers the spec’s email messages', () => {
    expect(messageOf({ ...valid, email: 'ali' }, 'email')).toBe('Invalid email address');
    expect(messageOf({ ...valid, email: undefined }, 'email')).toBe('Please provide valid email address');
    expect(messageOf({ ...valid, email: '' }, 'email')).toBe('Please provide valid email address');
  });
});
