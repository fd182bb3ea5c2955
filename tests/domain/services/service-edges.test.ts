import { describe, expect, it } from 'vitest';
import { creditCardServiceNames, defaultServiceProvider, jazzcashServiceNames, paymentMethodsFor } from '../../../src/domain/services/service-catalogue';
import { shareIssues, splitTotal, voucherConfigIssues } from '../../../src/domain/services/service-terms';
import { hundredPercent, maxFeePercent, voucherConfigDefaults, voucherConfigWith } from '../../../src/domain/services/voucher-config';
import { decimal } from '../../../src/domain/money/decimal';

const shares = { merchantShare: '70', platformShare: '20', carrierShare: '10', payoutShare: '99' };

describe('the service catalogue (spec 2 §9)', () => {
  it('lists the provider service names and the default provider', () => {
    expect(jazzcashServiceNames).toEqual(['walee', 'multiverse', 'hashir', 'adonai', 'elohim', 'teal-tech']);
    expect(creditCardServiceNames).toEqual(['stripe', 'hashir-credit-card']);
    expect(defaultServiceProvider).toBe('Easypaisa');
  });

  it('offers the wallets in Pakistan and cards elsewhere', () => {
    expect(paymentMethodsFor('Pakistan')).toEqual(['Easypaisa', 'Jazzcash', 'Credit Card']);
    expect(paymentMethodsFor('Egypt')).toEqual(['Credit Card']);
  });
});

describe('service shares at their edges (spec 2 §9)', () => {
  it('take shares of 0 to 100 adding up to 100 at most, and a payout share up to 99', () => {
    expect(hundredPercent).toEqual(decimal('100'));
    expect(maxFeePercent).toEqual(decimal('99'));
    expect(shareIssues(shares)).toEqual([]);
    expect(shareIssues({ ...shares, merchantShare: '100', platformShare: '0', carrierShare: '0' })).toEqual([]);
    expect(shareIssues({ ...shares, merchantShare: '100.01', platformShare: '0', carrierShare: '0' })).toEqual([
      { code: 'service.share-above-hundred', field: 'merchantShare' },
    ]);
    expect(shareIssues({ ...shares, payoutShare: '99.01' })).toEqual([{ code: 'service.payout-share-above-limit', field: 'payoutShare' }]);
    expect(shareIssues({ ...shares, merchantShare: '99.5' })).toEqual([{ code: 'service.shares-exceed-hundred', field: 'platformShare' }]);
  });

  it('refuses negative and unreadable shares, each on its field', () => {
    expect(shareIssues({ ...shares, platformShare: '-1', carrierShare: 'ten' })).toEqual([
      { code: 'service.share-negative', field: 'platformShare' },
      { code: 'service.not-a-decimal', field: 'carrierShare' },
    ]);
    expect(splitTotal({ ...shares, carrierShare: 'x' })).toBeNull();
    expect(splitTotal({ ...shares, merchantShare: 'x', platformShare: 'y' })).toBeNull();
    expect(splitTotal(shares)).toEqual(decimal('100.00'));
  });

  it('read exact decimals as they are, at two places, and refuse one finer than that', () => {
    const exact = { merchantShare: decimal('69.5'), platformShare: decimal('20.5000'), carrierShare: decimal('10'), payoutShare: decimal('99.00') };
    expect(splitTotal(exact)).toEqual(decimal('100.00'));
    expect(shareIssues(exact)).toEqual([]);
    expect(shareIssues({ ...exact, platformShare: decimal('20.501') })).toEqual([{ code: 'service.not-a-decimal', field: 'platformShare' }]);
    expect(shareIssues({ ...exact, merchantShare: decimal('-0.01') })).toEqual([{ code: 'service.share-negative', field: 'merchantShare' }]);
    expect(splitTotal({ ...exact, carrierShare: decimal('10.001') })).toBeNull();
  });
});

describe('voucher configuration at its edges (spec 2 §9)', () => {
  it('turns every figure into another form, fees and margin in the order of spec 2 §3', () => {
    const exact = voucherConfigWith(voucherConfigDefaults, decimal);
    expect(exact).toEqual({
      vendorMargin: { value: decimal('2'), type: 'percent' },
      withholdingTax: { value: decimal('4'), type: 'percent' },
      repatriationCost: { value: decimal('5'), type: 'percent' },
      salesRate: { value: decimal('10'), type: 'percent' },
      merchantCost: { value: decimal('1.5'), type: 'percent' },
      marginDistribution: { walee: decimal('80'), merchant: decimal('20') },
    });
    expect(JSON.stringify(voucherConfigWith({ ...voucherConfigDefaults, salesRate: { value: '7', type: 'fixed' } }, Number))).toBe(
      '{"vendorMargin":{"value":2,"type":"percent"},"withholdingTax":{"value":4,"type":"percent"},"repatriationCost":{"value":5,"type":"percent"},"salesRate":{"value":7,"type":"fixed"},"merchantCost":{"value":1.5,"type":"percent"},"marginDistribution":{"walee":80,"merchant":20}}',
    );
    expect(voucherConfigIssues(exact)).toEqual([]);
  });

  it('takes the defaults, and fixed fees above 99', () => {
    expect(voucherConfigIssues(voucherConfigDefaults)).toEqual([]);
    expect(voucherConfigIssues({ ...voucherConfigDefaults, salesRate: { value: '150', type: 'fixed' } })).toEqual([]);
    expect(voucherConfigIssues({ ...voucherConfigDefaults, vendorMargin: { value: '0', type: 'percent' }, merchantCost: { value: 0, type: 'fixed' } })).toEqual(
      [],
    );
  });

  it('refuses unreadable, negative and too high percent fees on their fields', () => {
    const config = {
      ...voucherConfigDefaults,
      vendorMargin: { value: 'two', type: 'percent' as const },
      withholdingTax: { value: '-1', type: 'fixed' as const },
      salesRate: { value: '99.01', type: 'percent' as const },
      merchantCost: { value: '99', type: 'percent' as const },
    };
    expect(voucherConfigIssues(config)).toEqual([
      { code: 'service.not-a-decimal', field: 'voucherConfig.vendorMargin.value' },
      { code: 'service.share-negative', field: 'voucherConfig.withholdingTax.value' },
      { code: 'service.fee-percent-above-limit', field: 'voucherConfig.salesRate.value' },
    ]);
  });

  it('asks the margin’s two parts to make exactly 100, neither negative', () => {
    const margin = (walee: string, merchant: string) => voucherConfigIssues({ ...voucherConfigDefaults, marginDistribution: { walee, merchant } });
    const issue = [{ code: 'service.margin-distribution-not-hundred', field: 'voucherConfig.marginDistribution.walee' }];
    expect(margin('100', '0')).toEqual([]);
    expect(margin('0', '100')).toEqual([]);
    expect(margin('80', '19.99')).toEqual(issue);
    expect(margin('-10', '110')).toEqual(issue);
    expect(margin('110', '-10')).toEqual(issue);
    expect(margin('x', '20')).toEqual(issue);
    expect(margin('80', 'y')).toEqual(issue);
  });
});
