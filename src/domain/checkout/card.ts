// spec 3 §5 Hosted checkout form: the card number must match a major brand's pattern ('Invalid card
// number'), the expiry is MM/YY, the CVV exactly 3 digits. One set of rules for the page and the
// server, which checks again before anything reaches the card provider.

export const cardBrands = ['visa', 'mastercard', 'amex', 'discover', 'unionpay'] as const;
export type CardBrand = (typeof cardBrands)[number];

/** Brand by its leading digits (IIN ranges) and its allowed lengths. */
const brandRules: ReadonlyArray<{ brand: CardBrand; prefix: RegExp; lengths: readonly number[] }> = [
  { brand: 'visa', prefix: /^4/, lengths: [13, 16, 19] },
  { brand: 'mastercard', prefix: /^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/, lengths: [16] },
  { brand: 'amex', prefix: /^3[47]/, lengths: [15] },
  { brand: 'discover', prefix: /^(6011|65|64[4-9])/, lengths: [16, 19] },
  { brand: 'unionpay', prefix: /^62/, lengths: [16, 17, 18, 19] },
];

/** Spaces and dashes people type between groups of digits are stripped (spec 3 §5). */
export function cardDigitsOf(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/** The Luhn (mod 10) check digit rule every card number follows. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = digits.charCodeAt(digits.length - 1 - index) - 48;
    if (index % 2 === 1) {
      digit *= 2;
      // Stryker disable next-line EqualityOperator: equivalent, a doubled digit is even, never 9.
      if (digit > 9) digit -= 9;
    }
    // Stryker disable next-line AssignmentOperator: equivalent, a sum and its negation are both multiples of 10 or neither.
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The brand whose pattern and length the number matches, or null. */
export function cardBrandOf(input: string): CardBrand | null {
  const digits = cardDigitsOf(input);
  if (!/^\d+$/.test(digits)) return null;
  return brandRules.find((rule) => rule.prefix.test(digits) && rule.lengths.includes(digits.length))?.brand ?? null;
}

/** A major brand's pattern and length, and the Luhn check. */
export function isValidCardNumber(input: string): boolean {
  const digits = cardDigitsOf(input);
  return cardBrandOf(digits) !== null && passesLuhn(digits);
}

/** The most of a card number anything may keep: the last four digits. */
export function lastFourOf(input: string): string {
  return cardDigitsOf(input).slice(-4);
}

export interface CardExpiry {
  month: number;
  /** Four-digit year. */
  year: number;
}

/** `MM/YY` (spaces around the slash allowed) → month and four-digit year, or null. */
export function parseCardExpiry(input: string): CardExpiry | null {
  const match = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(input);
  if (match === null) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

/** A card is valid through the last day of its expiry month (in UTC). */
export function isExpiryInFuture(expiry: CardExpiry, now: Date): boolean {
  const nowMonths = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const expiryMonths = expiry.year * 12 + (expiry.month - 1);
  return expiryMonths >= nowMonths;
}

export function isValidCvv(input: string): boolean {
  return /^\d{3}$/.test(input);
}
