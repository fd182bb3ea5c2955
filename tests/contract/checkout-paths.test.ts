import { describe, expect, it } from 'vitest';
import * as checkout from '../../src/contract/checkout.contract';
import { checkoutPaths } from '../../src/contract/checkout-paths';

describe('checkout paths without zod', () => {
  it('are exactly the paths of the checkout calls', () => {
    const calls = (Object.values(checkout) as unknown[]).filter(
      (value): value is { id: string; path: string } => typeof value === 'object' && value !== null && 'path' in value && 'id' in value,
    );
    expect(calls.map((call) => call.path).sort()).toEqual(Object.values(checkoutPaths).sort());
  });
});
