import { sql, type Kysely } from 'kysely';
import type { VoucherConfig } from '../../../src/domain/services/voucher-config';
import type { DatabaseSchema } from '../db/database-schema';
import { newRecordId } from '../db/record-id';

type Db = Kysely<DatabaseSchema>;
/** 'all' for platform staff; a merchant's id limits every row to its own. */
export type VoucherScope = string | 'all';

export interface RateRecord {
  id: string;
  rate: string;
  currency: string;
  created_at: Date;
  created_by_name: string | null;
}

export interface VoucherRequestRecord {
  id: string;
  source: string | null;
  merchant_name: string;
  service_name: string | null;
  product_name: string;
  product_code: string;
  amount: string;
  currency: string;
  status: string;
  response_payload: Record<string, unknown> | null;
  financial_summary: Record<string, unknown>;
  created_at: Date;
}

export interface MerchantBalanceRecord {
  merchant_id: string;
  merchant_name: string;
  available_balance: string;
  currency: string;
}

export interface VoucherServiceRecord {
  id: string;
  service_name: string;
  currency: string;
  voucherConfig: VoucherConfig | undefined;
}

/** Rates, requests, balances and the voucher services, each limited to the caller's scope. */
export class VouchersRepository {
  constructor(private readonly db: Db) {}

  async rates(currency = 'USD'): Promise<RateRecord[]> {
    return this.db
      .selectFrom('voucher_rates as r')
      .leftJoin('users as u', 'u.id', 'r.created_by')
      .select(['r.id', 'r.rate', 'r.currency', 'r.created_at', 'u.name as created_by_name'])
      .where('r.currency', '=', currency)
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(100)
      .execute();
  }

  /** The newest rate; history is kept, never overwritten (spec 3 §7 Add rate). */
  async currentRate(currency = 'USD'): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('voucher_rates')
      .select('rate')
      .where('currency', '=', currency)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.rate;
  }

  static async addRate(trx: Db, rate: string, currency: string, userId: string): Promise<RateRecord> {
    const row = await trx
      .insertInto('voucher_rates')
      .values({ id: newRecordId(), rate, currency, created_by: userId })
      .returning(['id', 'rate', 'currency', 'created_at'])
      .executeTakeFirstOrThrow();
    const user = await trx.selectFrom('users').select('name').where('id', '=', userId).executeTakeFirst();
    return { ...row, created_by_name: user?.name ?? null };
  }

  async requestsPage(scope: VoucherScope, page: number, limit: number): Promise<{ rows: VoucherRequestRecord[]; count: number }> {
    let query = this.db.selectFrom('voucher_requests as r');
    if (scope !== 'all') query = query.where('r.merchant_id', '=', scope);
    const rows = await query
      .innerJoin('merchants as m', 'm.id', 'r.merchant_id')
      .leftJoin('services as s', 's.id', 'r.service_id')
      .select([
        'r.id',
        'r.source',
        'm.name as merchant_name',
        's.service_name',
        'r.product_name',
        'r.product_code',
        'r.amount',
        'r.currency',
        'r.status',
        'r.response_payload',
        'r.financial_summary',
        'r.created_at',
      ])
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute();
    const total = await query.select(sql<string>`count(*)`.as('count')).executeTakeFirstOrThrow();
    return { rows, count: Number(total.count) };
  }

  async merchantBalances(scope: VoucherScope): Promise<MerchantBalanceRecord[]> {
    let query = this.db
      .selectFrom('payout_accounts as a')
      .innerJoin('merchants as m', 'm.id', 'a.merchant_id')
      .select(['a.merchant_id', 'm.name as merchant_name', 'a.available_balance', 'a.currency'])
      .orderBy('m.name');
    if (scope !== 'all') query = query.where('a.merchant_id', '=', scope);
    return query.execute();
  }

  /** The merchant's active Voucher services, by name; the first one sells (docs/decisions/0032-vouchers.md). */
  async voucherServicesOf(merchantId: string): Promise<VoucherServiceRecord[]> {
    const rows = await this.db
      .selectFrom('services')
      .select(['id', 'service_name', 'currency', 'config'])
      .where('merchant_id', '=', merchantId)
      .where('service_type', '=', 'Voucher')
      .where('status', '=', true)
      .where('deleted_at', 'is', null)
      .orderBy('service_name')
      .execute();
    return rows.map((row) => ({ id: row.id, service_name: row.service_name, currency: row.currency, voucherConfig: row.config.voucherConfig }));
  }
}
