import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { PayoutRequestSortField } from '../../../src/contract/payouts.contract';
import type { OrganisationScope } from '../../../src/domain/organisation/organisation-scope';
import type { PayoutStatus } from '../../../src/domain/payouts/payout-request';
import { businessDaysRangeUtc } from '../../../src/domain/time/business-day';
import type { DatabaseSchema } from '../db/database-schema';
import { countOf, likeLiteral } from '../http/wire-values';

type Db = Kysely<DatabaseSchema>;

export interface PayoutRequestFilter {
  query?: string | undefined;
  status?: PayoutStatus | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export interface PayoutRequestRow {
  id: string;
  loanId: string;
  merchantOrderId: string;
  merchantId: string;
  merchantName: string;
  bankName: string;
  bankCode: string | null;
  certName: string;
  certId: string;
  beneficiaryEmail: string | null;
  msisdn: string;
  bankNo: string;
  payoutType: string;
  amount: string;
  status: PayoutStatus;
  description: string;
  message: string | null;
  createdAt: Date;
  updatedAt: Date;
  decidedAt: Date | null;
  jobNextTry: Date | null;
  jobNextTryReason: string | null;
}

const sortColumns: Record<PayoutRequestSortField, 'lr.created_at' | 'lr.amount' | 'lr.status' | 'lr.loan_id' | 'lr.bank_name'> = {
  createdDate: 'lr.created_at',
  amount: 'lr.amount',
  status: 'lr.status',
  loanId: 'lr.loan_id',
  bankName: 'lr.bank_name',
};

/** loan_requests as the payout screens read them; rows are limited to the caller's organisation. */
export class PayoutsRepository {
  constructor(
    private readonly db: Db,
    private readonly businessTimeZone: string,
  ) {}

  private visible(scope: OrganisationScope, filter: PayoutRequestFilter) {
    let query = this.db.selectFrom('loan_requests as lr');
    // docs/spec/decisions.md §2: a merchant sees its own requests; carrier staff see none (they hold no payouts).
    if (scope.kind === 'merchant') query = query.where('lr.merchant_id', '=', scope.merchantId);
    if (scope.kind === 'carrier') query = query.where(sql<boolean>`false`);
    if (filter.status !== undefined) query = query.where('lr.status', '=', filter.status);
    if (filter.from !== undefined || filter.to !== undefined) {
      const range = businessDaysRangeUtc(filter.from ?? '2000-01-01', filter.to ?? '2999-12-31', this.businessTimeZone);
      query = query.where('lr.created_at', '>=', new Date(range.startUtc)).where('lr.created_at', '<', new Date(range.endUtc));
    }
    const text = filter.query?.trim();
    if (text !== undefined && text !== '') {
      // Exact ids and numbers (indexed), or the beginning of the beneficiary's name (docs/decisions/0025-payouts.md).
      query = query.where((eb) =>
        eb.or([
          eb('lr.loan_id', '=', text),
          eb('lr.msisdn', '=', text),
          eb('lr.merchant_order_id', '=', text),
          eb(sql`lower(lr.cert_name)`, 'like', `${likeLiteral(text.toLowerCase())}%`),
        ]),
      );
    }
    return query;
  }

  private rowsOf<O>(query: SelectQueryBuilder<DatabaseSchema & { lr: DatabaseSchema['loan_requests'] }, 'lr', O>) {
    return query
      .innerJoin('merchants as m', 'm.id', 'lr.merchant_id')
      .select([
        'lr.id',
        'lr.loan_id as loanId',
        'lr.merchant_order_id as merchantOrderId',
        'lr.merchant_id as merchantId',
        'm.name as merchantName',
        'lr.bank_name as bankName',
        'lr.bank_code as bankCode',
        'lr.cert_name as certName',
        'lr.cert_id as certId',
        'lr.beneficiary_email as beneficiaryEmail',
        'lr.msisdn',
        'lr.bank_no as bankNo',
        'lr.payout_type as payoutType',
        'lr.amount',
        'lr.status',
        'lr.description',
        'lr.message',
        'lr.created_at as createdAt',
        'lr.updated_at as updatedAt',
        'lr.decided_at as decidedAt',
        'lr.job_next_try as jobNextTry',
        'lr.job_next_try_reason as jobNextTryReason',
      ]);
  }

