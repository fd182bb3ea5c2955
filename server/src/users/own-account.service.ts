import type { ChangePasswordFormValues } from '../../../src/forms/change-password.form-schema';
import type { ProfileFormValues } from '../../../src/forms/profile.form-schema';
import { hashPassword, verifyPassword } from '../auth/password-hasher';
import type { Actor } from '../http/actor';
import { type ApiFailure, invalidInput, notFound } from '../http/api-failure';
import type { UserWritesRepository } from './user-writes.repository';
import type { ProfileRecord, UsersRepository } from './users.repository';

export interface OwnAccountDeps {
  users: UsersRepository;
  writes: UserWritesRepository;
  now: () => Date;
}

/** spec 2 §2.8: the signed-in user's own profile and password. */
export class OwnAccountService {
  constructor(private readonly deps: OwnAccountDeps) {}

  async editProfile(actor: Actor, body: ProfileFormValues): Promise<ProfileRecord | ApiFailure> {
    await this.deps.writes.run((writes) => writes.updateProfile(actor.userId, { name: body.name, email: body.email }));
    return (await this.deps.users.findProfile(actor.userId)) ?? notFound('User not found');
  }

  /**
   * The current password is verified; the new one is hashed with scrypt. Every other session of
   * the user ends (a stolen session does not outlive the change); the caller's own stays valid.
   */
  async changePassword(actor: Actor, body: ChangePasswordFormValues): Promise<{ changed: true } | ApiFailure> {
    const newHash = await hashPassword(body.newPassword);
    return this.deps.writes.run(async (writes) => {
      const stored = await writes.passwordHashOf(actor.userId);
      if (stored === undefined) return notFound('User not found');
      if (!(await verifyPassword(body.currentPassword, stored))) return invalidInput('Current password is incorrect', 'currentPassword');
      await writes.setPasswordHash(actor.userId, newHash);
      await writes.revokeSessionsOf(actor.userId, this.deps.now(), actor.sessionId);
      return { changed: true } as const;
    });
  }
}
