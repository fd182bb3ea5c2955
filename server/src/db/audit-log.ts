import type { Kysely } from 'kysely';
import { chunksOf, textSet } from './bulk-sql';
import type { DatabaseSchema } from './database-schema';
import { markRequestAudited } from './request-transaction';

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
    await AuditLog.recordMany(trx, [entry]);
  },

  /** Several entries in one go (a confirmed payout file): the actors are read once, the entries in multi-row inserts, in order. */
  async recordMany(trx: Kysely<DatabaseSchema>, entries: readonly AuditEntry[]): Promise<void> {
    if (entries.length === 0) return;
    const actorIds = [...new Set(entries.map((entry) => entry.actor.userId))];
    const users = await trx.selectFrom('users').select(['id', 'name', 'user_name']).where('id', 'in', textSet(actorIds)).execute();
    const names = new Map(users.map((user) => [user.id, `${user.name} (${user.user_name})`]));
    for (const chunk of chunksOf(entries)) {
      await trx
        .insertInto('audit_log')
        .values(
          chunk.map((entry) => {
            const name = names.get(entry.actor.userId);
            return {
              actor_id: name === undefined ? null : entry.actor.userId,
              actor_name: name ?? entry.actor.userId,
              action: entry.action,
              target_type: entry.target.type,
              target_id: entry.target.id,
              details: JSON.stringify(entry.details ?? {}),
              ...(entry.at === undefined ? {} : { at: entry.at }),
            };
          }),
        )
        .execute();
    }
    markRequestAudited();
  },
};
