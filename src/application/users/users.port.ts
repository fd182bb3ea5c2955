import type { GridPage, GridWindow } from '../../domain/shared/grid-page';
import type { UserType } from '../../domain/organisation/organisation-scope';

export type UserStatus = 'Active' | 'Inactive';

/** spec 2 §3 User, in the portal's words: the organisation is named, the role is a reference. */
export interface PortalUser {
  id: string;
  name: string;
  userName: string;
  email: string;
  userType: UserType;
  /** The operator or merchant the user belongs to (the wire's userTypeId). */
  organisationId: string;
  organisationName: string;
  role: RoleChoice | null;
  status: UserStatus;
  /** ISO 8601. */
  createdAt: string;
  /** A second factor is turned on (docs/decisions/0036-second-factor.md). */
  secondFactor: boolean;
}

/** A role a user may be given (spec 2 §4: the chosen role travels with the user). */
export interface RoleChoice {
  id: string;
  name: string;
}

/** An operator or merchant a platform login may place a user in (spec 2 §2.6 sub-type). */
export interface OrganisationChoice {
  id: string;
  name: string;
}

/** Where a platform login places a user; everyone else's users stay in their own organisation. */
export interface UserPlacement {
  userType: UserType;
  /** Required for Operator and Merchant users; Admin users belong to the platform record. */
  organisationId?: string;
}

export interface UserDetails {
  name: string;
  userName: string;
  role: RoleChoice;
  placement?: UserPlacement;
}

/** spec 2 §2.6: password and email are given only when creating. */
export interface NewUser extends UserDetails {
  password: string;
  email: string;
}

/** spec 2 §3 Profile. */
export interface OwnProfile {
  id: string;
  name: string;
  userName: string;
  email: string;
}

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** spec 2 §7 "Users and profile". Failures reject with an AppError (errors[0] with its field). */
export interface UsersPort {
  /** One page of the grid, newest first (docs/decisions/0027-administration-grids.md). */
  pageUsers(window: GridWindow): Promise<GridPage<PortalUser>>;
  /** Rejects with `not_found` for an unknown id or another organisation's user. */
  user(id: string): Promise<PortalUser>;
  createUser(user: NewUser): Promise<PortalUser>;
  updateUser(id: string, details: UserDetails): Promise<PortalUser>;
  /** spec 2 §4: activates or deactivates; a deactivated user's next call is refused. */
  setUserStatus(id: string, status: UserStatus): Promise<PortalUser>;
  deleteUser(id: string): Promise<void>;
  /** docs/decisions/0036-second-factor.md: removes another user's factor (a lost phone) and ends their sessions. */
  resetSecondFactor(id: string): Promise<void>;
  /** The roles a user of `organisationId` may hold; without it, the caller's organisation's. */
  assignableRoles(organisationId?: string): Promise<RoleChoice[]>;
  /** spec 2 §4: the sub-types of Operator (operators) and Merchant (merchants) users. */
  organisations(userType: 'Operator' | 'Merchant'): Promise<OrganisationChoice[]>;
  ownProfile(): Promise<OwnProfile>;
  updateOwnProfile(changes: { name: string; email: string }): Promise<OwnProfile>;
  changeOwnPassword(change: PasswordChange): Promise<void>;
}
