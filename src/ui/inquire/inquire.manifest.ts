import { featureManifest } from '../routing/feature-manifest';

/** Inquire transaction: its own route and the `inquire-transaction` report (spec 1 §2) open the same view. */
export const inquireManifest = featureManifest({
  feature: 'inquire',
  screens: {
    inquireTransaction: { path: '/inquire-transaction', icon: 'pi-search' },
  },
  menus: [{ place: 'side', order: 130, label: 'nav.support', screen: 'inquireTransaction', icon: 'pi-question-circle', requires: null }],
});
