import { sql, type Kysely } from 'kysely';
import type { TransactionSearch } from '../../../src/contract/transaction-search.schema';
import type { VoucherTransactionSortField } from '../../../src/contract/vouchers.contract';
import type { DatabaseSchema } from '../db/database-schema';
import type { VoucherUser } from '../db/business/voucher.tables';
import { fieldSearchCondition, voucherTransactionFieldColumns } from '../shared/transaction-columns';
import type { VoucherScope } from './vouchers.repository';

export interface VoucherTransactionFilter {
  /** The UTC instants the business dates cover. */
  startUtc: string;
  endUtc: string;
  merchantId: VoucherScope;
  search: readonly TransactionSearch[];
}

export interface VoucherTransactionRecord {
  id: string;
  payment_transaction_id: string;
  payment_order_id: string;
  source: string;
  users: VoucherUser[];
  product_name: string;
  product_code: string;
  merchant_name: string;
  service_name: string | null;
  created_at: Date;
  amount: string;
  currency: string;
  status: string;
  carrier_share_value: string;
  merchant_share_value: string;
  walee_share_value: string;
}

/**
 * spec 3 §7 "Search voucher transactions": a date range, sorting and the report's equals/contains
 * filters, each through the one column map (`shared/transaction-columns.ts`); never a caller's text in SQL.
 */
export class VoucherTransactionsRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  private matching(filter: VoucherTransactionFilter) {
    let query = this.db
      .selectFrom('voucher_transactions as vt')
      .leftJoin('services as s', 's.id', 'vt.service_id')
      .where('vt.created_at', '>=', new Date(filter.startUtc))
      .where('vt.created_at', '<', new Date(filter.endUtc));
    if (filter.merchantId !== 'all') query = query.where('vt.merchant_id', '=', filter.merchantId);
    for (const search of filter.search) query = query.where(fieldSearchCondition(voucherTransactionFieldColumns[search.field], search));
    return query;
  }

  async page(
    filter: VoucherTransactionFilter,
    request: { page: number; limit: number; sort: { field: VoucherTransactionSortField; direction: 'asc' | 'desc' } },
  ): Promise<VoucherTransactionRecord[]> {
    const { expression } = voucherTransactionFieldColumns[request.sort.field];
    const direction = request.sort.direction === 'asc' ? sql`asc` : sql`desc`;
    return this.matching(filter)
      .innerJoin('merchants as m', 'm.id', 'vt.merchant_id')
      .select([
        'vt.id',
        'vt.payment_transaction_id',
        'vt.payment_order_id',
        'vt.source',
        'vt.users',
        'vt.product_name',
        'vt.product_code',
        'm.name as merchant_name',
        's.service_name',
        'vt.created_at',
        'vt.amount',
        'vt.currency',
        'vt.status',
        'vt.carrier_share_value',
        'vt.merchant_share_value',
        'vt.walee_share_value',
      ])
      .orderBy(sql`${expression} ${direction}`)
      // The id breaks ties, so a row never shows on two pages or on none.
      .orderBy(sql`vt.id ${direction}`)
      .limit(request.limit)
      .offset((request.page - 1) * request.limit)
      .execute();
  }

  async count(filter: VoucherTransactionFilter): Promise<number> {
    const row = await this.matching(filter).select(sql<string>`count(*)`.as('count')).executeTakeFirstOrThrow();
    return Number(row.count);
  }
}
