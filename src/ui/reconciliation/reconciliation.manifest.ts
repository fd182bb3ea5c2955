import { featureManifest } from '../routing/feature-manifest';

/** The reconciliation with the providers (docs/decisions/0035-reconciliation.md). */
export const reconciliationManifest = featureManifest({
  feature: 'reconciliation',
  screens: {
    // Ours (docs/decisions/0035-reconciliation.md): the providers' statements against our books, for platform staff.
    reconciliation: { path: '/reconciliation', icon: 'pi-verified' },
  },
  menus: [
    // docs/decisions/0035-reconciliation.md: platform staff with Reconciliation.viewAll.
    {
      place: 'settings',
      order: 60,
      label: 'topBar.reconciliation',
      screen: 'reconciliation',
      icon: 'pi-verified',
      requires: ['Reconciliation', 'viewAll'],
      platformOnly: true,
      denied: { title: 'reconciliation.denied.title', message: 'reconciliation.denied.message' },
    },
  ],
});
