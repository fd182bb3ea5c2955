import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cutProductName,
  isSuccessfulVoucherStatus,
  isVoucherVendor,
  productNameCut,
  vendorOfRequest,
  voucherGridSizes,
  voucherTransactionsPageSize,
  voucherVendors,
} from '../../../src/domain/vouchers/voucher-vendors';

describe('voucher vendors and display rules (spec 3 §3, §5)', () => {
  it('knows only Unipin and Gamepoint', () => {
    expect(voucherVendors).toEqual(['Unipin', 'Gamepoint']);
    expect(['Unipin', 'Gamepoint', 'unipin', 'Steam', ''].map(isVoucherVendor)).toEqual([true, true, false, false, false]);
  });

  it('takes a request without a source as Unipin', () => {
    expect([null, undefined, '', 'Gamepoint'].map(vendorOfRequest)).toEqual(['Unipin', 'Unipin', 'Unipin', 'Gamepoint']);
  });

  it('shows SUCCESS as success and anything else as not', () => {
    expect(['SUCCESS', 'FAILED', 'PENDING', 'success'].map(isSuccessfulVoucherStatus)).toEqual([true, false, false, false]);
  });

  it('cuts a product name to 15 characters, never splitting a character, and leaves short names alone', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-composite', maxLength: 40 }), (name) => {
        const cut = cutProductName(name);
        const characters = Array.from(name);
        if (characters.length <= productNameCut) expect(cut).toBe(name);
        else expect(cut).toBe(`${characters.slice(0, productNameCut).join('')}…`);
      }),
    );
    expect(cutProductName('Genshin Impact 60 Genesis Crystals')).toBe('Genshin Impact …');
  });

  it('pages vouchers and requests 25/50/100 and transactions 10 at a time (spec 3 §9)', () => {
    expect(voucherGridSizes).toEqual([25, 50, 100]);
    expect(voucherTransactionsPageSize).toBe(10);
  });
});
