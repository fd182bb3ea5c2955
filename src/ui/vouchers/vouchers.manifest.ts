import { featureManifest } from '../routing/feature-manifest';

/** The voucher screens (spec 3 §2 Vouchers). */
export const vouchersManifest = featureManifest({
  feature: 'vouchers',
  screens: {
    vouchers: { path: '/vouchers', icon: 'pi-ticket' },
    voucherRequests: { path: '/vouchersRequest', icon: 'pi-inbox' },
    voucherTransactions: { path: '/vouchersTransactions', icon: 'pi-list' },
  },
  menus: [
    {
      place: 'sideGroup',
      order: 70,
      label: 'nav.vouchers',
      icon: 'pi-ticket',
      requires: ['Vouchers', 'viewAll'],
      denied: { message: 'vouchers.denied' },
      children: [
        { label: 'nav.voucherVendors', screen: 'vouchers' },
        { label: 'nav.voucherRequests', screen: 'voucherRequests' },
        { label: 'nav.voucherTransactions', screen: 'voucherTransactions' },
      ],
    },
  ],
});
