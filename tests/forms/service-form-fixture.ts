import type { ServiceFormInput } from '../../src/forms/service.form-schema';
import { voucherConfigFormDefaults } from '../../src/forms/service.form-schema';

/** A valid Easypaisa service form, as the portal would send it. */
export function validServiceForm(overrides: Partial<ServiceFormInput> = {}): ServiceFormInput {
  return {
    country: 'Pakistan',
    merchant: '0123456789abcdef01234567',
    serviceProvider: 'Easypaisa',
    serviceName: 'multiverse-topups',
    epServiceName: 'multiverse-easypaisa',
    currency: 'PKR',
    freshWalletsAllowed: true,
    price: 499,
    serviceType: 'Others',
    merchantShare: 96,
    platformShare: 4,
    payoutShare: 0,
    payoutShareChecked: false,
    paymentMethods: ['Easypaisa', 'Jazzcash'],
    epStoreConfig: [],
    portalUrl: 'https://multiverse.example/payments/complete',
    ...overrides,
  };
}

export const voucherForm = (overrides: Partial<ServiceFormInput> = {}): ServiceFormInput =>
  validServiceForm({ serviceType: 'Voucher', voucherConfig: voucherConfigFormDefaults, ...overrides });
