import { accountsManifest } from '../accounts/accounts.manifest';
import { analyticsManifest } from '../analytics/analytics.manifest';
import { auditLogManifest } from '../audit-log/audit-log.manifest';
import { blacklistsManifest } from '../blacklists/blacklists.manifest';
import { callcenterManifest } from '../callcenter/callcenter.manifest';
import { checkoutLogsManifest } from '../checkout-logs/checkout-logs.manifest';
import { csvJobsManifest } from '../csv-jobs/csv-jobs.manifest';
import { dashboardManifest } from '../dashboard/dashboard.manifest';
import { inquireManifest } from '../inquire/inquire.manifest';
import { payoutAccountsManifest } from '../payout-accounts/payout-accounts.manifest';
import { payoutsManifest } from '../payouts/payouts.manifest';
import { productsManifest } from '../products/products.manifest';
import { profileManifest } from '../profile/profile.manifest';
import { reconciliationManifest } from '../reconciliation/reconciliation.manifest';
import { reportsManifest } from '../reports/reports.manifest';
import { rolesManifest } from '../roles/roles.manifest';
import { servicesManifest } from '../services/services.manifest';
import { settlementsManifest } from '../settlements/settlements.manifest';
import { storesManifest } from '../stores/stores.manifest';
import { usersManifest } from '../users/users.manifest';
import { vouchersManifest } from '../vouchers/vouchers.manifest';

/**
 * Every UI feature with screens: the one list of the portal's side a new feature joins
 * (ARCHITECTURE.md "Adding an area"). The route table, the views map, the menus and the feature
 * of each view are built from it; `tests/ui/feature-manifests.test.ts` checks that every
 * `<feature>.manifest.ts` is listed here.
 */
export const featureManifests = [
  accountsManifest,
  analyticsManifest,
  auditLogManifest,
  blacklistsManifest,
  callcenterManifest,
  checkoutLogsManifest,
  csvJobsManifest,
  dashboardManifest,
  inquireManifest,
  payoutAccountsManifest,
  payoutsManifest,
  productsManifest,
  profileManifest,
  reconciliationManifest,
  reportsManifest,
  rolesManifest,
  servicesManifest,
  settlementsManifest,
  storesManifest,
  usersManifest,
  vouchersManifest,
] as const;
