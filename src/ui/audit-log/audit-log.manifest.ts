import { featureManifest } from '../routing/feature-manifest';

/** The audit log (docs/decisions.md "Audit log"). */
export const auditLogManifest = featureManifest({
  feature: 'audit-log',
  screens: {
    // Ours (docs/decisions.md "Audit log"): who changed what, for platform staff with UserLogs.viewAll.
    auditLog: { path: '/audit-log', icon: 'pi-history' },
  },
  menus: [
    // docs/decisions.md "Audit log": platform staff with UserLogs.viewAll.
    { place: 'settings', order: 50, label: 'topBar.auditLog', screen: 'auditLog', icon: 'pi-history', requires: ['UserLogs', 'viewAll'], platformOnly: true },
  ],
});
