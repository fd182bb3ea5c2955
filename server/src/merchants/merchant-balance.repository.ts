import type { Insertable, Kysely } from 'kysely';
import type { MerchantBalanceTopUpsTable } from '../db/business/account.tables';
import type { DatabaseSchema } from '../db/database-schema';

type Db = Kysely<DatabaseSchema>;

/** A merchant's balance top-ups (migration 0007), each kept with the answer it was given. */
export class MerchantBalanceRepository {
  async insert(trx: Db, row: Insertable<MerchantBalanceTopUpsTable>): Promise<string> {
    const inserted = await trx.insertInto('merchant_balance_top_ups').values(row).returning('id').executeTakeFirstOrThrow();
    return inserted.id;
  }

  async recordAnswer(trx: Db, id: string, balanceAfter: string, answer: unknown): Promise<void> {
    await trx
      .updateTable('merchant_balance_top_ups')
      .set({ balance_after: balanceAfter, response: JSON.stringify(answer) })
      .where('id', '=', id)
      .execute();
  }
}
