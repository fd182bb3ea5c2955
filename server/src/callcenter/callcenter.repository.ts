import type { Kysely } from 'kysely';
import type { InquireProvider } from '../../../src/domain/inquire/inquire-rules';
import { merchantFilterOf, type OrganisationScope } from '../../../src/domain/organisation/organisation-scope';
import type { TransactionStatus } from '../../../src/domain/transactions/transaction-status';
import { writeWalletExchange } from '../checkout-logs';
import type { RefundStatus } from '../db/business/refund.tables';
import type { DatabaseSchema } from '../db/database-schema';
import { newRecordId } from '../db/record-id';
import type { ProviderExchange, ProviderRefundExchange } from '../providers/wallet-provider.port';

type Db = Kysely<DatabaseSchema>;

/** What the call centre names a transaction by (spec 3 §3 Callcenter form). */
export interface TransactionKey {
  operator: InquireProvider;
  transactionNumber: string;
  serviceId: string;
}

export interface CallcenterTransaction {
  id: string;
  transactionNumber: string;
  orderId: string;
  serviceRowId: string;
  serviceId: string;
  serviceName: string;
  merchantId: string;
  merchantName: string;
  provider: InquireProvider;
  /** Exact decimal text. */
  amount: string;
  currency: string;
  msisdn: string;
  transactionDate: Date;
  status: TransactionStatus;
}

export interface RefundRecord {
  id: string;
  transactionId: string;
  amount: string;
  currency: string;
  status: RefundStatus;
  idempotencyKey: string | null;
  requestedBy: string | null;
  requestedByName: string;
  providerReference: string | null;
  providerResponse: Record<string, unknown> | null;
  message: string | null;
  createdAt: Date;
  completedAt: Date | null;
}

/** A late charge of a transaction's order (checkout_attempts voided or void_failed). */
export interface LateChargeRow {
  reference: string;
  amount: string;
  currency: string;
  status: 'voided' | 'void_failed';
  note: string | null;
  at: Date | null;
}

export interface CallcenterServiceRow {
  id: string;
  serviceId: string;
  serviceName: string;
  merchantName: string;
}

const refundColumns = [
  'id',
  'transaction_id',
  'amount',
  'currency',
  'status',
  'idempotency_key',
  'requested_by',
  'requested_by_name',
  'provider_reference',
  'provider_response',
  'message',
  'created_at',
  'completed_at',
] as const;

type RefundRow = {
  id: string;
  transaction_id: string;
  amount: string;
  currency: string;
  status: RefundStatus;
  idempotency_key: string | null;
  requested_by: string | null;
  requested_by_name: string;
  provider_reference: string | null;
  provider_response: Record<string, unknown> | null;
  message: string | null;
  created_at: Date;
  completed_at: Date | null;
};

const refundOf = (row: RefundRow): RefundRecord => ({
  id: row.id,
  transactionId: row.transaction_id,
  amount: row.amount,
  currency: row.currency,
  status: row.status,
  idempotencyKey: row.idempotency_key,
  requestedBy: row.requested_by,
  requestedByName: row.requested_by_name,
  providerReference: row.provider_reference,
  providerResponse: row.provider_response,
  message: row.message,
  createdAt: row.created_at,
  completedAt: row.completed_at,
});

/** docs/decisions/0033-call-centre-and-refunds.md: the transactions, services and refunds the call centre reads and writes. */
export class CallcenterRepository {
  constructor(private readonly db: Db) {}

  /** Live services the scope may reach: all for platform staff, a merchant's own, none for carriers. */
  async servicesVisibleTo(scope: OrganisationScope): Promise<CallcenterServiceRow[]> {
    const filter = merchantFilterOf(scope);
    if (filter === 'none') return [];
    let query = this.db
      .selectFrom('services as s')
      .innerJoin('merchants as m', 'm.id', 's.merchant_id')
      .select(['s.id', 's.service_id', 's.service_name', 'm.name as merchant_name'])
      .where('s.deleted_at', 'is', null)
      .orderBy('s.service_name')
      .orderBy('s.id');
    if (filter !== 'all') query = query.where('s.merchant_id', '=', filter.merchantId);
    const rows = await query.execute();
    return rows.map((row) => ({ id: row.id, serviceId: row.service_id, serviceName: row.service_name, merchantName: row.merchant_name }));
  }

