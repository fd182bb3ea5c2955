import { featureManifest } from '../routing/feature-manifest';

/** The reports behind /reports?type= (spec 1 §2), keyed by their screen in `reportTypes`. */
export const reportsManifest = featureManifest({
  feature: 'reports',
  screens: {
    // spec 1 §2: /reports?type= names one of `reportTypes`; see `reportPath`.
    reports: { path: '/reports', icon: 'pi-chart-bar' },
  },
  // spec 1 §2: the reports behind /reports?type=, each titled and drawn by its `screen` (catalogue key).
  reports: {
    'transaction-report': { screen: 'transactionReport' },
    'settlement-report': { screen: 'settlementReport' },
    'billing-report': { screen: 'billingReport' },
    statements: { screen: 'statements' },
    'inquire-transaction': { screen: 'inquireTransaction' },
  },
  menus: [
    {
      place: 'sideGroup',
      order: 120,
      label: 'nav.reports',
      icon: 'pi-chart-bar',
      requires: ['Reports', 'viewAll'],
      children: [
        { label: 'nav.transactionReport', report: 'transaction-report' },
        { label: 'nav.settlementReport', report: 'settlement-report' },
        { label: 'nav.billingReport', report: 'billing-report' },
        { label: 'nav.statements', report: 'statements' },
        { label: 'nav.inquireTransaction', report: 'inquire-transaction' },
      ],
    },
  ],
});
