import type { Kysely } from 'kysely';
import { historyDescriptionOf, type AccountHistoryEvent } from '../../../src/domain/accounts/account-history';
import type { HistoryEntry } from '../db/core-tables';
import type { DatabaseSchema } from '../db/database-schema';

/** Who changed an account: the signed-in user's id; the name is read from the users table. */
export interface HistoryActor {
  userId: string;
}

export type AccountKind = 'merchant' | 'carrier';

const accountTables = { merchant: 'merchants', carrier: 'operators' } as const;

/**
 * The merchant and carrier history pages (spec 2 §2.2, §2.3). Entries are appended by the server
 * with the transaction of the change they describe (docs/spec/decisions.md §8), so a change and its
 * entry commit or fail together; the tables refuse updates and deletes (migration 0007).
 */
export class AccountHistoryRepository {
  /** Appends one entry inside `trx`, the caller's transaction; answers the description written. */
  static async append(trx: Kysely<DatabaseSchema>, kind: AccountKind, accountId: string, actor: HistoryActor, event: AccountHistoryEvent): Promise<string> {
    const user = await trx.selectFrom('users').select(['name', 'user_name']).where('id', '=', actor.userId).executeTakeFirstOrThrow();
    const actorName = `${user.name} (${user.user_name})`;
    const description = historyDescriptionOf(event, actorName);
    const row = { actor_id: actor.userId, actor_name: actorName, action: event.kind, description };
    if (kind === 'merchant')
      await trx
        .insertInto('merchant_history')
        .values({ ...row, merchant_id: accountId })
        .execute();
    else
      await trx
        .insertInto('carrier_history')
        .values({ ...row, operator_id: accountId })
        .execute();
    return description;
  }

  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /**
   * Oldest first: entries kept in the record's own history column before migration 0007 (and the
   * demo seed's 'Account created'), read-only, then the table's.
   */
  async entriesOf(kind: AccountKind, accountId: string): Promise<HistoryEntry[]> {
    const legacy = await this.db.selectFrom(accountTables[kind]).select('history').where('id', '=', accountId).executeTakeFirst();
    const rows =
      kind === 'merchant'
        ? await this.db.selectFrom('merchant_history').select(['at', 'description']).where('merchant_id', '=', accountId).orderBy('id').execute()
        : await this.db.selectFrom('carrier_history').select(['at', 'description']).where('operator_id', '=', accountId).orderBy('id').execute();
    return [...(legacy?.history ?? []), ...rows.map((row) => ({ date: row.at.toISOString(), description: row.description }))];
  }
}
