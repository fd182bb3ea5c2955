import { describe, expect, it } from 'vitest';
import { decimal } from '../../../src/domain/money/decimal';
import { voucherConfigDefaults, voucherFeeNames } from '../../../src/domain/services/voucher-config';
import { voucherConfigDecimals } from '../../../src/domain/vouchers/voucher-pricing';
import { cutProductName, onlyKnownVendorsMessage } from '../../../src/domain/vouchers/voucher-vendors';

describe('voucher configuration read as decimals', () => {
  it('reads every figure with its fee type', () => {
    expect(voucherConfigDecimals(voucherConfigDefaults)).toEqual({
      vendorMargin: { value: decimal('2.0000'), type: 'percent' },
      withholdingTax: { value: decimal('4.0000'), type: 'percent' },
      repatriationCost: { value: decimal('5.0000'), type: 'percent' },
      salesRate: { value: decimal('10.0000'), type: 'percent' },
      merchantCost: { value: decimal('1.5000'), type: 'percent' },
      marginDistribution: { walee: decimal('80.0000'), merchant: decimal('20.0000') },
    });
  });

  it('is null when any one figure is not a decimal', () => {
    for (const name of voucherFeeNames) {
      expect({ name, read: voucherConfigDecimals({ ...voucherConfigDefaults, [name]: { value: 'x', type: 'fixed' } }) }).toEqual({ name, read: null });
    }
    expect(voucherConfigDecimals({ ...voucherConfigDefaults, marginDistribution: { walee: 'x', merchant: '20' } })).toBeNull();
    expect(voucherConfigDecimals({ ...voucherConfigDefaults, marginDistribution: { walee: '80', merchant: 'y' } })).toBeNull();
  });
});

describe('voucher vendors (spec 3 §3)', () => {
  it('cuts product names beyond 15 characters only', () => {
    expect(cutProductName('PUBG Mobile 600')).toBe('PUBG Mobile 600');
    expect(cutProductName('PUBG Mobile 6000')).toBe('PUBG Mobile 600…');
  });

  it('says which vendors are available', () => {
    expect(onlyKnownVendorsMessage).toBe('Only Unipin and Gamepoint vouchers are available at the moment');
  });
});
