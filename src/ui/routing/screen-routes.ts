/** A screen inside the shell: its route, its catalogue key under `screens`, its icon. */
export interface ScreenRoute {
  path: string;
  screen: string;
  icon: string;
}

/**
 * Every guarded route of spec 1 §2, spec 2 §2.1 and spec 3 §2. Each shows a "coming soon" page
 * until its issue replaces it. Only being signed in is required (spec 2 §6).
 */
export const screenRoutes: readonly ScreenRoute[] = [
  { path: '/dashboard', screen: 'dashboard', icon: 'pi-home' },
  { path: '/collection', screen: 'collection', icon: 'pi-download' },
  { path: '/disbursement', screen: 'disbursement', icon: 'pi-upload' },
  { path: '/carriers', screen: 'carriers', icon: 'pi-wifi' },
  { path: '/carriers/form/:carrierId', screen: 'carrierForm', icon: 'pi-wifi' },
  { path: '/carriers/history/:carrierId', screen: 'carrierHistory', icon: 'pi-history' },
  { path: '/merchants', screen: 'merchants', icon: 'pi-briefcase' },
  { path: '/merchants/form/:merchantId', screen: 'merchantForm', icon: 'pi-briefcase' },
  { path: '/merchants/account-balance/:merchantId', screen: 'merchantAccountBalance', icon: 'pi-wallet' },
  { path: '/merchants/history/:merchantId', screen: 'merchantHistory', icon: 'pi-history' },
  { path: '/stores', screen: 'stores', icon: 'pi-shop' },
  { path: '/stores/form/:storeId', screen: 'storeForm', icon: 'pi-shop' },
  { path: '/vouchers', screen: 'vouchers', icon: 'pi-ticket' },
  { path: '/vouchersRequest', screen: 'voucherRequests', icon: 'pi-inbox' },
  { path: '/vouchersTransactions', screen: 'voucherTransactions', icon: 'pi-list' },
  { path: '/blacklists', screen: 'blacklists', icon: 'pi-ban' },
  { path: '/blacklists/form/:blacklistId', screen: 'blacklistForm', icon: 'pi-ban' },
  { path: '/services', screen: 'services', icon: 'pi-th-large' },
  { path: '/services/form/:serviceId', screen: 'serviceForm', icon: 'pi-th-large' },
  { path: '/callcenter', screen: 'callcenter', icon: 'pi-phone' },
  { path: '/settlements', screen: 'settlements', icon: 'pi-money-bill' },
  // decisions §6: the settlement summary is reachable at both paths.
  { path: '/settlement-summary/:settlementId', screen: 'settlementSummary', icon: 'pi-file' },
  { path: '/settlements/:settlementId', screen: 'settlementSummary', icon: 'pi-file' },
  { path: '/settlement/form/:settlementId', screen: 'settlementForm', icon: 'pi-file-edit' },
  { path: '/inquire-transaction', screen: 'inquireTransaction', icon: 'pi-search' },
  { path: '/loan-requests', screen: 'payoutRequests', icon: 'pi-send' },
  { path: '/file-records', screen: 'fileRecords', icon: 'pi-folder-open' },
  { path: '/loan-accounts-balance', screen: 'payoutAccounts', icon: 'pi-wallet' },
  { path: '/merchant-top-ups', screen: 'merchantTopUps', icon: 'pi-plus-circle' },
  { path: '/loan-account-detail/:merchantId', screen: 'payoutAccountDetail', icon: 'pi-wallet' },
  { path: '/loan-account-detail/form/:loanTransactionId', screen: 'payoutTransactionForm', icon: 'pi-file-edit' },
  { path: '/csv-jobs', screen: 'csvJobs', icon: 'pi-file-export' },
  { path: '/users', screen: 'users', icon: 'pi-users' },
  { path: '/users/form/:userId', screen: 'userForm', icon: 'pi-user-edit' },
  { path: '/roles', screen: 'roles', icon: 'pi-shield' },
  { path: '/roles/form/:roleId', screen: 'roleForm', icon: 'pi-shield' },
  { path: '/products', screen: 'products', icon: 'pi-box' },
  { path: '/products/form/:productId', screen: 'productForm', icon: 'pi-box' },
  { path: '/account-profile', screen: 'accountProfile', icon: 'pi-user' },
  { path: '/change-password', screen: 'changePassword', icon: 'pi-key' },
  { path: '/checkout-logs', screen: 'checkoutLogs', icon: 'pi-database' },
  { path: '/checkout-requests', screen: 'checkoutRequests', icon: 'pi-shopping-cart' },
];

/** spec 1 §2: /reports?type= names one of these reports; the screen is titled after it. */
export const reportScreens: Readonly<Record<string, string>> = {
  'transaction-report': 'transactionReport',
  'settlement-report': 'settlementReport',
  'billing-report': 'billingReport',
  statements: 'statements',
  'inquire-transaction': 'inquireTransaction',
};

/** spec 3 §2: hosted checkout and card return pages are public and outside the shell. */
export const publicCheckoutRoutes: readonly ScreenRoute[] = [
  { path: '/hosted-checkout/:sessionId', screen: 'hostedCheckout', icon: 'pi-credit-card' },
  { path: '/hosted-checkout/eg/:sessionId', screen: 'hostedCheckout', icon: 'pi-credit-card' },
  { path: '/checkout/mena/:serviceId/:orderId', screen: 'hostedCheckout', icon: 'pi-credit-card' },
  { path: '/easypaisa/cc/:serviceId/:msisdn/:product', screen: 'paymentReturn', icon: 'pi-credit-card' },
  { path: '/callback/stripe/success/:orderId/:serviceId', screen: 'paymentReturn', icon: 'pi-check-circle' },
  { path: '/callback/stripe/fail/:orderId/:serviceId', screen: 'paymentReturn', icon: 'pi-times-circle' },
];
