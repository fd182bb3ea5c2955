import { describe, expect, it } from 'vitest';
import { roleFormMessages, roleFormSchema } from '../../src/forms/role.form-schema';

function firstIssue(input: unknown): { field: string; message: string } | undefined {
  const result = roleFormSchema.safeParse(input);
  if (result.success) return undefined;
  const issue = result.error.issues[0];
  return issue === undefined ? undefined : { field: issue.path.join('.'), message: issue.message };
}

describe('role form schema (spec 2 §5)', () => {
  it('accepts a role with catalogue permissions and defaults description and permissions', () => {
    expect(roleFormSchema.parse({ name: 'Support' })).toEqual({ name: 'Support', description: '', permissions: {} });
    const parsed = roleFormSchema.parse({ name: 'Support', description: 'Helps', permissions: { Users: { viewAll: true, addUsers: false } } });
    expect(parsed.permissions).toEqual({ Users: { viewAll: true, addUsers: false } });
  });

  it('applies the 150-character description limit with the spec’s message', () => {
    expect(firstIssue({ name: 'Support', description: 'd'.repeat(150) })).toBeUndefined();
    expect(firstIssue({ name: 'Support', description: 'd'.repeat(151) })).toEqual({
      field: 'description',
      message: 'Too long description. Max char allowed is 150',
    });
  });

  it('limits the name to 2..50 characters', () => {
    expect(firstIssue({ name: 'S' })).toEqual({ field: 'name', message: roleFormMessages.nameTooShort });
    expect(firstIssue({ name: 's'.repeat(51) })).toEqual({ field: 'name', message: roleFormMessages.nameTooLong });
    expect(firstIssue({})).toEqual({ field: 'name', message: roleFormMessages.nameRequired });
  });

  it('refuses permissions outside the catalogue or not boolean', () => {
    expect(firstIssue({ name: 'Support', permissions: { Payroll: { viewAll: true } } })?.message).toBe(roleFormMessages.permissionsInvalid);
    expect(firstIssue({ name: 'Support', permissions: { Users: { deleteEverything: true } } })?.field).toBe('permissions.Users');
    expect(firstIssue({ name: 'Support', permissions: { Users: { viewAll: 'yes' } } })?.field).toBe('permissions.Users.viewAll');
    expect(firstIssue({ name: 'Support', permissions: [] })?.field).toBe('permissions');
  });

  it('keeps line breaks in a description but refuses a NUL byte', () => {
    expect(firstIssue({ name: 'Support', description: 'one\ntwo' })).toBeUndefined();
    expect(firstIssue({ name: 'Support', description: 'one\u0000' })?.field).toBe('description');
    expect(firstIssue({ name: 'Sup\u0000port' })?.field).toBe('name');
  });
});
