import { describe, expect, it } from 'vitest';
import { easypaisaServiceNames, paymentMethods, serviceCountries, serviceProviders, serviceTypes } from '../../../src/domain/services/service-catalogue';
import { voucherFeeNames, voucherFeeTypes } from '../../../src/domain/services/voucher-config';

// spec 2 §3 and §9: the lists the service and store forms offer and the wire carries.
describe('the service catalogue’s lists (spec 2 §9)', () => {
  it('suffixes each Easypaisa service with -easypaisa', () => {
    expect(easypaisaServiceNames).toEqual([
      'walee-easypaisa',
      'multiverse-easypaisa',
      'techlets-easypaisa',
      'hashir-easypaisa',
      'elohim-easypaisa',
      'adonai-easypaisa',
    ]);
  });

  it('offers the providers, types, countries and payment methods as the specification spells them', () => {
    expect(serviceProviders).toEqual(['Easypaisa', 'Jazzcash', 'Credit Card']);
    expect(serviceTypes).toEqual(['Loan', 'Voucher', 'Others']);
    expect(serviceCountries).toEqual(['Pakistan', 'China', 'Singapore', 'Malaysia', 'United Kingdom', 'United States', 'Egypt']);
    expect(paymentMethods).toEqual(['Easypaisa', 'Jazzcash', 'Credit Card']);
  });

  it('names the voucher fees and their two types (spec 2 §3 voucherConfig)', () => {
    expect(voucherFeeNames).toEqual(['vendorMargin', 'withholdingTax', 'repatriationCost', 'salesRate', 'merchantCost']);
    expect(voucherFeeTypes).toEqual(['fixed', 'percent']);
  });
});
