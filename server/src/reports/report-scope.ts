import { merchantFilterOf, type OrganisationScope } from '../../../src/domain/organisation/organisation-scope';
import { businessDaysRangeUtc } from '../../../src/domain/time/business-day';

/**
 * docs/spec/decisions.md §2: whose rows a report may show. Platform staff: every merchant; a merchant: its
 * own; carrier staff: none, since reports hold merchants' private figures.
 */
export function reportMerchantOf(scope: OrganisationScope): string | 'all' | 'none' {
  const filter = merchantFilterOf(scope);
  return typeof filter === 'string' ? filter : filter.merchantId;
}

/** Business dates `dateFrom`..`dateTo` (both included) with the UTC instants they cover. */
export function businessRangeOf(dateFrom: string, dateTo: string, zone: string) {
  return { dateFrom, dateTo, ...businessDaysRangeUtc(dateFrom, dateTo, zone) };
}
