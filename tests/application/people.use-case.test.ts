import { describe, expect, it } from 'vitest';
import { rolesUseCases } from '../../src/application/roles/roles.use-case';
import type { RolesPort } from '../../src/application/roles/roles.port';
import type { PortalUser, UsersPort, UserStatus } from '../../src/application/users/users.port';
import { nextStatus, usersUseCases } from '../../src/application/users/users.use-case';
import { grant } from '../../src/domain/permissions/permission-rules';

const user: PortalUser = {
  id: 'u1',
  name: 'Clerk',
  userName: 'clerk',
  email: 'clerk@example.com',
  userType: 'Merchant',
  organisationId: 'm1',
  organisationName: 'Multiverse',
  role: null,
  status: 'Active',
  createdAt: '2026-11-01T00:00:00.000Z',
  secondFactor: true,
};

describe('user use-cases (spec 2 §4)', () => {
  it('toggles a user to the opposite of the shown status', async () => {
    const asked: UserStatus[] = [];
    const setUserStatus = async (_id: string, status: UserStatus) => {
      asked.push(status);
      return { ...user, status };
    };
    const port = { setUserStatus } as Partial<UsersPort> as UsersPort;
    const useCases = usersUseCases({ users: port });
    expect((await useCases.toggleStatus(user)).status).toBe('Inactive');
    expect((await useCases.toggleStatus({ ...user, status: 'Inactive' })).status).toBe('Active');
    expect(asked).toEqual(['Inactive', 'Active']);
    expect(nextStatus('Active')).toBe('Inactive');
  });

  it('resets a user’s second factor and shows the user without one (docs/decisions/0036-second-factor.md)', async () => {
    const reset: string[] = [];
    const port = { resetSecondFactor: async (id: string) => void reset.push(id) } as Partial<UsersPort> as UsersPort;
    const changed = await usersUseCases({ users: port }).resetSecondFactor(user);
    expect(reset).toEqual(['u1']);
    expect(changed).toEqual({ ...user, secondFactor: false });
  });

  it('keeps the shown user when the server refuses the reset', async () => {
    const port = { resetSecondFactor: () => Promise.reject(new Error('This user has no second factor')) } as Partial<UsersPort> as UsersPort;
    await expect(usersUseCases({ users: port }).resetSecondFactor(user)).rejects.toThrow('This user has no second factor');
    expect(user.secondFactor).toBe(true);
  });
});

describe('role use-cases (docs/spec/decisions.md §8)', () => {
  it('names the flags a draft grants beyond its author', () => {
    const useCases = rolesUseCases({ roles: {} as RolesPort });
    const author = grant([['Reports', 'viewAll']]);
    expect(
      useCases.grantsBeyond(
        author,
        grant([
          ['Reports', 'viewAll'],
          ['Users', 'addUsers'],
        ]),
      ),
    ).toEqual(['Users.addUsers']);
    expect(useCases.grantsBeyond(author, grant([['Reports', 'viewAll']]))).toEqual([]);
  });
});
