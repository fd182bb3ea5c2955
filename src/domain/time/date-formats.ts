import { DateTime } from 'luxon';
import { defaultBusinessZone, instantOf, type InstantInput } from './business-day';
import { isIsoDate } from './iso-date';

/**
 * spec 1 §9 date formats, written as luxon tokens. The specification writes them in the old
 * portal's style: DD MMM YYYY; DD/MM/YYYY HH:mm:ss; DD MMM YYYY hh:mm:ss A; DD/MM/YYYY hh:mm:ss A;
 * DD MMM YYYY hh:mm A (A is the AM/PM marker, so its hours are the 12-hour clock).
 */
export const dateFormats = {
  date: 'dd LLL yyyy',
  numericDateTime: 'dd/LL/yyyy HH:mm:ss',
  dateTime12h: 'dd LLL yyyy hh:mm:ss a',
  numericDateTime12h: 'dd/LL/yyyy hh:mm:ss a',
  dateTimeMinutes12h: 'dd LLL yyyy hh:mm a',
} as const;
export type DateFormatName = keyof typeof dateFormats;

/** English month names and AM/PM whatever the browser's locale, as the documents show them. */
export const dateFormatLocale = 'en-US';

/**
 * An instant shown in the business time zone (docs/spec/decisions.md §5). `locale` names the month
 * and the AM/PM marker (the portal passes its reader's language; files and logs keep English).
 */
export function formatInstant(instant: InstantInput, format: DateFormatName, zone: string = defaultBusinessZone, locale: string = dateFormatLocale): string {
  return instantOf(instant).setZone(zone).setLocale(locale).toFormat(dateFormats[format]);
}

/** A business date (YYYY-MM-DD) shown as DD MMM YYYY, e.g. a CSV job's query range. */
export function formatBusinessDate(isoDate: string, locale: string = dateFormatLocale): string {
  if (!isIsoDate(isoDate)) throw new RangeError(`Invalid business date ${isoDate}`);
  // Stryker disable next-line ObjectLiteral: equivalent, a date without a time reads as the same date in any zone.
  return DateTime.fromISO(isoDate, { zone: 'utc' }).setLocale(locale).toFormat(dateFormats.date);
}
