import { auditLogFeature } from '../audit-log/audit-log.feature';
import { carriersFeature } from '../accounts/carriers.feature';
import { merchantsFeature } from '../accounts/merchants.feature';
import { csvJobsFeature } from '../csv-jobs/csv-jobs.feature';
import { dashboardFeature } from '../dashboard/dashboard.feature';
import { inquireFeature } from '../inquire/inquire.feature';
import { lookupsFeature } from '../lookups/lookups.feature';
import { reportsFeature } from '../reports/reports.feature';
import { rolesFeature } from '../roles/roles.feature';
import { settlementsFeature } from '../settlements/settlements.feature';
import { storesFeature } from '../stores/stores.feature';
import { servicesFeature } from '../services/services.feature';
import { blacklistsFeature } from '../blacklists/blacklists.feature';
import { productsFeature } from '../products/products.feature';
import { usersFeature } from '../users/users.feature';
import { analyticsFeature } from '../analytics/analytics.feature';
import { vouchersFeature } from '../vouchers/vouchers.feature';
import { payoutAccountsFeature } from '../payout-accounts/payout-accounts.feature';
import { payoutsFeature } from '../payouts/payouts.feature';
import { callcenterFeature } from '../callcenter/callcenter.feature';
import { checkoutLogsFeature } from '../checkout-logs/checkout-logs.feature';

/**
 * Every area of the portal: the one list a new area joins (ARCHITECTURE.md "Adding an area").
 * `PortalUseCases` and the in-memory overrides are derived from it, so nothing else is edited.
 */
export const portalFeatures = [
  csvJobsFeature,
  dashboardFeature,
  inquireFeature,
  lookupsFeature,
  reportsFeature,
  settlementsFeature,
  merchantsFeature,
  carriersFeature,
  storesFeature,
  servicesFeature,
  blacklistsFeature,
  productsFeature,
  usersFeature,
  rolesFeature,
  analyticsFeature,
  vouchersFeature,
  payoutAccountsFeature,
  payoutsFeature,
  callcenterFeature,
  checkoutLogsFeature,
  auditLogFeature,
] as const;

export type PortalFeatureList = (typeof portalFeatures)[number];
