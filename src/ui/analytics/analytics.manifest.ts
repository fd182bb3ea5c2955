import { featureManifest } from '../routing/feature-manifest';

/** spec 3 §2 Dashboards: Collection Overview and Payout Overview, each its own lazy chunk. */
export const analyticsManifest = featureManifest({
  feature: 'analytics',
  screens: {
    collection: { path: '/collection', icon: 'pi-download' },
    disbursement: { path: '/disbursement', icon: 'pi-upload' },
  },
  menus: [
    { place: 'side', order: 20, label: 'nav.collection', screen: 'collection', icon: 'pi-download', requires: ['Collection', 'viewAll'] },
    { place: 'side', order: 30, label: 'nav.disbursement', screen: 'disbursement', icon: 'pi-upload', requires: ['Disbursement', 'viewAll'] },
  ],
});
