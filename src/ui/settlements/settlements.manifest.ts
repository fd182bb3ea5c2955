import { featureManifest } from '../routing/feature-manifest';

/** The settlement screens (spec 1 §2). */
export const settlementsManifest = featureManifest({
  feature: 'settlements',
  screens: {
    settlements: { path: '/settlements', icon: 'pi-money-bill' },
    // docs/spec/decisions.md §6: the settlement summary is reachable at both paths.
    settlementSummary: { path: '/settlement-summary/:settlementId', icon: 'pi-file', also: [{ path: '/settlements/:settlementId', icon: 'pi-file' }] },
    settlementForm: { path: '/settlement/form/:settlementId', icon: 'pi-file-edit' },
  },
  menus: [
    {
      place: 'side',
      order: 110,
      label: 'nav.settlements',
      screen: 'settlements',
      icon: 'pi-money-bill',
      requires: ['Settlements', 'viewAll'],
      alsoActiveUnder: ['/settlement/form', '/settlement-summary'],
    },
  ],
});
