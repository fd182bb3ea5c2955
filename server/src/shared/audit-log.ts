import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import { markRequestAudited } from '../db/request-transaction';

export interface AuditEntry {
  /** The signed-in user who acted. */
  actor: { userId: string };
  /** What happened, as `<area>.<verb>`: 'payout.approved', 'merchant.keys-revealed', … */
  action: string;
  target: { type: string; id: string | null };
  /** What changed. Never a secret, a card number or a password: the log is read by staff. */
  details?: Record<string, unknown>;
  /** When it happened: the database's now, but for demo entries seeded in the past (seed/demo-audit-log.ts). */
  at?: Date;
}

/**
 * docs/spec/decisions.md §8: every staff action that changes data or reveals a secret is written to
 * the append-only audit log in the same transaction as the change (pass the caller's `trx`), so a
 * change and its entry commit or fail together. The table refuses updates and deletes (migration 0012).
 */
export const AuditLog = {
  async record(trx: Kysely<DatabaseSchema>, entry: AuditEntry): Promise<void> {
    const user = await trx.selectFrom('users').select(['name', 'user_name']).where('id', '=', entry.actor.userId).executeTakeFirst();
    await trx
      .insertInto('audit_log')
      .values({
        actor_id: user === undefined ? null : entry.actor.userId,
        actor_name: user === undefined ? entry.actor.userId : `${user.name} (${user.user_name})`,
        action: entry.action,
        target_type: entry.target.type,
        target_id: entry.target.id,
        details: JSON.stringify(entry.details ?? {}),
        ...(entry.at === undefined ? {} : { at: entry.at }),
      })
      .execute();
    markRequestAudited();
  },
};
