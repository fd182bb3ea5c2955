import type { z } from 'zod';
import type { CardsSummaryDto, salesRowSchema, serviceShareRowSchema } from '../../../src/contract/dashboard.contract';
import { countOf, wireAmount, wireRate } from '../http/wire-values';
import type { DashboardCounts } from './dashboard-cards.repository';
import type { GroupCount, SalesRow, ServiceShareRow } from './dashboard.repository';

type ServiceShareDto = z.input<typeof serviceShareRowSchema>;
type SalesDto = z.input<typeof salesRowSchema>;

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

export function billingGroupOf(row: GroupCount): { _id: string; count: number } {
  return { _id: row.key, count: countOf(row.count) };
}
