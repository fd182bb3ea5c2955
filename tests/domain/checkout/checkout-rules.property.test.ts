import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidCnic, maskCnic } from '../../../src/domain/checkout/cnic';
import { parseCheckoutMobile } from '../../../src/domain/checkout/checkout-mobile';
import {
  canMoveSession,
  checkoutSessionStatuses,
  isFinalSessionStatus,
  merchantRedirectOf,
  redirectStatusOf,
  statusesThatMayBecome,
} from '../../../src/domain/checkout/checkout-status';
import { notificationMaxAttempts, notificationRetryDelayMs } from '../../../src/domain/checkout/notification-retry';
import { isFreshTimestamp, signingTextOf } from '../../../src/domain/checkout/request-signing';

const national = fc.tuple(fc.integer({ min: 0, max: 4 }), fc.stringMatching(/^\d{8}$/)).map(([network, rest]) => `3${network}${rest}`);

describe('checkout mobile number (spec 3 §5, §9)', () => {
  it('adds the leading 0, strips spaces and +92, and gives the one normal form', () => {
    fc.assert(
      fc.property(national, (n) => {
        for (const written of [n, `0${n}`, `+92${n}`, `92${n}`, `0${n.slice(0, 3)} ${n.slice(3)}`]) {
          expect(parseCheckoutMobile(written)).toEqual({ ok: true, value: `92${n}`, local: `0${n}` });
        }
      }),
    );
  });

  it('refuses short numbers and numbers starting 0 that are not 11 digits', () => {
    expect(parseCheckoutMobile('')).toEqual({ ok: false, code: 'mobile.required' });
    expect(parseCheckoutMobile('0300123')).toEqual({ ok: false, code: 'mobile.short' });
    fc.assert(
      fc.property(fc.stringMatching(/^0\d{11,14}$/), (text) => {
        expect(parseCheckoutMobile(text).ok).toBe(false);
      }),
    );
  });
});

describe('CNIC (mask 99999-9999999-9)', () => {
  it('masks any 13 digits into a valid CNIC, and nothing shorter is valid', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{13}$/), fc.nat(12), (digits, cut) => {
        expect(isValidCnic(maskCnic(digits))).toBe(true);
        expect(maskCnic(digits)).toBe(`${digits.slice(0, 5)}-${digits.slice(5, 12)}-${digits.slice(12)}`);
        expect(isValidCnic(maskCnic(digits.slice(0, cut)))).toBe(false);
      }),
    );
  });
});

/** A merchant's return address: host, path, and maybe a query and a fragment of its own. */
const merchantUrl = fc
  .tuple(
    fc.constantFrom('shop.example', 'm.example.pk', 'pay.merchant.example:8443'),
    fc.stringMatching(/^[a-z0-9/_-]{0,16}$/),
    fc.option(fc.stringMatching(/^[a-z]{1,6}=[a-z0-9]{0,6}$/)),
    fc.option(fc.stringMatching(/^[a-z]{1,6}$/)),
  )
  .map(([host, path, query, hash]) => `https://${host}/${path}${query === null ? '' : `?${query}`}${hash === null ? '' : `#${hash}`}`);

describe('session statuses: paid at most once', () => {
  const status = fc.constantFrom(...checkoutSessionStatuses);
  it('never leaves a final status, and a session may become a status only from the statuses listed', () => {
    fc.assert(
      fc.property(status, status, (from, to) => {
        if (isFinalSessionStatus(from)) expect(canMoveSession(from, to)).toBe(false);
        expect(statusesThatMayBecome(to).includes(from)).toBe(canMoveSession(from, to));
      }),
    );
  });

  it('redirects with SUCCESS only when paid, keeping the merchant URL and adding status and order', () => {
    fc.assert(
      fc.property(status, merchantUrl, fc.stringMatching(/^[A-Za-z0-9-]{1,20}$/), (s, url, orderId) => {
        const redirect = merchantRedirectOf(url, redirectStatusOf(s), orderId, '10.00');
        expect(redirect.startsWith(url.split('#')[0] ?? '')).toBe(true);
        const query = new URL(redirect).searchParams;
        expect(query.get('status')).toBe(s === 'Paid' ? 'SUCCESS' : s === 'Failed' || s === 'Expired' ? 'FAILED' : 'PENDING');
        expect(query.get('orderId')).toBe(orderId);
      }),
    );
  });
});

describe('signing and retries', () => {
  it('signs every part: a change to any part changes the text', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[^\n]{0,20}$/), { minLength: 5, maxLength: 5 }),
        fc.nat(4),
        fc.stringMatching(/^[^\n]{1,5}$/),
        (parts, index, extra) => {
          const [a = '', b = '', c = '', d = '', e = ''] = parts;
          const changed = [...parts];
          changed[index] = `${changed[index]}${extra}`;
          const [f = '', g = '', h = '', i = '', j = ''] = changed;
          expect(signingTextOf(f, g, h, i, j) === signingTextOf(a, b, c, d, e)).toBe(index === 0 && f.toUpperCase() === a.toUpperCase());
        },
      ),
    );
  });

  it('accepts a timestamp within five minutes only', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), (offset) => {
        expect(isFreshTimestamp(String(1767225600 + offset), now)).toBe(Math.abs(offset) <= 300);
      }),
    );
  });

  it('waits longer after each failed attempt and stops after the last', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: notificationMaxAttempts - 2 }), (attempt) => {
        expect(notificationRetryDelayMs(attempt + 1) ?? 0).toBeGreaterThanOrEqual(notificationRetryDelayMs(attempt) ?? 0);
      }),
    );
    expect(notificationRetryDelayMs(notificationMaxAttempts)).toBeNull();
  });
});
