import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import { caseInsensitiveLike } from '../http/wire-values';

export interface CheckoutSearch {
  from: Date;
  /** Exclusive. */
  to: Date;
  query: string | null;
  offset: number;
  limit: number;
}

export interface CheckoutLogRecord {
  id: string;
  provider: string;
  orderId: string | null;
  serviceId: string | null;
  request: Record<string, unknown>;
  response: Record<string, unknown>;
  createdAt: Date;
}

export interface CheckoutRequestRecord {
  id: string;
  serviceId: string;
  msisdn: string | null;
  amount: string;
  product: string | null;
  orderId: string;
  createdAt: Date;
}

/**
 * spec 3 §2 Checkout Logs and Checkout Requests: rows of a date range, newest first, a page at a
 * time (the created_at indexes serve both). The hosted checkout writes these tables; we only read.
 */
export class CheckoutLogsRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async searchLogs(search: CheckoutSearch): Promise<{ rows: CheckoutLogRecord[]; total: number }> {
    let base = this.db.selectFrom('checkout_logs').where('created_at', '>=', search.from).where('created_at', '<', search.to);
    if (search.query !== null) {
      const { operator, pattern } = caseInsensitiveLike(search.query, true);
      base = base.where((eb) => eb.or([eb('order_id', operator, pattern), eb('service_id', operator, pattern), eb('provider', operator, pattern)]));
    }
    const [rows, count] = await Promise.all([
      base
        .select(['id', 'provider', 'order_id', 'service_id', 'request', 'response', 'created_at'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .offset(search.offset)
        .limit(search.limit)
        .execute(),
      base.select(sql<number>`count(*)`.as('count')).executeTakeFirstOrThrow(),
    ]);
    return {
      rows: rows.map((row) => ({
        id: row.id,
        provider: row.provider,
        orderId: row.order_id,
        serviceId: row.service_id,
        request: row.request,
        response: row.response,
        createdAt: row.created_at,
      })),
      total: Number(count.count),
    };
  }

  async searchRequests(search: CheckoutSearch): Promise<{ rows: CheckoutRequestRecord[]; total: number }> {
    let base = this.db.selectFrom('checkout_requests').where('created_at', '>=', search.from).where('created_at', '<', search.to);
    if (search.query !== null) {
      const { operator, pattern } = caseInsensitiveLike(search.query, true);
      base = base.where((eb) => eb.or([eb('order_id', operator, pattern), eb('service_id', operator, pattern), eb('msisdn', operator, pattern)]));
    }
    const [rows, count] = await Promise.all([
      base
        .select(['id', 'service_id', 'msisdn', 'amount', 'product', 'order_id', 'created_at'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .offset(search.offset)
        .limit(search.limit)
        .execute(),
      base.select(sql<number>`count(*)`.as('count')).executeTakeFirstOrThrow(),
    ]);
    return {
      rows: rows.map((row) => ({
        id: row.id,
        serviceId: row.service_id,
        msisdn: row.msisdn,
        amount: row.amount,
        product: row.product,
        orderId: row.order_id,
        createdAt: row.created_at,
      })),
      total: Number(count.count),
    };
  }
}
