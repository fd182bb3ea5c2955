import { DateTime } from 'luxon';
import type { Outcome, RuleIssue } from '../shared/rule-issue';
import { businessDayOf, businessDaysRangeUtc, defaultBusinessZone, shiftBusinessDate, type InstantInput, type UtcRange } from './business-day';
import { isIsoDate } from './iso-date';

// spec 1 §9: the dashboards' date presets; Last 7 days is the default.
export const datePresets = ['today', 'yesterday', 'last7days', 'last30days', 'lastYear', 'custom'] as const;
export type DatePreset = (typeof datePresets)[number];
export type FixedDatePreset = Exclude<DatePreset, 'custom'>;

export const datePresetLabels: Readonly<Record<DatePreset, string>> = {
  today: 'Today',
  yesterday: 'Yesterday',
  last7days: 'Last 7 days',
  last30days: 'Last 30 days',
  lastYear: 'Last year',
  custom: 'Custom',
};

export const defaultDatePreset: DatePreset = 'last7days';

/** Business dates `from` through `to` (both included) and the UTC instants they cover. */
export interface BusinessDateRange extends UtcRange {
  from: string;
  to: string;
}

export type DateRangeIssue = RuleIssue<'date-range.invalid-date' | 'date-range.from-after-to', 'from' | 'to'>;

function rangeOf(from: string, to: string, zone: string): BusinessDateRange {
  return { from, to, ...businessDaysRangeUtc(from, to, zone) };
}

/**
 * The presets end today (in the business zone) and count today as one of their days: Last 7 days
 * is today and the 6 days before it. Last year is the 12 months ending today: it starts the day
 * after the same date a year ago (Feb 29 falls back to Feb 28), so no date appears twice.
 */
export function presetRange(preset: FixedDatePreset, now: InstantInput, zone: string = defaultBusinessZone): BusinessDateRange {
  const today = businessDayOf(now, zone);
  switch (preset) {
    case 'today':
      return rangeOf(today, today, zone);
    case 'yesterday': {
      const yesterday = shiftBusinessDate(today, -1);
      return rangeOf(yesterday, yesterday, zone);
    }
    case 'last7days':
      return rangeOf(shiftBusinessDate(today, -6), today, zone);
    case 'last30days':
      return rangeOf(shiftBusinessDate(today, -29), today, zone);
    case 'lastYear': {
      const yearAgo = DateTime.fromISO(today, { zone: 'utc' }).minus({ years: 1 }).toISODate() as string;
      return rangeOf(shiftBusinessDate(yearAgo, 1), today, zone);
    }
  }
}

/** A custom range picked by the user: real dates, `from` not after `to`. */
export function customRange(from: string, to: string, zone: string = defaultBusinessZone): Outcome<BusinessDateRange, DateRangeIssue> {
  const issues: DateRangeIssue[] = [];
  if (!isIsoDate(from)) issues.push({ code: 'date-range.invalid-date', field: 'from' });
  if (!isIsoDate(to)) issues.push({ code: 'date-range.invalid-date', field: 'to' });
  if (issues.length === 0 && from > to) issues.push({ code: 'date-range.from-after-to', field: 'to' });
  return issues.length > 0 ? { ok: false, issues } : { ok: true, value: rangeOf(from, to, zone) };
}
