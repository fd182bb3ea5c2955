// spec 1 §3 and §9: the currency options are USD, PKR, EUR and EGP (default USD); amounts are PKR
// unless a currency says otherwise, settled amounts are USD (docs/spec/decisions.md §3).
export const currencyCodes = ['USD', 'PKR', 'EUR', 'EGP'] as const;
export type CurrencyCode = (typeof currencyCodes)[number];

export interface Currency {
  code: CurrencyCode;
  /** Digits of the minor unit: every amount is an integer count of these. */
  minorDigits: number;
  /** Locale whose digit grouping the portal uses for display (spec 1 §9: en-PK style for PKR). */
  displayLocale: string;
}

export const currencies: Readonly<Record<CurrencyCode, Currency>> = {
  USD: { code: 'USD', minorDigits: 2, displayLocale: 'en-US' },
  PKR: { code: 'PKR', minorDigits: 2, displayLocale: 'en-PK' },
  EUR: { code: 'EUR', minorDigits: 2, displayLocale: 'en-IE' },
  EGP: { code: 'EGP', minorDigits: 2, displayLocale: 'en-EG' },
};

/** spec 1 §9: the shared header bar's currency choice starts at USD. */
export const defaultCurrencyOption: CurrencyCode = 'USD';
/** spec 1 §9: transactions and shares are PKR; settled amounts are USD. */
export const localCurrency: CurrencyCode = 'PKR';
export const settledCurrency: CurrencyCode = 'USD';

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && (currencyCodes as readonly string[]).includes(value);
}

export function minorDigitsOf(currency: CurrencyCode): number {
  return currencies[currency].minorDigits;
}
