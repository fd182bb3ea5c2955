import { describe, expect, it } from 'vitest';
import { productFormSchema } from '../../src/forms/product.form-schema';

const issuesOf = (input: unknown) => {
  const result = productFormSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
};
const valid = { merchantId: '0123456789abcdef01234567', name: 'Gift card', sku: 'GC-100' };

describe('product form schema (spec 2 §5 Product)', () => {
  it('accepts merchant, name and sku', () => {
    expect(issuesOf(valid)).toEqual([]);
  });

  it('gives the spec texts', () => {
    expect(issuesOf({ ...valid, merchantId: undefined })).toEqual([{ path: 'merchantId', message: 'Please select a merchant' }]);
    expect(issuesOf({ ...valid, name: 'a' })).toEqual([{ path: 'name', message: 'Too short product name.' }]);
    expect(issuesOf({ ...valid, name: 'a'.repeat(51) })).toEqual([{ path: 'name', message: 'Too long product name' }]);
    expect(issuesOf({ ...valid, name: undefined })).toEqual([{ path: 'name', message: 'Please provide valid product name' }]);
  });
});
