import { featureManifest } from '../routing/feature-manifest';

/** The audit log (docs/decisions/0023-audit-log.md). */
export const auditLogManifest = featureManifest({
  feature: 'audit-log',
  screens: {
    // Ours (docs/decisions/0023-audit-log.md): who changed what, for platform staff with UserLogs.viewAll.
    auditLog: { path: '/audit-log', icon: 'pi-history' },
  },
  menus: [
    // docs/decisions/0023-audit-log.md: platform staff with UserLogs.viewAll.
    {
      place: 'settings',
      order: 50,
      label: 'topBar.auditLog',
      screen: 'auditLog',
      icon: 'pi-history',
      requires: ['UserLogs', 'viewAll'],
      platformOnly: true,
      denied: { title: 'auditLog.denied.title', message: 'auditLog.denied.message' },
    },
  ],
});
