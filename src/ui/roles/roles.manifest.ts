import { featureManifest } from '../routing/feature-manifest';

/** The role screens (spec 2 §2.7). */
export const rolesManifest = featureManifest({
  feature: 'roles',
  screens: {
    roles: { path: '/roles', icon: 'pi-shield' },
    roleForm: { path: '/roles/form/:roleId', icon: 'pi-shield' },
  },
  menus: [
    {
      place: 'settings',
      order: 20,
      label: 'topBar.roles',
      screen: 'roles',
      icon: 'pi-shield',
      requires: ['Roles', 'viewAll'],
      denied: { title: 'roles.denied.title', message: 'roles.denied.message' },
    },
  ],
});
