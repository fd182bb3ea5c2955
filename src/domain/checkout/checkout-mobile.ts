import { normaliseMsisdn, type Msisdn } from '../msisdn/msisdn';

// spec 3 §5 Payment form: spaces are stripped, a leading 0 is added when missing, a number starting
// 0 must be 11 digits; spec 3 §9: +92 (or 92) prefixes are stripped. The result is the one normal
// form of src/domain/msisdn, so the blacklist and the transaction row see the same number.

export type CheckoutMobileParse = { ok: true; value: Msisdn; local: string } | { ok: false; code: 'mobile.required' | 'mobile.short' | 'mobile.invalid' };

/** What the field keeps as the person types: no spaces (the space key is blocked too). */
export function withoutSpaces(input: string): string {
  return input.replace(/\s/g, '');
}

export function parseCheckoutMobile(input: string): CheckoutMobileParse {
  const compact = withoutSpaces(input);
  if (compact === '') return { ok: false, code: 'mobile.required' };
  if (compact.length < 9) return { ok: false, code: 'mobile.short' };
  let local = compact;
  if (local.startsWith('+92')) local = `0${local.slice(3)}`;
  // A national number starts with 3, never 9, so a leading 92 is always the country code.
  else if (local.startsWith('92')) local = `0${local.slice(2)}`;
  else if (!local.startsWith('0')) local = `0${local}`;
  // Stryker disable next-line Regex: equivalent without ^, local starts with 0 here and normaliseMsisdn refuses any longer number.
  if (!/^0\d{10}$/.test(local)) return { ok: false, code: 'mobile.invalid' };
  const parsed = normaliseMsisdn(local);
  return parsed.ok ? { ok: true, value: parsed.value, local } : { ok: false, code: 'mobile.invalid' };
}
