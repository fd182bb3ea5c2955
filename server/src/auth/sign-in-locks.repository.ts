import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import type { LockState, Reservation } from './sign-in-lock-state';

/**
 * The sign-in lock of each user name and client address, kept in the database so a restart does
 * not lift it. An attempt is reserved under the row's lock before its password is checked, so
 * concurrent requests cannot all slip under the limit.
 */
export class SignInLocksRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  reserve(userName: string, client: string, now: Date, decide: (state: LockState) => Reservation): Promise<Reservation> {
    return this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('sign_in_locks')
        .values({ user_name: userName, client, attempts: 0, window_started_at: now, locked_until: null, bursts: 0, last_locked_at: null })
        .onConflict((conflict) => conflict.columns(['user_name', 'client']).doNothing())
        .execute();
      const row = await trx
        .selectFrom('sign_in_locks')
        .selectAll()
        .where('user_name', '=', userName)
        .where('client', '=', client)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const outcome = decide({
        attempts: row.attempts,
        windowStartedAt: row.window_started_at,
        lockedUntil: row.locked_until,
        bursts: row.bursts,
        lastLockedAt: row.last_locked_at,
      });
      if (outcome.kind === 'reserved') {
        const next = outcome.next;
        await trx
          .updateTable('sign_in_locks')
          .set({
            attempts: next.attempts,
            window_started_at: next.windowStartedAt,
            locked_until: next.lockedUntil,
            bursts: next.bursts,
            last_locked_at: next.lastLockedAt,
          })
          .where('user_name', '=', userName)
          .where('client', '=', client)
          .execute();
      }
      return outcome;
    });
  }

  /** A success clears the client's lock; rows nobody touched for `staleBefore` go too. */
  async clear(userName: string, client: string, staleBefore: Date): Promise<void> {
    await this.db
      .deleteFrom('sign_in_locks')
      .where((eb) =>
        eb.or([
          eb.and([eb('user_name', '=', userName), eb('client', '=', client)]),
          eb.and([eb('window_started_at', '<', staleBefore), eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', staleBefore)])]),
        ]),
      )
      .execute();
  }
}
