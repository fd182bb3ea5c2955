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
  auditLogFeature,
] as const;

export type PortalFeatureList = (typeof portalFeatures)[number];
