import { formatDecimal, type Decimal } from '../../domain/money/decimal';
import { formatAmount, type Money } from '../../domain/money/money';
import { countryCodeOfName, localCountryNameOf } from '../../domain/geo/countries';
import { defaultBusinessZone } from '../../domain/time/business-day';
import { formatBusinessDate, formatInstant } from '../../domain/time/date-formats';

/**
 * The locale dates are written in: the page's language (i18n sets `<html lang>` before views render
 * again). Arabic month names and AM/PM with Latin digits, as the amounts beside them use.
 */
export function displayLocale(): string {
  const language = typeof document === 'undefined' ? 'en' : document.documentElement.lang;
  return language === 'ar' ? 'ar-u-nu-latn' : 'en-US';
}

/** spec 1 §9: an amount with its currency's grouping (en-PK for PKR) and minor digits, no code. */
export const moneyText = (amount: Money): string => formatAmount(amount);

/** spec 1 §9: PKR for shares, USD for settled amounts: the code first, e.g. `PKR 1,234.50`. */
export const moneyWithCurrencyText = (amount: Money): string => `${amount.currency} ${formatAmount(amount)}`;

/** spec 1 §9: percentages show two decimals, always with their sign, e.g. `4.00%`. */
export const percentText = (percent: Decimal): string => `${formatDecimal(percent, 2)}%`;

/** Exchange rates keep their four decimals. */
export const rateText = (rate: Decimal): string => formatDecimal(rate, 4);

const bytesInMegabyte = 1_048_576;

/**
 * spec 3 §9: a file's size in MB, bytes / 1,048,576 with two decimals, grouped as counts (the unit is the
 * catalogue's). Worked in whole hundredths, rounded half up, so no binary fraction shows.
 */
export function fileSizeText(bytes: number): string {
  const hundredths = Math.round((bytes * 100) / bytesInMegabyte);
  return `${Math.floor(hundredths / 100).toLocaleString('en-PK')}.${String(hundredths % 100).padStart(2, '0')}`;
}

/** A count with grouping, as the amounts group (en-PK). */
export const countText = (count: number): string => count.toLocaleString('en-PK');

/** spec 1 §9: DD MMM YYYY of an instant, in the business time zone. */
export const dateText = (instant: string): string => formatInstant(instant, 'date', defaultBusinessZone, displayLocale());

/** spec 1 §9: DD MMM YYYY hh:mm:ss A of an instant, in the business time zone. */
export const dateTimeText = (instant: string): string => formatInstant(instant, 'dateTime12h', defaultBusinessZone, displayLocale());

/** spec 1 §9: DD/MM/YYYY HH:mm:ss (logs). */
export const numericDateTimeText = (instant: string): string => formatInstant(instant, 'numericDateTime', defaultBusinessZone, displayLocale());

/** A business date (YYYY-MM-DD) as DD MMM YYYY. */
export const businessDateText = (isoDate: string): string => formatBusinessDate(isoDate, displayLocale());

/** Two business dates as one period, `01 May 2024 – 31 May 2024`. */
export const periodText = (from: string, to: string): string => `${businessDateText(from)} – ${businessDateText(to)}`;

/** Two instants as the period of their business days. */
export const instantPeriodText = (from: string, to: string): string => `${dateText(from)} – ${dateText(to)}`;

/** A row's stored English country name in the reader's language, as the country selector names it. */
export function countryText(englishName: string): string {
  const code = countryCodeOfName(englishName);
  const language = displayLocale().startsWith('ar') ? 'ar' : 'en';
  return code ? localCountryNameOf(code, language) : englishName;
}
