import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Jazzcash's pp_SecureHash (docs/providers.md "Jazzcash: the secure hash"): the values of the non-empty
 * fields whose names start with `pp` (pp_ and ppmpf_), pp_SecureHash itself left out, sorted by field
 * name (byte order, as PHP's ksort in Jazzcash's sample code), joined with `&`, prefixed with the
 * integrity salt and `&`; HMAC-SHA256 keyed by the salt, uppercase hex.
 */
export function jazzcashHashInput(fields: Readonly<Record<string, string>>, integritySalt: string): string {
  const values = Object.keys(fields)
    .filter((name) => name.startsWith('pp') && name !== 'pp_SecureHash' && fields[name] !== '')
    .sort()
    .map((name) => fields[name]);
  return [integritySalt, ...values].join('&');
}

export function jazzcashSecureHash(fields: Readonly<Record<string, string>>, integritySalt: string): string {
  return createHmac('sha256', integritySalt).update(jazzcashHashInput(fields, integritySalt), 'utf8').digest('hex').toUpperCase();
}

/** A message's pp_SecureHash is the one its fields and the salt give (case-insensitive hex, timing-safe). */
export function hasValidJazzcashHash(fields: Readonly<Record<string, string>>, integritySalt: string): boolean {
  const given = Buffer.from((fields.pp_SecureHash ?? '').toUpperCase(), 'utf8');
  const expected = Buffer.from(jazzcashSecureHash(fields, integritySalt), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
