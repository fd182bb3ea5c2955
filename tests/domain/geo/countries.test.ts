import { describe, expect, it } from 'vitest';
import { countryCodes, countryNameOf, defaultCountryCode, isCountryCode, localCountryNameOf } from '../../../src/domain/geo/countries';

describe('ISO country list (spec 1 §3, §9)', () => {
  it('holds the 249 ISO 3166-1 codes once each, with PK the default', () => {
    expect(countryCodes).toHaveLength(249);
    expect(new Set(countryCodes).size).toBe(249);
    expect(defaultCountryCode).toBe('PK');
    expect(isCountryCode('PK')).toBe(true);
    expect(isCountryCode('XX')).toBe(false);
  });

  it('maps a code to the English name rows store, and to the reader language for pickers', () => {
    expect(countryNameOf('PK')).toBe('Pakistan');
    expect(countryNameOf('EG')).toBe('Egypt');
    expect(localCountryNameOf('PK', 'ar')).toBe('باكستان');
  });
});