  /**
   * The transaction of that number, provider and service, only when the scope may see it; with
   * `lock`, its row stays locked until the caller's transaction ends (refunds queue on it).
   */
  async transactionVisibleTo(db: Db, scope: OrganisationScope, key: TransactionKey, lock = false): Promise<CallcenterTransaction | null> {
    const filter = merchantFilterOf(scope);
    if (filter === 'none') return null;
    let query = db
      .selectFrom('transactions as t')
      .innerJoin('services as s', 's.id', 't.service_id')
      .innerJoin('merchants as m', 'm.id', 't.merchant_id')
      .select([
        't.id',
        't.transaction_id',
        't.order_id',
        't.service_id as service_row_id',
        's.service_id',
        's.service_name',
        't.merchant_id',
        'm.name as merchant_name',
        't.provider',
        't.amount',
        't.currency',
        't.msisdn',
        't.transaction_date',
        't.status',
      ])
      .where('t.transaction_id', '=', key.transactionNumber)
      .where('t.provider', '=', key.operator)
      .where('s.service_id', '=', key.serviceId);
    if (filter !== 'all') query = query.where('t.merchant_id', '=', filter.merchantId);
    if (lock) query = query.forUpdate('t');
    const row = await query.executeTakeFirst();
    if (row === undefined || row.provider === 'card') return null;
    return {
      id: row.id,
      transactionNumber: row.transaction_id,
      orderId: row.order_id,
      serviceRowId: row.service_row_id,
      serviceId: row.service_id,
      serviceName: row.service_name,
      merchantId: row.merchant_id,
      merchantName: row.merchant_name,
      provider: row.provider,
      amount: row.amount,
      currency: row.currency,
      msisdn: row.msisdn,
      transactionDate: row.transaction_date,
      status: row.status,
    };
  }

  /** The refund that counts for a transaction: the one under way or done, else the latest failed one. */
  /** Charges of the transaction's order that its provider made for ended attempts (docs/decisions/0031-hosted-checkout.md). */
  async lateChargesOf(db: Db, transaction: Pick<CallcenterTransaction, 'orderId' | 'serviceRowId'>): Promise<LateChargeRow[]> {
    const rows = await db
      .selectFrom('checkout_attempts as a')
      .innerJoin('checkout_sessions as cs', 'cs.id', 'a.session_id')
      .select(['a.merchant_ref_number', 'cs.amount', 'cs.currency', 'a.state', 'a.note', 'a.finished_at'])
      .where('cs.order_id', '=', transaction.orderId)
      .where('cs.service_id', '=', transaction.serviceRowId)
      .where('a.state', 'in', ['voided', 'void_failed'])
      .orderBy('a.created_at')
      .execute();
    return rows.map((row) => ({
      reference: row.merchant_ref_number,
      amount: row.amount,
      currency: row.currency,
      status: row.state === 'voided' ? 'voided' : 'void_failed',
      note: row.note,
      at: row.finished_at,
    }));
  }

  async refundOf(db: Db, transactionId: string): Promise<RefundRecord | null> {
    const rows = await db
      .selectFrom('refunds')
      .select(refundColumns)
      .where('transaction_id', '=', transactionId)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute();
    const standing = rows.find((row) => row.status !== 'failed') ?? rows[0];
    return standing === undefined ? null : refundOf(standing);
  }

  async claimRefund(trx: Db, transaction: CallcenterTransaction, claim: { amount: string; userId: string; userName: string }): Promise<RefundRecord> {
    const row = await trx
      .insertInto('refunds')
      .values({
        id: newRecordId(),
        transaction_id: transaction.id,
        transaction_number: transaction.transactionNumber,
        merchant_id: transaction.merchantId,
        service_id: transaction.serviceRowId,
        provider: transaction.provider,
        amount: claim.amount,
        currency: transaction.currency,
        status: 'pending',
        requested_by: claim.userId,
        requested_by_name: claim.userName,
      })
      .returning(refundColumns)
      .executeTakeFirstOrThrow();
    return refundOf(row);
  }

  async settleRefund(
    trx: Db,
    id: string,
    outcome: { status: 'completed' | 'failed'; providerReference: string | null; providerResponse: Record<string, unknown>; message: string; at: Date },
  ): Promise<RefundRecord> {
    const row = await trx
      .updateTable('refunds')
      .set({
        status: outcome.status,
        provider_reference: outcome.providerReference,
        provider_response: JSON.stringify(outcome.providerResponse),
        message: outcome.message,
        completed_at: outcome.at,
      })
      .where('id', '=', id)
      .returning(refundColumns)
      .executeTakeFirstOrThrow();
    return refundOf(row);
  }

  async userNameOf(userId: string): Promise<string> {
    const user = await this.db.selectFrom('users').select(['name', 'user_name']).where('id', '=', userId).executeTakeFirst();
    return user === undefined ? userId : `${user.name} (${user.user_name})`;
  }

  /** Each exchange with a provider is kept as a checkout log of the order (spec 3 §3 Checkout log). */
  async recordExchange(exchange: ProviderExchange | ProviderRefundExchange, orderId: string, serviceId: string): Promise<void> {
    await writeWalletExchange(this.db, exchange, orderId, serviceId);
  }
}
