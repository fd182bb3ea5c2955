import { featureManifest } from '../routing/feature-manifest';

/** The reconciliation with the providers (docs/decisions.md "Reconciliation"). */
export const reconciliationManifest = featureManifest({
  feature: 'reconciliation',
  screens: {
    // Ours (docs/decisions.md "Reconciliation"): the providers' statements against our books, for platform staff.
    reconciliation: { path: '/reconciliation', icon: 'pi-verified' },
  },
  menus: [
    // docs/decisions.md "Reconciliation": platform staff with Reconciliation.viewAll.
    {
      place: 'settings',
      order: 60,
      label: 'topBar.reconciliation',
      screen: 'reconciliation',
      icon: 'pi-verified',
      requires: ['Reconciliation', 'viewAll'],
      platformOnly: true,
    },
  ],
});
