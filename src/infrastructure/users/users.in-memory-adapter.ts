import { pageOfList, type GridPage, type GridWindow } from '../../domain/shared/grid-page';
import { AppError, appErrorCodes } from '../../application/errors/app-error';
import type {
  NewUser,
  OrganisationChoice,
  OwnProfile,
  PasswordChange,
  PortalUser,
  RoleChoice,
  UserDetails,
  UsersPort,
  UserStatus,
} from '../../application/users/users.port';

const organisations: Record<string, { name: string; kind: 'Operator' | 'Merchant' }> = {
  'operator-platform': { name: 'PGW', kind: 'Operator' },
  'carrier-jazz': { name: 'Jazz', kind: 'Operator' },
  'merchant-demo': { name: 'Demo Merchant', kind: 'Merchant' },
  'merchant-games': { name: 'Game Zone', kind: 'Merchant' },
};

const rolesByOrganisation: Record<string, RoleChoice[]> = {
  'operator-platform': [
    { id: 'role-admin', name: 'admin' },
    { id: 'role-support', name: 'support' },
  ],
  'merchant-demo': [
    { id: 'role-merchant-admin', name: 'merchant admin' },
    { id: 'role-merchant-viewer', name: 'viewer' },
  ],
  'merchant-games': [{ id: 'role-games-admin', name: 'games admin' }],
};

const demoUser = (
  id: string,
  name: string,
  userName: string,
  organisationId: string,
  role: RoleChoice,
  status: UserStatus,
  createdAt: string,
  secondFactor = false,
): PortalUser => ({
  id,
  name,
  userName,
  email: `${userName}@example.com`,
  userType: organisationId === 'operator-platform' ? 'Admin' : (organisations[organisationId]?.kind ?? 'Merchant'),
  organisationId,
  organisationName: organisations[organisationId]?.name ?? organisationId,
  role,
  status,
  createdAt,
  secondFactor,
});

/** The whole UsersPort in memory, with demo rows; a test replaces any method through `overrides`. */
export class InMemoryUsersAdapter implements UsersPort {
  private readonly rows: PortalUser[] = [
    demoUser('user-admin', 'Platform Administrator', 'admin', 'operator-platform', { id: 'role-admin', name: 'admin' }, 'Active', '2026-01-05T08:00:00.000Z'),
    demoUser(
      'user-support',
      'Bilal Ahmed',
      'support',
      'operator-platform',
      { id: 'role-support', name: 'support' },
      'Active',
      '2026-01-20T08:00:00.000Z',
      true,
    ),
    demoUser(
      'user-merchant',
      'Merchant Administrator',
      'merchant',
      'merchant-demo',
      { id: 'role-merchant-admin', name: 'merchant admin' },
      'Active',
      '2026-02-11T08:00:00.000Z',
    ),
    demoUser('user-viewer', 'Ayesha Khan', 'viewer', 'merchant-demo', { id: 'role-merchant-viewer', name: 'viewer' }, 'Inactive', '2026-03-20T08:00:00.000Z'),
  ];

  private profile: OwnProfile = { id: 'user-admin', name: 'Platform Administrator', userName: 'admin', email: 'admin@pgw.example' };

  constructor(private readonly overrides: Partial<UsersPort> = {}) {}

  private find(id: string): PortalUser {
    const row = this.rows.find((candidate) => candidate.id === id);
    if (!row) throw new AppError(appErrorCodes.notFound, 'User not found');
    return row;
  }

  private placed(details: UserDetails, fallback: PortalUser | undefined): Pick<PortalUser, 'userType' | 'organisationId' | 'organisationName'> {
    const organisationId =
      details.placement?.organisationId ?? (details.placement?.userType === 'Admin' ? 'operator-platform' : (fallback?.organisationId ?? 'operator-platform'));
    const userType = details.placement?.userType ?? fallback?.userType ?? 'Admin';
    return { userType, organisationId, organisationName: organisations[organisationId]?.name ?? organisationId };
  }

  async pageUsers(window: GridWindow): Promise<GridPage<PortalUser>> {
    if (this.overrides.pageUsers) return this.overrides.pageUsers(window);
    return pageOfList(
      [...this.rows].sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
      window,
    );
  }

  async user(id: string): Promise<PortalUser> {
    if (this.overrides.user) return this.overrides.user(id);
    return this.find(id);
  }

  async createUser(user: NewUser): Promise<PortalUser> {
    if (this.overrides.createUser) return this.overrides.createUser(user);
    if (this.rows.some((row) => row.userName === user.userName)) throw new AppError('conflict', 'This user name is taken', 'userName');
    const created: PortalUser = {
      id: `user-${this.rows.length + 1}`,
      name: user.name,
      userName: user.userName,
      email: user.email,
      ...this.placed(user, undefined),
      role: user.role,
      status: 'Active',
      createdAt: new Date().toISOString(),
      secondFactor: false,
    };
    this.rows.push(created);
    return created;
  }

  async updateUser(id: string, details: UserDetails): Promise<PortalUser> {
    if (this.overrides.updateUser) return this.overrides.updateUser(id, details);
    const row = this.find(id);
    Object.assign(row, { name: details.name, userName: details.userName, role: details.role, ...this.placed(details, row) });
    return row;
  }

  async setUserStatus(id: string, status: UserStatus): Promise<PortalUser> {
    if (this.overrides.setUserStatus) return this.overrides.setUserStatus(id, status);
    const row = this.find(id);
    row.status = status;
    return row;
  }

  async deleteUser(id: string): Promise<void> {
    if (this.overrides.deleteUser) return this.overrides.deleteUser(id);
    this.find(id);
    this.rows.splice(
      this.rows.findIndex((row) => row.id === id),
      1,
    );
  }

  /** Refuses as the server does: one's own factor is turned off from the profile; a user without one has nothing to reset. */
  async resetSecondFactor(id: string): Promise<void> {
    if (this.overrides.resetSecondFactor) return this.overrides.resetSecondFactor(id);
    const row = this.find(id);
    if (id === this.profile.id) throw new AppError('forbidden', 'You may not reset your own second factor; turn it off from your profile');
    if (!row.secondFactor) throw new AppError('conflict', 'This user has no second factor');
    row.secondFactor = false;
  }

  async assignableRoles(organisationId?: string): Promise<RoleChoice[]> {
    if (this.overrides.assignableRoles) return this.overrides.assignableRoles(organisationId);
    return [...(rolesByOrganisation[organisationId ?? 'operator-platform'] ?? [])];
  }

  async organisations(userType: 'Operator' | 'Merchant'): Promise<OrganisationChoice[]> {
    if (this.overrides.organisations) return this.overrides.organisations(userType);
    return Object.entries(organisations)
      .filter(([, organisation]) => organisation.kind === userType)
      .map(([id, organisation]) => ({ id, name: organisation.name }));
  }

  async ownProfile(): Promise<OwnProfile> {
    if (this.overrides.ownProfile) return this.overrides.ownProfile();
    return { ...this.profile };
  }

  async updateOwnProfile(changes: { name: string; email: string }): Promise<OwnProfile> {
    if (this.overrides.updateOwnProfile) return this.overrides.updateOwnProfile(changes);
    this.profile = { ...this.profile, ...changes };
    return { ...this.profile };
  }

  async changeOwnPassword(change: PasswordChange): Promise<void> {
    if (this.overrides.changeOwnPassword) return this.overrides.changeOwnPassword(change);
    if (change.currentPassword !== 'admin12345') throw new AppError('validation_failed', 'The current password is not correct', 'currentPassword');
  }
}
