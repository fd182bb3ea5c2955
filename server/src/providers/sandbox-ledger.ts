import type { Kysely } from 'kysely';
import type { InquireProvider } from '../../../src/domain/inquire/inquire-rules';
import type { TransactionStatus } from '../../../src/domain/transactions/transaction-status';
import type { DatabaseSchema } from '../db/database-schema';
import type { ProviderAccount } from './wallet-provider.port';

/** What a provider's own books hold about an order, read from our transactions table. */
export interface LedgerOrder {
  orderId: string;
  transactionId: string;
  /** Exact decimal text, e.g. `499.00`. */
  amount: string;
  currency: string;
  msisdn: string;
  status: TransactionStatus;
  failureMessage: string | null;
  transactionDate: Date;
  storeId: string | null;
}

/** The sandbox providers' view of the world: the latest transaction of an order on that provider. */
export class SandboxLedger {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async findOrder(provider: InquireProvider, orderId: string, account: ProviderAccount): Promise<LedgerOrder | null> {
    let query = this.db
      .selectFrom('transactions as t')
      .select(['t.order_id', 't.transaction_id', 't.amount', 't.currency', 't.msisdn', 't.status', 't.failure_message', 't.transaction_date'])
      .select((eb) =>
        eb
          .selectFrom('service_stores as ss')
          .innerJoin('stores as st', 'st.id', 'ss.store_id')
          .select('st.ep_store_id')
          .whereRef('ss.service_id', '=', 't.service_id')
          .orderBy('st.ep_store_id')
          .limit(1)
          .as('store_id'),
      )
      .where('t.provider', '=', provider)
      .where('t.order_id', '=', orderId)
      .orderBy('t.transaction_date', 'desc')
      .limit(1);
    if (account.kind === 'merchant') query = query.where('t.merchant_id', '=', account.merchantId);
    const row = await query.executeTakeFirst();
    if (row === undefined) return null;
    return {
      orderId: row.order_id,
      transactionId: row.transaction_id,
      amount: row.amount,
      currency: row.currency,
      msisdn: row.msisdn,
      status: row.status,
      failureMessage: row.failure_message,
      transactionDate: row.transaction_date,
      storeId: row.store_id ?? null,
    };
  }
}
