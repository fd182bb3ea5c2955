import { accountsScreens } from '../accounts/accounts-screens';
import { csvJobScreens } from '../csv-jobs/csv-job-screens';
import { dashboardScreens } from '../dashboard/dashboard-screens';
import { inquireScreens } from '../inquire/inquire-screens';
import { profileScreens } from '../profile/profile-screens';
import { reportScreens } from '../reports/report-screens';
import { roleScreens } from '../roles/role-screens';
import { settlementScreens } from '../settlements/settlement-screens';
import { storeScreens } from '../stores/store-screens';
import { serviceScreens } from '../services/service-screens';
import { blacklistScreens } from '../blacklists/blacklist-screens';
import { productScreens } from '../products/product-screens';
import { userScreens } from '../users/user-screens';
import { analyticsScreens } from '../analytics/analytics-screens';
import { voucherScreens } from '../vouchers/voucher-screens';
import { payoutAccountScreens } from '../payout-accounts/payout-account-screens';
import { payoutScreens } from '../payouts/payout-screens';
import { callcenterScreens } from '../callcenter/callcenter-screens';
import { checkoutLogScreens } from '../checkout-logs/checkout-log-screens';
import { auditLogScreens } from '../audit-log/audit-log-screens';
import { reconciliationScreens } from '../reconciliation/reconciliation-screens';
import type { ScreenViews } from './screen-view';
import type { ViewId } from './screens';

/**
 * Built screens and reports, one line per feature, keyed by the feature's folder (the name its
 * catalogues load under). A screen missing here shows its "coming soon" page; a report type opens the
 * view of its `screen` (`reportTypes` in screens.ts).
 */
const featureScreens: Record<string, ScreenViews> = {
  accounts: accountsScreens,
  'csv-jobs': csvJobScreens,
  dashboard: dashboardScreens,
  inquire: inquireScreens,
  profile: profileScreens,
  reports: reportScreens,
  roles: roleScreens,
  settlements: settlementScreens,
  stores: storeScreens,
  services: serviceScreens,
  blacklists: blacklistScreens,
  products: productScreens,
  users: userScreens,
  analytics: analyticsScreens,
  vouchers: voucherScreens,
  'payout-accounts': payoutAccountScreens,
  payouts: payoutScreens,
  callcenter: callcenterScreens,
  'checkout-logs': checkoutLogScreens,
  'audit-log': auditLogScreens,
  reconciliation: reconciliationScreens,
};

export const screenViews: ScreenViews = Object.assign({}, ...Object.values(featureScreens));

/** The feature whose catalogues a view needs, loaded before it shows (i18n/catalogue-loader.ts). */
export const featureOfView: Partial<Record<ViewId, string>> = Object.fromEntries(
  Object.entries(featureScreens).flatMap(([feature, views]) => Object.keys(views).map((view) => [view, feature])),
);
