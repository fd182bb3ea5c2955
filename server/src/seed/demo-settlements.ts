import type { Insertable, Kysely } from 'kysely';
import { decimal, formatDecimal } from '../../../src/domain/money/decimal';
import { money, toAmountString } from '../../../src/domain/money/money';
import { computeSettlement } from '../../../src/domain/settlements/settlement-arithmetic';
import { businessDaysRangeUtc } from '../../../src/domain/time/business-day';
import type { SettlementsTable } from '../db/business/report.tables';
import type { DatabaseSchema } from '../db/database-schema';
import type { SeededRandom } from './seeded-random';

export interface SettlementSeedContext {
  random: SeededRandom;
  merchants: ReadonlyMap<string, string>;
  adminId: string | null;
  /** Today's business date (YYYY-MM-DD) and zone. */
  today: string;
  zone: string;
}

interface Month {
  key: string;
  first: string;
  last: string;
}

/** The three whole calendar months before the current one, oldest first. */
export function previousMonths(today: string, count: number): Month[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, index) => {
    const start = new Date(Date.UTC(year, month - 1 - (count - index), 1));
    const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0));
    const first = start.toISOString().slice(0, 10);
    return { key: first.slice(0, 7).replace('-', ''), first, last: end.toISOString().slice(0, 10) };
  });
}

// Demo terms: PKR per USD for each of the three months, and the remittance (withholding) percent.
const exchangeRates = ['278.4500', '279.1200', '280.0500'];
const remittancePercent = '2';

/**
 * When the demo paid a month's settlement: on the 7th of the next month around noon business time,
 * or, seeded in the first days of a month, at the start of today, so nothing seeded is in the future.
 */
export function settlementPaidAt(monthLast: string, today: string, zone: string): Date {
  const nextMonthStart = Date.parse(businessDaysRangeUtc(monthLast, monthLast, zone).endUtc);
  const todayStart = Date.parse(businessDaysRangeUtc(today, today, zone).startUtc);
  return new Date(Math.min(nextMonthStart + (6 * 24 + 12) * 3_600_000, todayStart));
}

/**
 * Monthly settlements for the past three months per merchant (spec 1 §3 Settlement), computed by
 * the domain's settlement arithmetic from the month's successful revenue in the daily roll-up.
 */
export async function seedSettlements(db: Kysely<DatabaseSchema>, context: SettlementSeedContext): Promise<number> {
  const months = previousMonths(context.today, 3);
  const rows: Insertable<SettlementsTable>[] = [];
  for (const [index, month] of months.entries()) {
    const revenue = await db
      .selectFrom('daily_transaction_rollups')
      .select(['merchant_id', (eb) => eb.fn.sum<string>('amount').as('total')])
      .where('status', '=', 'Success')
      .where('business_day', '>=', month.first)
      .where('business_day', '<=', month.last)
      .groupBy('merchant_id')
      .execute();
    const totals = new Map(revenue.map((row) => [row.merchant_id, row.total]));
    for (const [name, merchantId] of context.merchants) {
      const total = totals.get(merchantId);
      if (total === undefined) continue;
      const exchangeRate = exchangeRates[index % exchangeRates.length] as string;
      const terms = {
        totalRevenue: money(total, 'PKR'),
        platformSharePercentage: decimal('4'),
        merchantSharePercentage: decimal('96'),
        remittanceChargesPercentage: decimal(remittancePercent),
        exchangeRate: decimal(exchangeRate),
        settledCurrency: 'USD' as const,
      };
      const figures = computeSettlement(terms);
      if (!figures.ok) throw new Error(`Demo settlement terms refused: ${figures.issues.map((issue) => issue.code).join(', ')}`);
      const f = figures.value;
      const paidAt = settlementPaidAt(month.last, context.today, context.zone);
      rows.push({
        id: context.random.recordId(),
        transaction_id: `STL-${month.key}-${name.slice(0, 3).toUpperCase()}`,
        merchant_id: merchantId,
        transaction_date: paidAt,
        channel: 'Bank Transfer',
        country: 'Pakistan',
        date_from: month.first,
        date_to: month.last,
        total_revenue: toAmountString(terms.totalRevenue),
        walee_share: toAmountString(f.platformShare),
        walee_share_percentage: formatDecimal(terms.platformSharePercentage, 4),
        merchant_share: toAmountString(f.merchantShare),
        merchant_share_percentage: formatDecimal(terms.merchantSharePercentage, 4),
        sub_total: toAmountString(f.subTotal),
        remittance_charges: toAmountString(f.remittanceCharges),
        remittance_charges_percentage: formatDecimal(terms.remittanceChargesPercentage, 4),
        net_transfer_amount: toAmountString(f.netTransferAmount),
        exchange_rate: exchangeRate,
        net_settled_amount: toAmountString(f.netSettledAmount),
        gross_settled_amount: toAmountString(f.grossSettledAmount),
        local_currency: 'PKR',
        settled_currency: 'USD',
        status: 'Paid',
        created_by: context.adminId,
        created_at: paidAt,
      });
    }
  }
  if (rows.length > 0) await db.insertInto('settlements').values(rows).execute();
  return rows.length;
}
