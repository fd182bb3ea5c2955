import { sql, type RawBuilder } from 'kysely';

/**
 * The UTC months (year × 100 + month, 202611) that the instants of [startUtc, endUtc) fall in,
 * oldest first: the keys of the voucher msisdn index (migration 0030) a search of that range reads.
 */
export function utcMonthsOf(startUtc: string, endUtc: string): number[] {
  // Months counted from year 0, so a range across a new year is one run of numbers.
  const monthNumber = (at: Date) => at.getUTCFullYear() * 12 + at.getUTCMonth();
  const first = monthNumber(new Date(startUtc));
  const last = monthNumber(new Date(Date.parse(endUtc) - 1));
  const months: number[] = [];
  for (let month = first; month <= last; month += 1) months.push(Math.floor(month / 12) * 100 + (month % 12) + 1);
  return months;
}

/**
 * True for a voucher transaction of one of `months`: the same expression as the index's first
 * column, so the planner pairs it with the msisdn condition in one index scan. The date range
 * stays the exact condition; this one only narrows the index to the range's months.
 */
export function createdInUtcMonths(months: readonly number[]): RawBuilder<boolean> {
  return sql<boolean>`((extract(year from vt.created_at at time zone 'UTC') * 100 + extract(month from vt.created_at at time zone 'UTC'))::int) = any(${sql.val(months)}::int[])`;
}
