import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import type { MerchantRevenueRepository, RevenuePeriod } from './merchant-revenue.repository';
import { chosenSharesOf, merchantRevenueOf, type MerchantRevenue } from './merchant-revenue';

/**
 * The settlement form's figures for a period (docs/decisions/0008-settlements.md and "Refunds in the money
 * figures"): its payments and refunds per share pair, then what earlier settlements at the chosen pair
 * settled. `db` reads the settled revenue inside the caller's transaction when given.
 */
export async function lookUpRevenue(
  repository: MerchantRevenueRepository,
  period: RevenuePeriod,
  db?: Kysely<DatabaseSchema>,
): Promise<MerchantRevenue | null> {
  const rows = await repository.revenueOf(period);
  const pair = chosenSharesOf(rows);
  if (pair === null) return null;
  const settled = await repository.settledRevenueOf(db ?? repository.database, period.merchantId, period.country, pair);
  return merchantRevenueOf(rows, settled);
}
