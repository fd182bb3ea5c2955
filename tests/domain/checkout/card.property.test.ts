import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cardBrandOf,
  cardDigitsOf,
  isExpiryInFuture,
  isValidCardNumber,
  isValidCvv,
  lastFourOf,
  parseCardExpiry,
  passesLuhn,
} from '../../../src/domain/checkout/card';

/** Appends the check digit that makes `body` pass Luhn. */
function withCheckDigit(body: string): string {
  for (let digit = 0; digit <= 9; digit += 1) if (passesLuhn(`${body}${digit}`)) return `${body}${digit}`;
  throw new Error('no check digit');
}

const visaBody = fc.stringMatching(/^\d{14}$/).map((rest) => `4${rest}`);
const mastercardBody = fc.tuple(fc.integer({ min: 51, max: 55 }), fc.stringMatching(/^\d{13}$/)).map(([prefix, rest]) => `${prefix}${rest}`);
const amexBody = fc.tuple(fc.constantFrom('34', '37'), fc.stringMatching(/^\d{12}$/)).map(([prefix, rest]) => `${prefix}${rest}`);

describe('card numbers (spec 3 §5)', () => {
  it('knows the documented test cards', () => {
    expect(isValidCardNumber('4242 4242 4242 4242')).toBe(true);
    expect(isValidCardNumber('4000000000000002')).toBe(true);
    expect(isValidCardNumber('4000000000003063')).toBe(true);
    expect(cardBrandOf('5555 5555 5555 4444')).toBe('mastercard');
    expect(cardBrandOf('378282246310005')).toBe('amex');
    expect(isValidCardNumber('4242424242424241')).toBe(false);
  });

  it('accepts every brand number with its Luhn check digit, written with or without spaces', () => {
    fc.assert(
      fc.property(fc.oneof(visaBody, mastercardBody, amexBody), (body) => {
        const number = withCheckDigit(body);
        expect(isValidCardNumber(number)).toBe(true);
        expect(isValidCardNumber(number.replace(/(\d{4})/g, '$1 ').trim())).toBe(true);
      }),
    );
  });

  it('refuses any single changed digit (Luhn catches every one-digit error)', () => {
    fc.assert(
      fc.property(visaBody, fc.nat(15), fc.integer({ min: 1, max: 9 }), (body, position, delta) => {
        const number = withCheckDigit(body);
        const changed = (Number(number[position]) + delta) % 10;
        const wrong = `${number.slice(0, position)}${changed}${number.slice(position + 1)}`;
        expect(passesLuhn(wrong)).toBe(false);
      }),
    );
  });

  it('refuses numbers of no major brand, and keeps only the last four', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[01789]\d{15}$/), (number) => {
        expect(isValidCardNumber(number)).toBe(false);
        expect(lastFourOf(number)).toBe(cardDigitsOf(number).slice(-4));
      }),
    );
  });
});

describe('expiry and CVV', () => {
  it('reads MM/YY and is valid through the end of its month', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 99 }),
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        (month, yy, now) => {
          const text = `${String(month).padStart(2, '0')}/${String(yy).padStart(2, '0')}`;
          const expiry = parseCardExpiry(text);
          expect(expiry).toEqual({ month, year: 2000 + yy });
          if (expiry === null) return;
          const lastInstant = new Date(Date.UTC(expiry.year, expiry.month, 1) - 1);
          expect(isExpiryInFuture(expiry, now)).toBe(now.getTime() <= lastInstant.getTime());
        },
      ),
    );
  });

  it('refuses a month outside 1–12 and other shapes', () => {
    for (const text of ['13/30', '00/30', '1/30', '12/2030', '12-30', '']) expect(parseCardExpiry(text)).toBeNull();
  });

  it('takes exactly three digits as CVV', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(isValidCvv(text)).toBe(/^\d{3}$/.test(text));
      }),
    );
  });
});
