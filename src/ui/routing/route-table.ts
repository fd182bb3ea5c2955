/** One screen: its route pattern, its icon, and other patterns that open it (`also`). */
export interface ScreenEntry {
  readonly path: string;
  readonly icon: string;
  /** Outside the shell and open to visitors (spec 3 §2: hosted checkout and card return pages). */
  readonly public?: boolean;
  /** More routes that open the same screen; `pathTo` builds `path` only. */
  readonly also?: readonly { readonly path: string; readonly icon: string }[];
}

/**
 * Every screen of spec 1 §2, spec 2 §2.1 and spec 3 §2, keyed by its catalogue key under `screens`.
 * A screen without a view in `screen-views.ts` shows its "coming soon" page. Only being signed in is
 * required (spec 2 §6), except for the public pages.
 */
export const screens = {
  dashboard: { path: '/dashboard', icon: 'pi-home' },
  collection: { path: '/collection', icon: 'pi-download' },
  disbursement: { path: '/disbursement', icon: 'pi-upload' },
  carriers: { path: '/carriers', icon: 'pi-wifi' },
  carrierForm: { path: '/carriers/form/:carrierId', icon: 'pi-wifi' },
  carrierHistory: { path: '/carriers/history/:carrierId', icon: 'pi-history' },
  merchants: { path: '/merchants', icon: 'pi-briefcase' },
  merchantForm: { path: '/merchants/form/:merchantId', icon: 'pi-briefcase' },
  merchantAccountBalance: { path: '/merchants/account-balance/:merchantId', icon: 'pi-wallet' },
  merchantHistory: { path: '/merchants/history/:merchantId', icon: 'pi-history' },
  stores: { path: '/stores', icon: 'pi-shop' },
  storeForm: { path: '/stores/form/:storeId', icon: 'pi-shop' },
  vouchers: { path: '/vouchers', icon: 'pi-ticket' },
  voucherRequests: { path: '/vouchersRequest', icon: 'pi-inbox' },
  voucherTransactions: { path: '/vouchersTransactions', icon: 'pi-list' },
  blacklists: { path: '/blacklists', icon: 'pi-ban' },
  blacklistForm: { path: '/blacklists/form/:blacklistId', icon: 'pi-ban' },
  services: { path: '/services', icon: 'pi-th-large' },
  serviceForm: { path: '/services/form/:serviceId', icon: 'pi-th-large' },
  callcenter: { path: '/callcenter', icon: 'pi-phone' },
  settlements: { path: '/settlements', icon: 'pi-money-bill' },
  // docs/spec/decisions.md §6: the settlement summary is reachable at both paths.
  settlementSummary: { path: '/settlement-summary/:settlementId', icon: 'pi-file', also: [{ path: '/settlements/:settlementId', icon: 'pi-file' }] },
  settlementForm: { path: '/settlement/form/:settlementId', icon: 'pi-file-edit' },
  // spec 1 §2: /reports?type= names one of `reportTypes`; see `reportPath`.
  reports: { path: '/reports', icon: 'pi-chart-bar' },
  inquireTransaction: { path: '/inquire-transaction', icon: 'pi-search' },
  payoutRequests: { path: '/loan-requests', icon: 'pi-send' },
  fileRecords: { path: '/file-records', icon: 'pi-folder-open' },
  payoutAccounts: { path: '/loan-accounts-balance', icon: 'pi-wallet' },
  merchantTopUps: { path: '/merchant-top-ups', icon: 'pi-plus-circle' },
  payoutAccountDetail: { path: '/loan-account-detail/:merchantId', icon: 'pi-wallet' },
  payoutTransactionForm: { path: '/loan-account-detail/form/:loanTransactionId', icon: 'pi-file-edit' },
  csvJobs: { path: '/csv-jobs', icon: 'pi-file-export' },
  users: { path: '/users', icon: 'pi-users' },
  userForm: { path: '/users/form/:userId', icon: 'pi-user-edit' },
  roles: { path: '/roles', icon: 'pi-shield' },
  roleForm: { path: '/roles/form/:roleId', icon: 'pi-shield' },
  products: { path: '/products', icon: 'pi-box' },
  productForm: { path: '/products/form/:productId', icon: 'pi-box' },
  accountProfile: { path: '/account-profile', icon: 'pi-user' },
  changePassword: { path: '/change-password', icon: 'pi-key' },
  checkoutLogs: { path: '/checkout-logs', icon: 'pi-database' },
  // Ours (docs/decisions.md "Audit log"): who changed what, for platform staff with UserLogs.viewAll.
  auditLog: { path: '/audit-log', icon: 'pi-history' },
  // Ours (docs/decisions.md "Reconciliation"): the providers' statements against our books, for platform staff.
  reconciliation: { path: '/reconciliation', icon: 'pi-verified' },
  checkoutRequests: { path: '/checkout-requests', icon: 'pi-shopping-cart' },
  hostedCheckout: {
    path: '/hosted-checkout/:sessionId',
    icon: 'pi-credit-card',
    public: true,
    also: [
      { path: '/hosted-checkout/eg/:sessionId', icon: 'pi-credit-card' },
      { path: '/checkout/mena/:serviceId/:orderId', icon: 'pi-credit-card' },
    ],
  },
  paymentReturn: {
    path: '/easypaisa/cc/:serviceId/:msisdn/:product',
    icon: 'pi-credit-card',
    public: true,
    also: [
      { path: '/callback/stripe/success/:orderId/:serviceId', icon: 'pi-check-circle' },
      { path: '/callback/stripe/fail/:orderId/:serviceId', icon: 'pi-times-circle' },
    ],
  },
} as const satisfies Record<string, ScreenEntry>;

export type ScreenId = keyof typeof screens;

/** Routes of the session itself (spec 1 §2); they have pages but no entry under `screens`. */
export const sessionRoutes = {
  login: { path: '/login' },
  logout: { path: '/logout' },
  notFound: { path: '/404' },
} as const;

export type RouteId = ScreenId | keyof typeof sessionRoutes;

/** spec 1 §2: the reports behind /reports?type=, each titled and drawn by its `screen` (catalogue key). */
export const reportTypes = {
  'transaction-report': { screen: 'transactionReport' },
  'settlement-report': { screen: 'settlementReport' },
  'billing-report': { screen: 'billingReport' },
  statements: { screen: 'statements' },
  'inquire-transaction': { screen: 'inquireTransaction' },
} as const;

export type ReportType = keyof typeof reportTypes;

/** Anything with a title under `screens` and possibly a built view: a routed screen or a report. */
export type ViewId = ScreenId | (typeof reportTypes)[ReportType]['screen'];

export function isReportType(type: string): type is ReportType {
  return Object.hasOwn(reportTypes, type);
}
