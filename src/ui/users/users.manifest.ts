import { featureManifest } from '../routing/feature-manifest';

/** The user screens (spec 2 §2.6). */
export const usersManifest = featureManifest({
  feature: 'users',
  screens: {
    users: { path: '/users', icon: 'pi-users' },
    userForm: { path: '/users/form/:userId', icon: 'pi-user-edit' },
  },
  menus: [
    {
      place: 'settings',
      order: 10,
      label: 'topBar.users',
      screen: 'users',
      icon: 'pi-users',
      requires: ['Users', 'viewAll'],
      denied: { title: 'users.denied.title', message: 'users.denied.message' },
    },
  ],
});
