import { featureManifest } from '../routing/feature-manifest';

/** spec 3 §2 Checkout Logs and Checkout Requests. */
export const checkoutLogsManifest = featureManifest({
  feature: 'checkout-logs',
  screens: {
    checkoutLogs: { path: '/checkout-logs', icon: 'pi-database' },
    checkoutRequests: { path: '/checkout-requests', icon: 'pi-shopping-cart' },
  },
  menus: [
    {
      place: 'settings',
      order: 30,
      label: 'topBar.checkoutLogs',
      screen: 'checkoutLogs',
      icon: 'pi-database',
      requires: null,
      platformOnly: true,
      denied: { message: 'checkoutLogs.denied' },
    },
    {
      place: 'settings',
      order: 40,
      label: 'topBar.checkoutRequests',
      screen: 'checkoutRequests',
      icon: 'pi-shopping-cart',
      requires: null,
      platformOnly: true,
      denied: { message: 'checkoutLogs.denied' },
    },
  ],
});
