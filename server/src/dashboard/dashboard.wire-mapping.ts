import type { z } from 'zod';
import type { CardsSummaryDto, salesRowSchema, salesTotalsRowSchema, serviceShareRowSchema } from '../../../src/contract/dashboard.contract';
import { addDecimal, subtractDecimal, type Decimal } from '../../../src/domain/money/decimal';
import { columnDecimal, countOf, wireAmount, wireDecimal, wireRate } from '../http/wire-values';
import type { DashboardCounts } from './dashboard-cards.repository';
import type { GroupCount, SalesRow, ServiceShareRow } from './dashboard.repository';

type ServiceShareDto = z.input<typeof serviceShareRowSchema>;
type SalesDto = z.input<typeof salesRowSchema>;
type SalesTotalsDto = z.input<typeof salesTotalsRowSchema>;

/**
 * spec 1 §7 names: carriers travel as `operators`, merchants as `clients`. Subscriptions are not
 * sold by this gateway (every payment is one-time), so that count is 0.
 */
export function cardsSummaryOf(counts: DashboardCounts): CardsSummaryDto {
  return {
    subscriptions: 0,
    users: counts.users,
    roles: counts.roles,
    operators: counts.carriers,
    clients: counts.merchants,
    services: counts.services,
    oneTimePurchase: counts.oneTimePurchases,
  };
}

export function serviceShareDtoOf(row: ServiceShareRow): ServiceShareDto {
  return { service: row.service, count: countOf(row.count), percentage: wireRate(row.percentage) };
}

export function salesDtoOf(row: SalesRow): SalesDto {
  return { service: row.service, count: countOf(row.count), amount: wireAmount(row.amount), currency: row.currency };
}

/**
 * Gross, refunds and net per currency (docs/decisions/0041-refunds-in-the-money-figures.md): `refunded`
 * holds each refund's part in the same terms as the rows' amounts (the refund, or the share it reversed).
 */
export function salesTotalsOf(rows: readonly SalesRow[], refunded: readonly { currency: string; part: string }[]): SalesTotalsDto[] {
  const totals = new Map<string, { gross: Decimal; refunded: Decimal }>();
  const zero = columnDecimal('0', 2);
  const entry = (currency: string) => totals.get(currency) ?? { gross: zero, refunded: zero };
  for (const row of rows) {
    const known = entry(row.currency);
    totals.set(row.currency, { ...known, gross: addDecimal(known.gross, columnDecimal(row.amount, 2)) });
  }
  for (const refund of refunded) {
    const known = entry(refund.currency);
    totals.set(refund.currency, { ...known, refunded: addDecimal(known.refunded, columnDecimal(refund.part, 2)) });
  }
  return [...totals].map(([currency, { gross, refunded: back }]) => ({
    currency,
    grossAmount: wireDecimal(gross),
    refundedAmount: wireDecimal(back),
    netAmount: wireDecimal(subtractDecimal(gross, back)),
  }));
}

export function billingGroupOf(row: GroupCount): { _id: string; count: number } {
  return { _id: row.key, count: countOf(row.count) };
}
