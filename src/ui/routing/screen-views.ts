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
import type { ScreenViews } from './screen-view';

/**
 * Built screens and reports, one line per feature. A screen missing here shows its "coming soon"
 * page; a report type opens the view of its `screen` (`reportTypes` in screens.ts).
 */
export const screenViews: ScreenViews = {
  ...dashboardScreens,
  ...settlementScreens,
  ...inquireScreens,
  ...reportScreens,
  ...csvJobScreens,
  ...accountsScreens,
  ...storeScreens,
  ...serviceScreens,
  ...blacklistScreens,
  ...productScreens,
  ...userScreens,
  ...roleScreens,
  ...profileScreens,
  ...analyticsScreens,
  ...voucherScreens,
  ...payoutAccountScreens,
  ...payoutScreens,
  ...callcenterScreens,
  ...checkoutLogScreens,
  ...auditLogScreens,
};
