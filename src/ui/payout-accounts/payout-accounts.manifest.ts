import { featureManifest } from '../routing/feature-manifest';

/** The payout account screens (spec 3 §2 Payout accounts). */
export const payoutAccountsManifest = featureManifest({
  feature: 'payout-accounts',
  screens: {
    payoutAccounts: { path: '/loan-accounts-balance', icon: 'pi-wallet' },
    merchantTopUps: { path: '/merchant-top-ups', icon: 'pi-plus-circle' },
    payoutAccountDetail: { path: '/loan-account-detail/:merchantId', icon: 'pi-wallet' },
    payoutTransactionForm: { path: '/loan-account-detail/form/:loanTransactionId', icon: 'pi-file-edit' },
  },
  menus: [
    {
      place: 'side',
      order: 150,
      label: 'nav.accountBalance',
      screen: 'payoutAccounts',
      icon: 'pi-wallet',
      requires: ['LoanRequest', 'viewLoanAccounts'],
      denied: { title: 'payoutAccounts.denied.title', message: 'payoutAccounts.denied.message' },
    },
  ],
});
