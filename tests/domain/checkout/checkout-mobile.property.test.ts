import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkoutMobileToSend, hostedMobileDigits, hostedMobilePrefix, parseCheckoutMobile } from '../../../src/domain/checkout/checkout-mobile';

/** A Pakistani national mobile number: 3, a network digit 0 to 4, eight digits. */
const national = fc.tuple(fc.integer({ min: 0, max: 4 }), fc.stringMatching(/^\d{8}$/)).map(([network, rest]) => `3${network}${rest}`);
const prefix = fc.constantFrom('', '0', '+92', '92', '+20', '20', '+92 ', '+20 ', '20 0');
/** Spaces anywhere in a writing, as people type or paste them. */
const spaced = (text: string, at: number[]) => at.reduce((written, index) => `${written.slice(0, index)} ${written.slice(index)}`, text);

describe('checkout mobile numbers (spec 3 §5, §9)', () => {
  it('strips 92, +92, 20 and +20, adds the missing leading 0 and sends 03XXXXXXXXX', () => {
    fc.assert(
      fc.property(national, prefix, fc.array(fc.nat({ max: 14 }), { maxLength: 3 }), (n, before, spaces) => {
        const written = spaced(`${before}${n}`, spaces);
        expect(parseCheckoutMobile(written)).toEqual({ ok: true, value: `92${n}`, local: `0${n}` });
        expect(checkoutMobileToSend(written)).toBe(`0${n}`);
      }),
    );
    expect(checkoutMobileToSend('3001234567')).toBe('03001234567');
    expect(checkoutMobileToSend('+20 300 1234567')).toBe('03001234567');
  });

  it('sends a number once normalised unchanged: the rule is idempotent', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 16 }),
          national.map((n) => `20${n}`),
        ),
        (text) => {
          const once = checkoutMobileToSend(text);
          expect(checkoutMobileToSend(once)).toBe(once);
        },
      ),
    );
  });

  it('refuses what is no Pakistani mobile number after its prefix, and sends it without spaces for the server to refuse', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^(\+20|20|\+92|92)?[0-24-9]\d{9}$/), (text) => {
        expect(parseCheckoutMobile(text).ok).toBe(false);
        expect(checkoutMobileToSend(` ${text} `)).toBe(text);
      }),
    );
  });

  it('keeps in the hosted checkout masked field only the digits after +20, whatever prefix is typed or pasted', () => {
    expect(hostedMobilePrefix).toBe('+20');
    fc.assert(
      fc.property(national, prefix, (n, before) => {
        const kept = hostedMobileDigits(`${before}${n}`);
        expect(kept).toBe(n);
        // The field's value is read by the same rule as any other writing.
        expect(checkoutMobileToSend(kept)).toBe(`0${n}`);
        expect(checkoutMobileToSend(`${hostedMobilePrefix}${kept}`)).toBe(`0${n}`);
      }),
    );
  });
});
