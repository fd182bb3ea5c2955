import { describe, expect, it } from 'vitest';
import { sameValues } from '../../../src/application/submit/same-values';

describe('sameValues', () => {
  it('compares plain data field by field, in any key order', () => {
    expect(sameValues({ a: '1.50', b: { minor: 150n, currency: 'PKR' }, c: [1, 2] }, { c: [1, 2], b: { currency: 'PKR', minor: 150n }, a: '1.50' })).toBe(true);
    expect(sameValues({ a: '1.50' }, { a: '1.5' })).toBe(false);
    expect(sameValues({ minor: 150n }, { minor: 151n })).toBe(false);
    expect(sameValues([1, 2], [2, 1])).toBe(false);
    expect(sameValues({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameValues({ a: null }, { a: 0 })).toBe(false);
  });
});
