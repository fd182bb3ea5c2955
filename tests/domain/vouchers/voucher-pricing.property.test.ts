import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimal, decimalOf, type Decimal } from '../../../src/domain/money/decimal';
import { addMoney, percentOf, toAmountString, zeroOf } from '../../../src/domain/money/money';
import { voucherConfigDefaults, type VoucherConfig, type VoucherFee } from '../../../src/domain/services/voucher-config';
import { priceVoucher, voucherConfigDecimals } from '../../../src/domain/vouchers/voucher-pricing';

/** Percent with up to two decimals, 0..99 (spec 2 §9), or fixed PKR amounts up to 500. */
const fee: fc.Arbitrary<VoucherFee<Decimal>> = fc.oneof(
  fc.integer({ min: 0, max: 9900 }).map((hundredths) => ({ value: decimalOf(BigInt(hundredths), 2), type: 'percent' as const })),
  fc.integer({ min: 0, max: 50000 }).map((paisa) => ({ value: decimalOf(BigInt(paisa), 2), type: 'fixed' as const })),
);

const config: fc.Arbitrary<VoucherConfig<Decimal>> = fc
  .record({ vendorMargin: fee, withholdingTax: fee, repatriationCost: fee, salesRate: fee, merchantCost: fee, walee: fc.integer({ min: 0, max: 10000 }) })
  .map(({ walee, ...fees }) => ({
    ...fees,
    marginDistribution: { walee: decimalOf(BigInt(walee), 2), merchant: decimalOf(BigInt(10000 - walee), 2) },
  }));

const input = fc.record({
  vendorPrice: fc.bigInt({ min: 1n, max: 10n ** 9n }).map((cents) => decimalOf(cents, 2)),
  exchangeRate: fc.oneof(
    fc.constant(decimalOf(1n, 0)),
    fc.bigInt({ min: 1n, max: 10n ** 7n }).map((units) => decimalOf(units, 4)),
  ),
  config,
});

describe('voucher pricing (docs/decisions/0032-vouchers.md)', () => {
  it('splits the margin into platform and merchant shares that add up to it exactly', () => {
    fc.assert(
      fc.property(input, (args) => {
        const price = priceVoucher({ ...args, currency: 'PKR' });
        expect(addMoney(price.platformShare, price.merchantShare)).toEqual(price.margin);
      }),
    );
  });

  it('accounts for every paisa of the customer price', () => {
    fc.assert(
      fc.property(input, (args) => {
        const price = priceVoucher({ ...args, currency: 'PKR' });
        const parts = [price.vendorPayment, price.withholdingTax, price.repatriationCost, price.carrierShare, price.platformShare, price.merchantShare];
        expect(parts.reduce(addMoney, zeroOf('PKR'))).toEqual(price.customerPrice);
      }),
    );
  });

  it('rounds the platform share once, half away from zero, from the exact margin', () => {
    fc.assert(
      fc.property(input, (args) => {
        const price = priceVoucher({ ...args, currency: 'PKR' });
        expect(price.platformShare).toEqual(percentOf(price.margin, args.config.marginDistribution.walee));
      }),
    );
  });

  it('never sells when the margin is negative', () => {
    fc.assert(
      fc.property(input, (args) => {
        const price = priceVoucher({ ...args, currency: 'PKR' });
        expect(price.sellable).toBe(price.margin.minor >= 0n && price.customerPrice.minor > 0n);
      }),
    );
  });

  it('gives the same price for the same inputs (stored shares can be recomputed)', () => {
    fc.assert(
      fc.property(input, (args) => {
        expect(priceVoucher({ ...args, currency: 'PKR' })).toEqual(priceVoucher({ ...args, currency: 'PKR' }));
      }),
    );
  });

  it('grows the customer price with the sales rate', () => {
    fc.assert(
      fc.property(input, fc.integer({ min: 0, max: 9899 }), (args, hundredths) => {
        const low = { ...args.config, salesRate: { value: decimalOf(BigInt(hundredths), 2), type: 'percent' as const } };
        const high = { ...args.config, salesRate: { value: decimalOf(BigInt(hundredths + 1), 2), type: 'percent' as const } };
        const a = priceVoucher({ ...args, config: low, currency: 'PKR' });
        const b = priceVoucher({ ...args, config: high, currency: 'PKR' });
        expect(b.customerPrice.minor >= a.customerPrice.minor).toBe(true);
      }),
    );
  });
});

describe('voucher pricing with the spec 2 §9 defaults', () => {
  const defaults = voucherConfigDecimals(voucherConfigDefaults);

  it('prices a USD 1.00 voucher at 280 PKR per USD as written out by hand', () => {
    if (defaults === null) throw new Error('defaults must parse');
    const price = priceVoucher({ vendorPrice: decimal('1.00'), exchangeRate: decimal('280.0000'), config: defaults, currency: 'PKR' });
    const text = Object.fromEntries(Object.entries(price).map(([name, value]) => [name, typeof value === 'boolean' ? value : toAmountString(value)]));
    // face 280.00; price 280 + 10% = 308.00; vendor 280 − 2% = 274.40; WHT 4% of 308 = 12.32;
    // repatriation 5% of 274.40 = 13.72; carrier 1.5% of 308 = 4.62; margin 2.94; PGW 80% = 2.35 (2.352).
    expect(text).toEqual({
      faceValue: '280.00',
      customerPrice: '308.00',
      vendorPayment: '274.40',
      withholdingTax: '12.32',
      repatriationCost: '13.72',
      carrierShare: '4.62',
      margin: '2.94',
      platformShare: '2.35',
      merchantShare: '0.59',
      sellable: true,
    });
  });

  it('takes a fixed fee as an amount in the selling currency', () => {
    if (defaults === null) throw new Error('defaults must parse');
    const config = { ...defaults, merchantCost: { value: decimal('5'), type: 'fixed' as const } };
    const price = priceVoucher({ vendorPrice: decimal('300.00'), exchangeRate: decimal('1'), config, currency: 'PKR' });
    expect(toAmountString(price.carrierShare)).toBe('5.00');
  });

  it('sells at a margin of exactly zero, and never a voucher that costs nothing', () => {
    const nothing = { value: decimal('0'), type: 'fixed' as const };
    const config = {
      vendorMargin: nothing,
      withholdingTax: nothing,
      repatriationCost: nothing,
      salesRate: nothing,
      merchantCost: nothing,
      marginDistribution: { walee: decimal('80'), merchant: decimal('20') },
    };
    const atCost = priceVoucher({ vendorPrice: decimal('10.00'), exchangeRate: decimal('1'), config, currency: 'PKR' });
    expect([toAmountString(atCost.margin), atCost.sellable]).toEqual(['0.00', true]);
    const free = priceVoucher({ vendorPrice: decimal('0'), exchangeRate: decimal('1'), config, currency: 'PKR' });
    expect([toAmountString(free.customerPrice), free.sellable]).toEqual(['0.00', false]);
  });

  it('refuses a configuration it cannot read', () => {
    expect(voucherConfigDecimals({ ...voucherConfigDefaults, salesRate: { value: 'ten', type: 'percent' } })).toBeNull();
  });
});
