import type { Kysely } from 'kysely';
import type { InquireProvider } from '../../../src/domain/inquire/inquire-rules';
import { merchantFilterOf, type OrganisationScope } from '../../../src/domain/organisation/organisation-scope';
import type { TransactionStatus } from '../../../src/domain/transactions/transaction-status';
import { writeWalletExchange } from '../checkout-logs';
import type { DatabaseSchema } from '../db/database-schema';
import type { ProviderExchange } from '../providers/wallet-provider.port';

/** spec 1 §2: the system logs shown are the latest of the order; enough for any real order. */
const systemLogLimit = 50;

/** An order as the merchant's notification describes it. */
export interface NotifiableOrder {
  orderId: string;
  transactionId: string;
  serviceId: string;
  amount: string;
  currency: string;
  msisdn: string;
  status: TransactionStatus;
  transactionDate: Date;
  notificationApi: string | null;
}

/** A checkout log row: one exchange with a provider about an order. */
export interface CheckoutLogRecord {
  id: string;
  provider: string;
  orderId: string | null;
  serviceId: string | null;
  request: Record<string, unknown>;
  response: Record<string, unknown>;
  createdAt: Date;
}

export class InquireRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /** The order's latest transaction on that provider, only when the scope may see it. */
  async orderVisibleTo(scope: OrganisationScope, provider: InquireProvider, orderId: string): Promise<NotifiableOrder | null> {
    const filter = merchantFilterOf(scope);
    if (filter === 'none') return null;
    let query = this.db
      .selectFrom('transactions as t')
      .innerJoin('services as s', 's.id', 't.service_id')
      .select(['t.order_id', 't.transaction_id', 's.service_id', 't.amount', 't.currency', 't.msisdn', 't.status', 't.transaction_date', 's.notification_api'])
      .where('t.provider', '=', provider)
      .where('t.order_id', '=', orderId)
      .orderBy('t.transaction_date', 'desc')
      .limit(1);
    if (filter !== 'all') query = query.where('t.merchant_id', '=', filter.merchantId);
    const row = await query.executeTakeFirst();
    if (row === undefined) return null;
    return {
      orderId: row.order_id,
      transactionId: row.transaction_id,
      serviceId: row.service_id,
      amount: row.amount,
      currency: row.currency,
      msisdn: row.msisdn,
      status: row.status,
      transactionDate: row.transaction_date,
      notificationApi: row.notification_api,
    };
  }

  /**
   * The order's checkout logs, newest first. A merchant sees only logs of its own services, so an
   * order id of another merchant shows nothing; logs that name no service are platform-only.
   */
  async checkoutLogsOf(scope: OrganisationScope, orderId: string): Promise<CheckoutLogRecord[]> {
    const filter = merchantFilterOf(scope);
    if (filter === 'none') return [];
    let query = this.db
      .selectFrom('checkout_logs as l')
      .select(['l.id', 'l.provider', 'l.order_id as orderId', 'l.service_id as serviceId', 'l.request', 'l.response', 'l.created_at as createdAt'])
      .where('l.order_id', '=', orderId)
      .orderBy('l.created_at', 'desc')
      .orderBy('l.id', 'desc')
      .limit(systemLogLimit);
    if (filter !== 'all') {
      const merchantId = filter.merchantId;
      query = query.where('l.service_id', 'in', (eb) => eb.selectFrom('services').select('service_id').where('merchant_id', '=', merchantId));
    }
    return query.execute();
  }

  /** The provider exchange becomes a checkout log of the order, as every provider call does. */
  async recordExchange(exchange: ProviderExchange, orderId: string, serviceId: string | null): Promise<void> {
    await writeWalletExchange(this.db, exchange, orderId, serviceId);
  }
}
