import { featureManifest } from '../routing/feature-manifest';

/** The store screens (spec 2 §2.4). */
export const storesManifest = featureManifest({
  feature: 'stores',
  screens: {
    stores: { path: '/stores', icon: 'pi-shop' },
    storeForm: { path: '/stores/form/:storeId', icon: 'pi-shop' },
  },
  menus: [
    {
      place: 'side',
      order: 60,
      label: 'nav.stores',
      screen: 'stores',
      icon: 'pi-shop',
      requires: ['StoresManagement', 'viewAll'],
      denied: { title: 'stores.denied.title', message: 'stores.denied.message' },
    },
  ],
});
