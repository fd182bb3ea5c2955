import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import type { TransactionReportFilter } from '../../../src/contract/csv-jobs.contract';
import type { TransactionSearch } from '../../../src/contract/transaction-search.schema';
import { countryNameOf, isCountryCode } from '../../../src/domain/geo/countries';
import { businessDaysRangeUtc } from '../../../src/domain/time/business-day';
import type { DatabaseSchema } from '../db/database-schema';
import { isTransactionWireField, transactionFieldColumns } from '../shared/transaction-columns';
import { caseInsensitiveLike } from '../http/wire-values';

/**
 * What a job exports, as stored in csv_jobs.query (spec 1 §3: JSON with transactionDate $gte and
 * $lte bounds, in the old API's style). The merchant is fixed by the server from the caller's
 * scope, never taken from the request.
 */
export interface StoredTransactionQuery {
  transactionDate?: { $gte: string; $lte: string };
  country?: string;
  currency?: string;
  searchObj?: TransactionSearch[];
  merchantId?: string;
}

/** spec 1 §9: the report sends the ISO code (PK); transactions store the English name (Pakistan). */
function storedCountryOf(country: string): string {
  const code = country.toUpperCase();
  return isCountryCode(code) ? countryNameOf(code) : country;
}

/** The report filter as a job keeps it: day bounds resolved in the business time zone. */
export function storedQueryOf(filter: TransactionReportFilter, merchantId: string | null, timeZone: string): StoredTransactionQuery {
  const stored: StoredTransactionQuery = {};
  if (filter.dateFrom || filter.dateTo) {
    const range = businessDaysRangeUtc(filter.dateFrom ?? '1970-01-01', filter.dateTo ?? '9999-12-30', timeZone);
    // $lte is the last millisecond of the last day, so the bounds read as the days that were asked for.
    stored.transactionDate = { $gte: range.startUtc, $lte: new Date(Date.parse(range.endUtc) - 1).toISOString() };
  }
  if (filter.country) stored.country = storedCountryOf(filter.country);
  if (filter.currency) stored.currency = filter.currency.toUpperCase();
  if (filter.searchObj && filter.searchObj.length > 0) stored.searchObj = filter.searchObj;
  if (merchantId !== null) stored.merchantId = merchantId;
  return stored;
}

type TransactionsQuery<O> = SelectQueryBuilder<DatabaseSchema, 'transactions', O>;

function searchCondition(search: TransactionSearch) {
  return (eb: ExpressionBuilder<DatabaseSchema, 'transactions'>) => {
    // A job stored before the whitelist narrowed may name a field it no longer has: export nothing
    // rather than more than was asked for.
    if (!isTransactionWireField(search.field)) return sql<boolean>`false`;
    const { operator, pattern } = caseInsensitiveLike(search.value, search.operator === 'contains');
    return eb(eb.ref(transactionFieldColumns[search.field]), operator, pattern);
  };
}

/** Limits a transactions query to the stored filter (equals and contains are case-insensitive). */
export function whereStoredQuery<O>(query: TransactionsQuery<O>, stored: StoredTransactionQuery): TransactionsQuery<O> {
  let scoped = query;
  if (stored.merchantId !== undefined) scoped = scoped.where('merchant_id', '=', stored.merchantId);
  if (stored.transactionDate) {
    scoped = scoped
      .where('transaction_date', '>=', new Date(stored.transactionDate.$gte))
      .where('transaction_date', '<=', new Date(stored.transactionDate.$lte));
  }
  if (stored.country !== undefined) {
    const { operator, pattern } = caseInsensitiveLike(stored.country, false);
    scoped = scoped.where('country', operator, pattern);
  }
  if (stored.currency !== undefined) scoped = scoped.where('currency', '=', stored.currency);
  for (const search of stored.searchObj ?? []) scoped = scoped.where(searchCondition(search));
  return scoped;
}

/** Keyset position: rows strictly after (transaction_date, id), written so the date index applies. */
export function afterKey<O>(query: TransactionsQuery<O>, afterDate: string, afterId: string): TransactionsQuery<O> {
  return query.where((eb) =>
    eb.and([
      eb('transaction_date', '>=', sql<Date>`${afterDate}::timestamptz`),
      eb.or([eb('transaction_date', '>', sql<Date>`${afterDate}::timestamptz`), eb('id', '>', afterId)]),
    ]),
  );
}
