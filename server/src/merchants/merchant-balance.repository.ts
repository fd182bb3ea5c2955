import type { Insertable, Kysely } from 'kysely';
import type { MerchantBalanceTopUpsTable } from '../db/business/account.tables';
import type { DatabaseSchema } from '../db/database-schema';

type Db = Kysely<DatabaseSchema>;

export interface EarlierTopUp {
  grossAmount: string;
  tax: string;
  netAmount: string;
  response: unknown;
}

/** A merchant's balance top-ups (migration 0007), each kept with the answer it was given. */
export class MerchantBalanceRepository {
  async byKey(trx: Db, merchantId: string, idempotencyKey: string): Promise<EarlierTopUp | undefined> {
    return trx
      .selectFrom('merchant_balance_top_ups')
      .select(['gross_amount as grossAmount', 'tax', 'net_amount as netAmount', 'response'])
      .where('merchant_id', '=', merchantId)
      .where('idempotency_key', '=', idempotencyKey)
      .executeTakeFirst();
  }

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
