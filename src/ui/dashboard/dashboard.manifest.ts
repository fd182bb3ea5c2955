import { featureManifest } from '../routing/feature-manifest';

/** The dashboard (spec 1 §2). */
export const dashboardManifest = featureManifest({
  feature: 'dashboard',
  screens: {
    dashboard: { path: '/dashboard', icon: 'pi-home' },
  },
  menus: [{ place: 'side', order: 10, label: 'nav.dashboard', screen: 'dashboard', icon: 'pi-home', requires: ['Dashboard', 'viewAll'] }],
});
