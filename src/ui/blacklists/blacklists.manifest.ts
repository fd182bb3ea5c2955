import { featureManifest } from '../routing/feature-manifest';

/** The blacklist screens (spec 2 §2.9). */
export const blacklistsManifest = featureManifest({
  feature: 'blacklists',
  screens: {
    blacklists: { path: '/blacklists', icon: 'pi-ban' },
    blacklistForm: { path: '/blacklists/form/:blacklistId', icon: 'pi-ban' },
  },
  menus: [
    {
      place: 'side',
      order: 80,
      label: 'nav.blacklists',
      screen: 'blacklists',
      icon: 'pi-ban',
      requires: ['Blacklist', 'viewAll'],
      denied: { title: 'blacklists.denied.title', message: 'blacklists.denied.message' },
    },
  ],
});
