import { DateTime } from 'luxon';
import { businessDayOf, businessDaysRangeUtc, defaultBusinessZone, shiftBusinessDate } from '../time/business-day';
import { isIsoDate } from '../time/iso-date';

/** Business dates, both days included (docs/spec/decisions.md §5). */
export interface AnalyticsDates {
  from: string;
  to: string;
}

/** What the portal sends (spec 3 §7): the first and the last moment of the range, in UTC. */
export interface AnalyticsWireRange {
  dateFrom: string;
  dateTo: string;
}

/** The range as instants: the first moment of `from` and the last millisecond of `to`, in the business zone. */
export function wireRangeOf(dates: AnalyticsDates, zone: string = defaultBusinessZone): AnalyticsWireRange {
  const { startUtc, endUtc } = businessDaysRangeUtc(dates.from, dates.to, zone);
  const last = DateTime.fromISO(endUtc, { zone: 'utc' }).minus({ milliseconds: 1 });
  return { dateFrom: startUtc, dateTo: last.toISO() as string };
}

/** A wire date (business date, or instant checked by isAnalyticsWireDate) as the business date it falls on. */
export function businessDateOfWire(text: string, zone: string = defaultBusinessZone): string {
  return isIsoDate(text) ? text : businessDayOf(text, zone);
}

/** The business dates of a wire range. */
export function analyticsDatesOf(range: AnalyticsWireRange, zone: string = defaultBusinessZone): AnalyticsDates {
  return { from: businessDateOfWire(range.dateFrom, zone), to: businessDateOfWire(range.dateTo, zone) };
}

/** Every business date from `from` to `to`, in order (empty when `to` is before `from`). */
export function datesBetween(dates: AnalyticsDates): string[] {
  const days: string[] = [];
  for (let day = dates.from; day <= dates.to; day = shiftBusinessDate(day, 1)) days.push(day);
  return days;
}

/**
 * One point per business date of the range, in order: the rows the server answered (only days
 * with figures) and `empty(date)` for the others. Rows outside the range are dropped; a date that
 * came twice keeps its last row.
 */
export function dailySeries<T extends { date: string }>(dates: AnalyticsDates, rows: readonly T[], empty: (date: string) => T): T[] {
  const byDate = new Map(rows.map((row) => [row.date, row]));
  return datesBetween(dates).map((date) => byDate.get(date) ?? empty(date));
}
