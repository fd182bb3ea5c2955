import { Settings } from 'luxon';
import { afterEach, describe, expect, it } from 'vitest';
import { businessDayOf, businessDaysRangeUtc, dayRangeUtc, instantOf } from '../../../src/domain/time/business-day';
import { formatBusinessDate } from '../../../src/domain/time/date-formats';
import { customRange } from '../../../src/domain/time/date-presets';
import { isIsoDate } from '../../../src/domain/time/iso-date';

const systemZone = Settings.defaultZone;
const systemLocale = Settings.defaultLocale;
afterEach(() => {
  Settings.defaultZone = systemZone;
  Settings.defaultLocale = systemLocale;
});

describe('ISO dates', () => {
  it('takes only real calendar dates written YYYY-MM-DD', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    for (const text of ['2023-02-29', '2024-02-30', '2024-04-31', '2024-13-01', '2024-00-10', '2024-01-00', 'x2024-01-01', '2024-01-01x', '2024-1-01']) {
      expect({ text, ok: isIsoDate(text) }).toEqual({ text, ok: false });
    }
  });

  it('refuses years below 100, which Date.UTC would read as 19xx', () => {
    expect(isIsoDate('0099-12-31')).toBe(false);
    expect(isIsoDate('0100-01-01')).toBe(true);
  });
});

describe('instants read in UTC whatever the machine’s zone (docs/spec/decisions.md §5)', () => {
  it('reads an instant without an offset, and a Date, in UTC', () => {
    Settings.defaultZone = 'Asia/Tokyo';
    expect(instantOf('2024-01-01T20:00').toISO()).toBe('2024-01-01T20:00:00.000Z');
    expect(instantOf(new Date(Date.UTC(2024, 0, 1, 20))).zoneName).toBe('UTC');
    expect(businessDayOf('2024-01-01T20:00', 'Asia/Karachi')).toBe('2024-01-02');
  });

  it('names the bad input it refuses', () => {
    expect(() => instantOf('soon')).toThrow('Invalid instant soon');
    expect(() => dayRangeUtc('2024-02-30')).toThrow('Invalid business date 2024-02-30');
    expect(() => businessDaysRangeUtc('2024-01-01', '2024-13-01')).toThrow('Invalid business date 2024-13-01');
    expect(() => formatBusinessDate('2024-13-01')).toThrow('Invalid business date 2024-13-01');
  });

  it('formats a business date in English unless asked otherwise, whatever the default locale', () => {
    Settings.defaultLocale = 'ar';
    expect(formatBusinessDate('2024-03-05')).toBe('05 Mar 2024');
  });
});

describe('custom ranges', () => {
  it('takes a single day, and answers only the invalid date when a date is not one', () => {
    expect(customRange('2024-01-01', '2024-01-01').ok).toBe(true);
    expect(customRange('2024-13-01', '2024-01-01')).toEqual({ ok: false, issues: [{ code: 'date-range.invalid-date', field: 'from' }] });
    expect(customRange('2024-01-02', '2024-01-01')).toEqual({ ok: false, issues: [{ code: 'date-range.from-after-to', field: 'to' }] });
  });
});
