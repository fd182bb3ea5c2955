import { featureManifest } from '../routing/feature-manifest';

/** spec 3 §2 /callcenter. */
export const callcenterManifest = featureManifest({
  feature: 'callcenter',
  screens: {
    callcenter: { path: '/callcenter', icon: 'pi-phone' },
  },
  menus: [{ place: 'side', order: 100, label: 'nav.callcenter', screen: 'callcenter', icon: 'pi-phone', requires: ['Callcenter', 'viewAll'] }],
});
