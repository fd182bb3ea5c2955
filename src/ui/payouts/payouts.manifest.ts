import { featureManifest } from '../routing/feature-manifest';

/** The payout request and file record screens (spec 3 §2). */
export const payoutsManifest = featureManifest({
  feature: 'payouts',
  screens: {
    payoutRequests: { path: '/loan-requests', icon: 'pi-send' },
    fileRecords: { path: '/file-records', icon: 'pi-folder-open' },
  },
  menus: [
    {
      place: 'side',
      order: 140,
      label: 'nav.payoutRequest',
      screen: 'payoutRequests',
      icon: 'pi-send',
      requires: ['LoanRequest', 'viewAll'],
      denied: { title: 'payouts.denied.title', message: 'payouts.denied.message' },
    },
  ],
});
