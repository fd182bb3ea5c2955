import { featureManifest } from '../routing/feature-manifest';

/** The merchant and carrier screens (spec 2 §2.2, §2.3). */
export const accountsManifest = featureManifest({
  feature: 'accounts',
  screens: {
    merchants: { path: '/merchants', icon: 'pi-briefcase' },
    merchantForm: { path: '/merchants/form/:merchantId', icon: 'pi-briefcase' },
    merchantAccountBalance: { path: '/merchants/account-balance/:merchantId', icon: 'pi-wallet' },
    merchantHistory: { path: '/merchants/history/:merchantId', icon: 'pi-history' },
    carriers: { path: '/carriers', icon: 'pi-wifi' },
    carrierForm: { path: '/carriers/form/:carrierId', icon: 'pi-wifi' },
    carrierHistory: { path: '/carriers/history/:carrierId', icon: 'pi-history' },
  },
  menus: [
    { place: 'side', order: 40, label: 'nav.carriers', screen: 'carriers', icon: 'pi-wifi', requires: ['CarrierManagement', 'viewAll'] },
    { place: 'side', order: 50, label: 'nav.merchants', screen: 'merchants', icon: 'pi-briefcase', requires: ['MerchentManagement', 'viewAll'] },
  ],
});