  async list(
    scope: OrganisationScope,
    filter: PayoutRequestFilter,
    page: { page: number; limit: number; sort: { field: PayoutRequestSortField; direction: 'asc' | 'desc' } },
  ): Promise<{ rows: PayoutRequestRow[]; total: number }> {
    const base = this.visible(scope, filter);
    const [rows, total] = await Promise.all([
      this.rowsOf(base)
        .orderBy(sortColumns[page.sort.field], page.sort.direction)
        .orderBy('lr.id', page.sort.direction)
        .limit(page.limit)
        .offset((page.page - 1) * page.limit)
        .execute(),
      this.countOf(scope, filter),
    ]);
    return { rows: rows as PayoutRequestRow[], total };
  }

  /**
   * The filter's total without counting rows where kept counts can answer
   * (docs/decisions/0025-payouts.md): with no text, by status and merchant from loan_request_counts, and for a date range
   * from the per-day daily_payout_rollups (business day of creation in the business time zone, per
   * merchant and status; migration 0017), the same days businessDaysRangeUtc gives the page. A text
   * query can only be counted in the table (by its indexed columns).
   */
  private async countOf(scope: OrganisationScope, filter: PayoutRequestFilter): Promise<number> {
    if ((filter.query ?? '').trim() !== '') {
      return countOf(
        (
          await this.visible(scope, filter)
            .select((eb) => eb.fn.countAll<string>().as('count'))
            .executeTakeFirstOrThrow()
        ).count,
      );
    }
    if (scope.kind === 'carrier') return 0;
    const total = (count: { count: string } | undefined) => countOf(count?.count ?? '0');
    if (filter.from === undefined && filter.to === undefined) {
      let kept = this.db.selectFrom('loan_request_counts').select(sql<string>`coalesce(sum(n), 0)::text`.as('count'));
      if (scope.kind === 'merchant') kept = kept.where('merchant_id', '=', scope.merchantId);
      if (filter.status !== undefined) kept = kept.where('status', '=', filter.status);
      return total(await kept.executeTakeFirst());
    }
    let daily = this.db
      .selectFrom('daily_payout_rollups')
      .select(sql<string>`coalesce(sum(count), 0)::text`.as('count'))
      .where('business_day', '>=', filter.from ?? '2000-01-01')
      .where('business_day', '<=', filter.to ?? '2999-12-31');
    if (scope.kind === 'merchant') daily = daily.where('merchant_id', '=', scope.merchantId);
    if (filter.status !== undefined) daily = daily.where('status', '=', filter.status);
    return total(await daily.executeTakeFirst());
  }

  /** Every row of the filter, newest first, up to `limit` (the export). */
  async all(scope: OrganisationScope, filter: PayoutRequestFilter, limit: number): Promise<{ rows: PayoutRequestRow[]; total: number }> {
    const base = this.visible(scope, filter);
    const total = countOf((await base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow()).count);
    if (total > limit) return { rows: [], total };
    const rows = await this.rowsOf(base).orderBy('lr.created_at', 'desc').orderBy('lr.id', 'desc').execute();
    return { rows: rows as PayoutRequestRow[], total };
  }

  async find(scope: OrganisationScope, id: string, db: Db = this.db): Promise<PayoutRequestRow | undefined> {
    let query = db.selectFrom('loan_requests as lr').where('lr.id', '=', id);
    if (scope.kind === 'merchant') query = query.where('lr.merchant_id', '=', scope.merchantId);
    if (scope.kind === 'carrier') query = query.where(sql<boolean>`false`);
    return (await this.rowsOf(query).executeTakeFirst()) as PayoutRequestRow | undefined;
  }
}
