import { isPlatformStaff } from '../../../src/domain/organisation/organisation-scope';
import type { RoleFormValues } from '../../../src/forms/role.form-schema';
import { newRecordId } from '../db/record-id';
import { isUniqueViolation } from '../db/database-errors';
import type { Actor } from '../http/actor';
import { ApiFailure, conflict, forbidden, invalidInput, notFound } from '../http/api-failure';
import { organisationIdOf } from './actor-organisation';
import { grantsToSave, refusalToManageRole } from './role-grant-checks';
import type { RoleWritesRepository } from './role-writes.repository';
import type { RolesRepository, StoredRole } from './roles.repository';

export interface RoleManagementDeps {
  roles: RolesRepository;
  writes: RoleWritesRepository;
  now: () => Date;
}

const nameTaken = () => conflict('A role with this name already exists in this organisation', 'name');

/** spec 2 §2.7 and docs/spec/decisions.md §8: creating, editing and deleting roles. */
export class RoleManagementService {
  constructor(private readonly deps: RoleManagementDeps) {}

  async add(actor: Actor, body: RoleFormValues): Promise<StoredRole | ApiFailure> {
    const owner = await this.ownerFor(actor, body.userTypeId);
    if (owner instanceof ApiFailure) return owner;
    const permissions = grantsToSave(actor, undefined, body.permissions);
    if (permissions instanceof ApiFailure) return permissions;
    const id = newRecordId();
    const outcome = await this.guardingName(() =>
      this.deps.writes.run(async (writes) => {
        if (await writes.nameTaken(owner, body.name)) return nameTaken();
        await writes.insert(id, owner, { name: body.name, description: body.description, permissions }, this.deps.now());
        return id;
      }),
    );
    return outcome instanceof ApiFailure ? outcome : this.reread(actor, id);
  }

  async edit(actor: Actor, id: string, body: RoleFormValues): Promise<StoredRole | ApiFailure> {
    const outcome = await this.guardingName(() =>
      this.deps.writes.run(async (writes) => {
        const stored = await writes.lock(id);
        if (stored === undefined || !this.visible(actor, stored)) return notFound('Role not found');
        const refusal = refusalToManageRole(actor, stored);
        if (refusal !== null) return refusal;
        // A role's users are of its organisation, so its owner never changes.
        if (body.userTypeId !== undefined && body.userTypeId !== stored.userTypeId) {
          return invalidInput('A role’s organisation cannot change', 'userTypeId');
        }
        const permissions = grantsToSave(actor, stored.permissions, body.permissions);
        if (permissions instanceof ApiFailure) return permissions;
        if (await writes.nameTaken(stored.userTypeId, body.name, id)) return nameTaken();
        await writes.update(id, { name: body.name, description: body.description, permissions }, this.deps.now());
        return id;
      }),
    );
    return outcome instanceof ApiFailure ? outcome : this.reread(actor, id);
  }

  /** A role users hold is not deleted (409): they would be left without rights unnoticed. */
  async delete(actor: Actor, id: string): Promise<{ id: string } | ApiFailure> {
    return this.deps.writes.run(async (writes) => {
      const stored = await writes.lock(id);
      if (stored === undefined || !this.visible(actor, stored)) return notFound('Role not found');
      const refusal = refusalToManageRole(actor, stored);
      if (refusal !== null) return refusal;
      const holders = await writes.holderCount(id);
      if (holders > 0) {
        return conflict(`This role is held by ${holders} ${holders === 1 ? 'user' : 'users'}; give them another role first`);
      }
      await writes.delete(id);
      return { id };
    });
  }

  /** spec 2 §3: the owner defaults to the caller's organisation; only platform staff name another. */
  private async ownerFor(actor: Actor, requested: string | undefined): Promise<string | ApiFailure> {
    const own = organisationIdOf(actor.scope);
    if (requested === undefined || requested === own) return own;
    if (!isPlatformStaff(actor.scope)) return forbidden('Only platform staff may create a role for another organisation');
    return (await this.deps.roles.organisationExists(requested)) ? requested : invalidInput('Please select a valid organisation', 'userTypeId');
  }

  private visible(actor: Actor, role: StoredRole): boolean {
    return isPlatformStaff(actor.scope) || role.userTypeId === organisationIdOf(actor.scope);
  }

  private async reread(actor: Actor, id: string): Promise<StoredRole | ApiFailure> {
    return (await this.deps.roles.findVisible(id, actor.scope)) ?? notFound('Role not found');
  }

  private async guardingName<T>(work: () => Promise<T>): Promise<T | ApiFailure> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) return nameTaken();
      throw error;
    }
  }
}
