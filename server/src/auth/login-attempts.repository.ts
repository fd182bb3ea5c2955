import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';

/** Sign-in attempts per user name, kept in the database so a restart does not lift a lock. */
export class LoginAttemptsRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async record(userName: string, succeeded: boolean, at: Date): Promise<void> {
    await this.db.insertInto('login_attempts').values({ user_name: userName, attempted_at: at, succeeded }).execute();
  }

  /** Attempts older than `before` no longer matter to the lock; dropping them keeps the table small. */
  async prune(userName: string, before: Date): Promise<void> {
    await this.db.deleteFrom('login_attempts').where('user_name', '=', userName).where('attempted_at', '<', before).execute();
  }

  /** Failures since `since` and after the last success, newest first. */
  async recentFailures(userName: string, since: Date, limit: number): Promise<Date[]> {
    const lastSuccess = this.db
      .selectFrom('login_attempts')
      .select(sql<Date>`coalesce(max(attempted_at), '-infinity'::timestamptz)`.as('at'))
      .where('user_name', '=', userName)
      .where('succeeded', '=', true);
    const rows = await this.db
      .selectFrom('login_attempts')
      .select('attempted_at')
      .where('user_name', '=', userName)
      .where('succeeded', '=', false)
      .where('attempted_at', '>=', since)
      .where('attempted_at', '>', lastSuccess)
      .orderBy('attempted_at', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => row.attempted_at);
  }
}
