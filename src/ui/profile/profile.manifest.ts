import { featureManifest } from '../routing/feature-manifest';

/** The signed-in user's own screens (spec 2 §2.8). */
export const profileManifest = featureManifest({
  feature: 'profile',
  screens: {
    accountProfile: { path: '/account-profile', icon: 'pi-user' },
    changePassword: { path: '/change-password', icon: 'pi-key' },
  },
  menus: [
    { place: 'profile', order: 10, label: 'topBar.accountProfile', screen: 'accountProfile', icon: 'pi-user' },
    { place: 'profile', order: 20, label: 'topBar.changePassword', screen: 'changePassword', icon: 'pi-key' },
  ],
});
