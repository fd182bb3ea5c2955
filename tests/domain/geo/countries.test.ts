import { describe, expect, it } from 'vitest';
import { countryCodeOfName, countryCodes, countryNameOf, defaultCountryCode, isCountryCode, localCountryNameOf } from '../../../src/domain/geo/countries';

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

describe('stored country names', () => {
  it('map back to their code whatever their case and spaces, and an unknown name to null', () => {
    expect(countryCodeOfName('Pakistan')).toBe('PK');
    expect(countryCodeOfName('  united kingdom ')).toBe('GB');
    expect(countryCodeOfName('EGYPT')).toBe('EG');
    expect(countryCodeOfName('Atlantis')).toBeNull();
  });

  it('knows codes only as strings of the list', () => {
    expect(isCountryCode(5)).toBe(false);
    expect(isCountryCode(undefined)).toBe(false);
    expect(isCountryCode('pk')).toBe(false);
    expect(countryCodes.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
  });

  it('names every code in English, and an unknown one by its code', () => {
    expect(countryNameOf('GB')).toBe('United Kingdom');
    expect(countryNameOf('XY')).toBe('XY');
    expect(countryCodes.every((code) => countryCodeOfName(countryNameOf(code)) !== null)).toBe(true);
  });
});
