import type { ActiveStatus } from '../db/core-tables';
import { isPlatformStaff, scopeOf } from '../../../src/domain/organisation/organisation-scope';
import { normaliseUserName } from '../../../src/domain/session/session-rules';
import { staffPasswordIssue } from '../../../src/forms/password-strength';
import type { UserEditFormValues, UserFormValues } from '../../../src/forms/user.form-schema';
import { hashPassword } from '../auth/password-hasher';
import { newRecordId } from '../db/record-id';
import { isUniqueViolation } from '../db/database-errors';
import type { Actor } from '../http/actor';
import { ApiFailure, conflict, forbidden, invalidInput, notFound } from '../http/api-failure';
import { assignableRole, placementFor, refusalToManage } from './user-placement';
import { withinScope } from './user-visibility';
import type { UserWritesRepository } from './user-writes.repository';
import type { UserRecord, UsersRepository } from './users.repository';

export interface UserManagementDeps {
  users: UsersRepository;
  writes: UserWritesRepository;
  now: () => Date;
}

const userNameTaken = () => conflict('This user name is already taken', 'userName');

/** spec 2 §2.6, §4 and docs/spec/decisions.md §8: creating, editing, (de)activating and deleting users. */
export class UserManagementService {
  constructor(private readonly deps: UserManagementDeps) {}

  async add(actor: Actor, body: UserFormValues): Promise<UserRecord | ApiFailure> {
    const passwordHash = await hashPassword(body.password);
    const id = newRecordId();
    const outcome = await this.guardingUserName(() =>
      this.deps.writes.run(async (writes) => {
        const placement = await placementFor(actor, body, { userType: actor.userType, userTypeId: actor.userTypeId }, writes);
        if (placement instanceof ApiFailure) return placement;
        // docs/decisions/0037-password-rules.md: platform staff (known once placed) choose a longer, harder password.
        const belongsToPlatformRecord = placement.userTypeId === (await writes.platformOperatorId());
        const staffIssue = isPlatformStaff(scopeOf({ ...placement, belongsToPlatformRecord })) ? staffPasswordIssue(body.password, body.userName) : null;
        if (staffIssue !== null) return invalidInput(staffIssue, 'password');
        const role = await assignableRole(actor, body.role._id, placement.userTypeId, writes);
        if (role instanceof ApiFailure) return role;
        const userName = normaliseUserName(body.userName);
        if (await writes.userNameTaken(userName)) return userNameTaken();
        await writes.insertUser({ id, name: body.name, userName, email: body.email, passwordHash, ...placement, roleId: role.id });
        return id;
      }),
    );
    return outcome instanceof ApiFailure ? outcome : this.reread(outcome);
  }

  async edit(actor: Actor, id: string, body: UserEditFormValues): Promise<UserRecord | ApiFailure> {
    const target = await this.managed(actor, id);
    if (target instanceof ApiFailure) return target;
    const self = target.id === actor.userId;
    const outcome = await this.guardingUserName(() =>
      this.deps.writes.run(async (writes) => {
        const placement = await placementFor(actor, body, target, writes);
        if (placement instanceof ApiFailure) return placement;
        // docs/spec/decisions.md §8: nobody changes their own role or moves themself.
        if (self && body.role._id !== target.roleId) return forbidden('You may not change your own role');
        if (self && (placement.userType !== target.userType || placement.userTypeId !== target.userTypeId)) {
          return forbidden('You may not move yourself to another organisation');
        }
        const role = await assignableRole(actor, body.role._id, placement.userTypeId, writes);
        if (role instanceof ApiFailure) return role;
        const userName = normaliseUserName(body.userName);
        if (await writes.userNameTaken(userName, id)) return userNameTaken();
        await writes.updateUser(id, { name: body.name, userName, roleId: role.id, ...placement });
        return id;
      }),
    );
    return outcome instanceof ApiFailure ? outcome : this.reread(outcome);
  }

  /** spec 2 §4: the list's toggle. Deactivating ends the user's sessions; the next call is refused anyway. */
  async setStatus(actor: Actor, id: string, status: ActiveStatus): Promise<UserRecord | ApiFailure> {
    const target = await this.managed(actor, id);
    if (target instanceof ApiFailure) return target;
    if (target.id === actor.userId) return forbidden('You may not change your own status');
    await this.deps.writes.run(async (writes) => {
      await writes.setStatus(id, status);
      if (status === 'Inactive') await writes.revokeSessionsOf(id, this.deps.now());
    });
    return this.reread(id);
  }

  /** docs/decisions/0016-users-and-roles.md: a soft delete; the user's sessions end with it. */
  async delete(actor: Actor, id: string): Promise<{ id: string } | ApiFailure> {
    const target = await this.managed(actor, id);
    if (target instanceof ApiFailure) return target;
    if (target.id === actor.userId) return forbidden('You may not delete yourself');
    await this.deps.writes.run(async (writes) => {
      const at = this.deps.now();
      await writes.softDelete(id, at);
      await writes.revokeSessionsOf(id, at);
    });
    return { id };
  }

  /** A user the actor may manage: within its scope (else 404) and not above it (else 403). */
  private async managed(actor: Actor, id: string): Promise<UserRecord | ApiFailure> {
    const target = await this.deps.users.findById(id);
    if (target === undefined || !withinScope(actor.scope, target)) return notFound('User not found');
    return refusalToManage(actor, target) ?? target;
  }

  private async reread(id: string): Promise<UserRecord | ApiFailure> {
    return (await this.deps.users.findById(id)) ?? notFound('User not found');
  }

  /** Two requests at once can both pass the check; the unique index then decides (409, not 500). */
  private async guardingUserName<T>(work: () => Promise<T>): Promise<T | ApiFailure> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) return userNameTaken();
      throw error;
    }
  }
}
