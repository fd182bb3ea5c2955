import type { Kysely } from 'kysely';
import type { SecondFactorService } from '../auth/second-factor.service';
import type { DatabaseSchema } from '../db/database-schema';
import type { Actor } from '../http/actor';
import { type ApiFailure, conflict, forbidden, notFound } from '../http/api-failure';
import { AuditLog } from '../db/audit-log';
import { refusalToManage } from './user-placement';
import { withinScope } from './user-visibility';
import type { UserWritesRepository } from './user-writes.repository';
import type { UsersRepository } from './users.repository';

export interface SecondFactorResetDeps {
  users: UsersRepository;
  writes: UserWritesRepository;
  secondFactor: SecondFactorService;
  /** For the audit entry, written in the request's transaction. */
  db: Kysely<DatabaseSchema>;
  now: () => Date;
}

/**
 * docs/decisions/0036-second-factor.md: a platform admin with Users.editUsers removes another user's
 * factor (a lost phone). The factor, its recovery codes, the user's open challenges and sessions go
 * with the audit entry in the request's transaction; the next sign-in is a password-only one, or
 * the set-up step when the server requires a factor of that user.
 */
export class SecondFactorResetService {
  constructor(private readonly deps: SecondFactorResetDeps) {}

  async reset(actor: Actor, id: string, client: string): Promise<{ id: string } | ApiFailure> {
    // One's own factor is turned off from the profile, with a code of it.
    if (id === actor.userId) return forbidden('You may not reset your own second factor; turn it off from your profile');
    const target = await this.deps.users.findById(id);
    if (target === undefined || !withinScope(actor.scope, target)) return notFound('User not found');
    const refusal = refusalToManage(actor, target);
    if (refusal !== null) return refusal;
    // The delete decides, so two admins resetting at once get one 200 and one 409; a refusal rolls
    // the request's transaction back, an unfinished set-up included.
    if (!(await this.deps.secondFactor.remove(id))) return conflict('This user has no second factor');
    const sessionsEnded = await this.deps.writes.run((writes) => writes.revokeSessionsOf(id, this.deps.now()));
    await AuditLog.record(this.deps.db, {
      actor: { userId: actor.userId },
      action: 'users.resetSecondFactor',
      target: { type: 'user', id },
      details: { userName: target.userName, clientAddress: client, sessionsEnded },
    });
    return { id };
  }
}
