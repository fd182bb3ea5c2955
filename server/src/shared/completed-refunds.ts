import { sql, type Kysely } from 'kysely';
import { parseDecimal, type Decimal } from '../../../src/domain/money/decimal';
import { shareReversed } from '../../../src/domain/money/kept-share';
import { money, subtractMoney, toAmountString } from '../../../src/domain/money/money';
import { isCurrencyCode } from '../../../src/domain/money/currencies';
import { businessDayOf } from '../../../src/domain/time/business-day';
import type { TransactionProvider } from '../db/business/transaction.tables';
import type { DatabaseSchema } from '../db/database-schema';

/** A completed refund on its own business day, with the shares it reverses (exact decimal texts). */
export interface CompletedRefund {
  merchantId: string;
  merchantName: string;
  serviceId: string;
  serviceName: string;
  country: string;
  provider: TransactionProvider;
  transactionId: string;
  /** Business date of the refund (docs/decisions/0041-refunds-in-the-money-figures.md). */
  day: string;
  currency: string;
  amount: string;
  platformShare: string;
  merchantShare: string;
}

function percent(text: string): Decimal {
  const parsed = parseDecimal(text, 4);
  if (!parsed.ok) throw new Error(`Stored percent ${text} is not a decimal`);
  return parsed.value;
}

/**
 * docs/decisions/0041-refunds-in-the-money-figures.md: the refunds completed in [startUtc, endUtc), of one
 * merchant or all, each dated on its business day with the shares it reverses by the domain's one
 * kept-share formula (what was kept of its payment before it, at its service's percentages). Refunds
 * are few beside payments, so they are read as rows (indexes of migration 0037) rather than rolled up.
 */
export async function completedRefundsIn(
  db: Kysely<DatabaseSchema>,
  range: { startUtc: string; endUtc: string },
  zone: string,
  merchantId: string | 'all',
): Promise<CompletedRefund[]> {
  let query = db
    .selectFrom('refunds as f')
    .innerJoin('transactions as t', 't.id', 'f.transaction_id')
    .innerJoin('services as s', 's.id', 'f.service_id')
    .innerJoin('merchants as m', 'm.id', 'f.merchant_id')
    .select((eb) => [
      'f.merchant_id',
      'm.name as merchant_name',
      'f.service_id',
      's.service_name',
      's.country',
      't.provider',
      'f.transaction_id',
      'f.completed_at',
      'f.currency',
      'f.amount',
      't.amount as paid',
      's.walee_share',
      's.merchant_share',
      eb
        .selectFrom('refunds as e')
        .select(sql<string>`coalesce(sum(e.amount), 0)`.as('before'))
        .whereRef('e.transaction_id', '=', 'f.transaction_id')
        .where('e.status', '=', 'completed')
        .where((w) =>
          w.or([w('e.completed_at', '<', w.ref('f.completed_at')), w.and([w('e.completed_at', '=', w.ref('f.completed_at')), w('e.id', '<', w.ref('f.id'))])]),
        )
        .as('refunded_before'),
    ])
    .where('f.status', '=', 'completed')
    .where('f.completed_at', '>=', new Date(range.startUtc))
    .where('f.completed_at', '<', new Date(range.endUtc));
  if (merchantId !== 'all') query = query.where('f.merchant_id', '=', merchantId);
  const rows = await query.orderBy('f.completed_at').orderBy('f.id').execute();
  return rows.map((row) => {
    const currency = isCurrencyCode(row.currency) ? row.currency : 'PKR';
    const amount = money(row.amount, currency);
    const keptBefore = subtractMoney(money(row.paid, currency), money(String(row.refunded_before ?? '0'), currency));
    return {
      merchantId: row.merchant_id,
      merchantName: row.merchant_name,
      serviceId: row.service_id,
      serviceName: row.service_name,
      country: row.country,
      provider: row.provider,
      transactionId: row.transaction_id,
      day: businessDayOf(row.completed_at ?? new Date(range.startUtc), zone),
      currency: row.currency,
      amount: row.amount,
      platformShare: toAmountString(shareReversed(keptBefore, amount, percent(row.walee_share))),
      merchantShare: toAmountString(shareReversed(keptBefore, amount, percent(row.merchant_share))),
    };
  });
}
