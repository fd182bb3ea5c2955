import { normaliseMsisdn, type Msisdn } from '../msisdn/msisdn';

// spec 3 §5 Payment form: spaces are stripped, a leading 0 is added when missing, a number starting
// 0 must be 11 digits; spec 3 §9: the prefixes 92, +92, 20 and +20 are stripped. The result is the one
// normal form of src/domain/msisdn, so the blacklist and the transaction row see the same number.
// The portal's form and the server both read a number with `parseCheckoutMobile`.

export type CheckoutMobileParse = { ok: true; value: Msisdn; local: string } | { ok: false; code: 'mobile.required' | 'mobile.short' | 'mobile.invalid' };

/**
 * The prefixes written before the national number: the country code (+92, 92) and the +20 the hosted
 * checkout's field shows (`hostedMobilePrefix`). A national number starts with 3 (a trunk 0 before it),
 * never with 2 or 9, so none of them is ever mistaken for part of it.
 */
const stripped = ['+92', '92', '+20', '20'] as const;

/** spec 3 §9: the hosted checkout shows its mobile numbers after this fixed prefix (a mask); the field holds the rest. */
export const hostedMobilePrefix = '+20';

/** What the field keeps as the person types: no spaces (the space key is blocked too). */
export function withoutSpaces(input: string): string {
  return input.replace(/\s/g, '');
}

function withoutPrefix(compact: string): string {
  const prefix = stripped.find((candidate) => compact.startsWith(candidate));
  return prefix === undefined ? compact : compact.slice(prefix.length);
}

export function parseCheckoutMobile(input: string): CheckoutMobileParse {
  const compact = withoutSpaces(input);
  if (compact === '') return { ok: false, code: 'mobile.required' };
  if (compact.length < 9) return { ok: false, code: 'mobile.short' };
  const national = withoutPrefix(compact);
  // spec 3 §5: "3001234567" is "03001234567".
  const local = national.startsWith('0') ? national : `0${national}`;
  // Stryker disable next-line Regex: equivalent without ^, local starts with 0 here and normaliseMsisdn refuses any longer number.
  if (!/^0\d{10}$/.test(local)) return { ok: false, code: 'mobile.invalid' };
  const parsed = normaliseMsisdn(local);
  return parsed.ok ? { ok: true, value: parsed.value, local } : { ok: false, code: 'mobile.invalid' };
}

/**
 * The number as it is sent: the local `03XXXXXXXXX` once it reads as a mobile number (a missing
 * leading 0 added, a prefix stripped), else the writing without spaces, for the server to refuse.
 */
export function checkoutMobileToSend(input: string): string {
  const parsed = parseCheckoutMobile(input);
  return parsed.ok ? parsed.local : withoutSpaces(input);
}

/**
 * What the hosted checkout's masked field keeps of what is typed or pasted after its "+20": no
 * spaces, no prefix (+20, 20, +92, 92) and no trunk 0, which the mask stands for.
 */
export function hostedMobileDigits(input: string): string {
  const national = withoutPrefix(withoutSpaces(input));
  return national.startsWith('0') ? national.slice(1) : national;
}
