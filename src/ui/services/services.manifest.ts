import { featureManifest } from '../routing/feature-manifest';

/** The service screens (spec 2 §2.5). */
export const servicesManifest = featureManifest({
  feature: 'services',
  screens: {
    services: { path: '/services', icon: 'pi-th-large' },
    serviceForm: { path: '/services/form/:serviceId', icon: 'pi-th-large' },
  },
  menus: [
    {
      place: 'side',
      order: 90,
      label: 'nav.services',
      screen: 'services',
      icon: 'pi-th-large',
      requires: ['Services', 'viewAll'],
      denied: { title: 'services.denied.title', message: 'services.denied.message' },
    },
  ],
});
