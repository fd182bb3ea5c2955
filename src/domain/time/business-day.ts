import { DateTime, IANAZone } from 'luxon';
import { isIsoDate } from './iso-date';

// docs/spec/decisions.md §5: times are stored in UTC; days, "today" and presets follow the business time
// zone, Asia/Karachi unless configured otherwise.
export const defaultBusinessZone = 'Asia/Karachi';

/** A moment: a Date, or ISO 8601 text (UTC when it carries no offset). */
export type InstantInput = Date | string;

/** A half-open range of instants [startUtc, endUtc), as ISO 8601 UTC text. */
export interface UtcRange {
  startUtc: string;
  endUtc: string;
}

export function isBusinessZone(zone: string): boolean {
  return IANAZone.isValidZone(zone);
}

export function instantOf(instant: InstantInput): DateTime {
  const value = instant instanceof Date ? DateTime.fromJSDate(instant, { zone: 'utc' }) : DateTime.fromISO(instant, { zone: 'utc' });
  if (!value.isValid) throw new RangeError(`Invalid instant ${String(instant)}`);
  return value;
}

/** The business date (YYYY-MM-DD) on which an instant falls. */
export function businessDayOf(instant: InstantInput, zone: string = defaultBusinessZone): string {
  return instantOf(instant).setZone(zone).toISODate() as string;
}

function startOfDay(isoDate: string, zone: string): DateTime {
  if (!isIsoDate(isoDate)) throw new RangeError(`Invalid business date ${isoDate}`);
  // startOf('day') also finds the first moment of a day whose midnight a DST change skips.
  return DateTime.fromISO(isoDate, { zone }).startOf('day');
}

function utcText(value: DateTime): string {
  return value.toUTC().toISO() as string;
}

/** The UTC instants of business days `from` through `to`, inclusive of both days. */
export function businessDaysRangeUtc(from: string, to: string, zone: string = defaultBusinessZone): UtcRange {
  return { startUtc: dayRangeUtc(from, zone).startUtc, endUtc: dayRangeUtc(to, zone).endUtc };
}

// A day's range is the same whenever it is asked for, and working it out asks Intl for the zone's
// offset twice (a tenth of a millisecond on every report, search and dashboard call): each day's
// answer is kept, in a map that starts again when full.
const dayRanges = new Map<string, UtcRange>();
const mostDayRanges = 20_000;

/** One business day as [startUtc, endUtc): consecutive days touch and never overlap. */
export function dayRangeUtc(isoDate: string, zone: string = defaultBusinessZone): UtcRange {
  const key = `${zone} ${isoDate}`;
  const known = dayRanges.get(key);
  if (known !== undefined) return known;
  if (!isIsoDate(isoDate)) throw new RangeError(`Invalid business date ${isoDate}`);
  // The next calendar date, not the zone's start of the day plus a day: a day a zone skipped
  // (Apia, 30 Dec 2011) must come out empty rather than overlap the following day.
  const range = Object.freeze({ startUtc: utcText(startOfDay(isoDate, zone)), endUtc: utcText(startOfDay(shiftBusinessDate(isoDate, 1), zone)) });
  if (dayRanges.size >= mostDayRanges) dayRanges.clear();
  dayRanges.set(key, range);
  return range;
}

/** The business date `days` after (or before, when negative) an ISO date. */
export function shiftBusinessDate(isoDate: string, days: number): string {
  if (!isIsoDate(isoDate)) throw new RangeError(`Invalid business date ${isoDate}`);
  // Calendar arithmetic on the date alone (no zone is involved); setUTCFullYear keeps years 0-99.
  const date = new Date(0);
  date.setUTCFullYear(Number(isoDate.slice(0, 4)), Number(isoDate.slice(5, 7)) - 1, Number(isoDate.slice(8, 10)) + days);
  return date.toISOString().slice(0, 10);
}
