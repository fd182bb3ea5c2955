import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localFormOf, normaliseMsisdn, type Msisdn } from '../../../src/domain/msisdn/msisdn';

/** A national mobile number: 3, a network code 0–4 (or 55), then the subscriber digits. */
const nationalNumber = fc.oneof(
  fc.tuple(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 9 }), fc.stringMatching(/^\d{7}$/)).map(([a, b, rest]) => `3${a}${b}${rest}`),
  fc.stringMatching(/^\d{7}$/).map((rest) => `355${rest}`),
);

/** The ways people write one number. */
const writings = (n: string) => [
  n,
  `0${n}`,
  `92${n}`,
  `+92${n}`,
  `0092${n}`,
  `0${n.slice(0, 3)} ${n.slice(3)}`,
  `+92 ${n.slice(0, 3)} ${n.slice(3)}`,
  `0${n.slice(0, 3)}-${n.slice(3)}`,
  ` (0${n.slice(0, 3)}) ${n.slice(3)} `,
];

describe('normaliseMsisdn', () => {
  it('reads the examples of the blacklist form as one number', () => {
    for (const input of ['0300 1234567', '+92 300 1234567', '923001234567', '3001234567', '03001234567']) {
      expect(normaliseMsisdn(input)).toEqual({ ok: true, value: '923001234567' });
    }
  });

  it('gives every writing of a mobile number the same normal form, 92 and the national number', () => {
    fc.assert(
      fc.property(nationalNumber, (n) => {
        for (const written of writings(n)) expect(normaliseMsisdn(written)).toEqual({ ok: true, value: `92${n}` });
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(nationalNumber, fc.integer({ min: 0, max: 8 }), (n, way) => {
        const once = normaliseMsisdn(writings(n)[way] as string);
        if (!once.ok) throw new Error('valid number refused');
        expect(normaliseMsisdn(once.value)).toEqual(once);
      }),
    );
  });

  it('round-trips through the local form', () => {
    fc.assert(
      fc.property(nationalNumber, (n) => {
        const msisdn = `92${n}` as Msisdn;
        expect(localFormOf(msisdn)).toBe(`0${n}`);
        expect(normaliseMsisdn(localFormOf(msisdn))).toEqual({ ok: true, value: msisdn });
      }),
    );
  });

  it('refuses landlines, other countries, wrong lengths and anything that is not digits', () => {
    for (const input of [
      '',
      '   ',
      '042 35761234',
      '02135761234',
      '+44 7700 900123',
      '0300123456',
      '030012345678',
      '92300123456',
      '0360 1234567',
      'abc',
      '0300\u00001234567',
      '0300 12x4567',
      '++923001234567',
    ]) {
      expect(normaliseMsisdn(input)).toEqual({ ok: false, code: 'msisdn.invalid' });
    }
  });

  it('never accepts a number whose national part does not start with a mobile network code', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{10}$/), (n) => {
        fc.pre(!/^3(?:[0-4]\d|55)/.test(n));
        for (const written of writings(n)) expect(normaliseMsisdn(written).ok).toBe(false);
      }),
    );
  });

  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const parsed = normaliseMsisdn(text);
        if (parsed.ok) expect(parsed.value).toMatch(/^923\d{9}$/);
      }),
    );
  });
});
