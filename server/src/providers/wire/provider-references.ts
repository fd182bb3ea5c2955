import type { Kysely } from 'kysely';
import type { InquireProvider } from '../../../../src/domain/inquire/inquire-rules';
import type { DatabaseSchema } from '../../db/database-schema';
import type { ProviderAccount } from '../wallet-provider.port';

/**
 * A real wallet keys a payment by the reference we sent it (pp_TxnRefNo, orderId), which for a checkout
 * payment is the attempt's merchant reference, kept as `transactions.provider_reference`. An order with no
 * reference is asked for by its order id. The platform's credentials see every order at the provider, so
 * a merchant's order that is not its own is never asked for: null.
 */
export type ReferenceOf = (provider: InquireProvider, orderId: string, account: ProviderAccount) => Promise<string | null>;

export function transactionReferences(db: Kysely<DatabaseSchema>): ReferenceOf {
  return async (provider, orderId, account) => {
    let query = db
      .selectFrom('transactions')
      .select('provider_reference')
      .where('provider', '=', provider)
      .where('order_id', '=', orderId)
      .orderBy('transaction_date', 'desc')
      .limit(1);
    if (account.kind === 'merchant') query = query.where('merchant_id', '=', account.merchantId);
    const row = await query.executeTakeFirst();
    if (row === undefined) return account.kind === 'merchant' ? null : orderId;
    return row.provider_reference ?? orderId;
  };
}
