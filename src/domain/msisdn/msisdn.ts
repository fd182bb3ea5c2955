// spec 2 §5 Blacklist: the placeholder hints 923xxxxxxx. One normal form for every Pakistani mobile
// number, so a number written 0300 1234567, +92 300 1234567 or 3001234567 is the same number
// wherever it is stored or compared (the blacklist now; the hosted checkout and payouts later).

/** A normalised Pakistani mobile number: 92, then the 10-digit national number starting with 3. */
export type Msisdn = string & { readonly __brand: 'Msisdn' };

export type MsisdnParse = { ok: true; value: Msisdn } | { ok: false; code: 'msisdn.invalid' };

/** The country calling code of Pakistan. */
export const pakistanCallingCode = '92';

/**
 * Mobile network codes 30–34 (Jazz, Zong, Ufone, Telenor and their ranges) and 355 (SCO); the
 * national number is 3NN followed by seven digits. Landlines (area codes such as 21, 42, 51) never
 * start with 3, so they fail here.
 */
const nationalMobile = /^3(?:[0-4]\d|55)\d{7}$/;

/** Spaces, dashes, dots and brackets people write between digit groups. */
const separators = /[\s\-.()]/g;

/** The ways the national number is prefixed: +92, 0092, 92, a trunk 0, or nothing. */
const prefixes = ['+92', '0092', '92', '0'] as const;

/**
 * The writing without its prefix. Lengths and digits are left to `nationalMobile`, which takes exactly
 * ten digits starting with 3: a national number never starts with 0 or 9, so no prefix is mistaken
 * for part of it.
 */
function nationalNumberOf(compact: string): string {
  const prefix = prefixes.find((candidate) => compact.startsWith(candidate));
  return prefix === undefined ? compact : compact.slice(prefix.length);
}

/** `0300 1234567`, `+92 300 1234567`, `00923001234567`, `923001234567`, `3001234567` → `923001234567`. */
export function normaliseMsisdn(input: string): MsisdnParse {
  const national = nationalNumberOf(input.replace(separators, ''));
  if (!nationalMobile.test(national)) return { ok: false, code: 'msisdn.invalid' };
  return { ok: true, value: `${pakistanCallingCode}${national}` as Msisdn };
}

export function isPakistaniMobile(input: string): boolean {
  return normaliseMsisdn(input).ok;
}

/** The local way of writing it, `03001234567`; normalising it gives the same msisdn back. */
export function localFormOf(msisdn: Msisdn): string {
  return `0${msisdn.slice(pakistanCallingCode.length)}`;
}
