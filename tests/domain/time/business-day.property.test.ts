import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { businessDayOf, dayRangeUtc, shiftBusinessDate } from '../../../src/domain/time/business-day';
import { datePresets, presetRange, type FixedDatePreset } from '../../../src/domain/time/date-presets';

// Karachi, zones with daylight saving (one that skipped midnight, one with a 30-minute shift),
// a +5:45 zone and Apia, which skipped 30 December 2011 entirely.
const zone = fc.constantFrom(
  'Asia/Karachi',
  'America/New_York',
  'Europe/London',
  'America/Sao_Paulo',
  'Australia/Lord_Howe',
  'Asia/Kathmandu',
  'Pacific/Apia',
  'UTC',
);
// Random moments, and moments next to clock changes that random ones would rarely hit.
const edges = [
  '2011-12-29T10:00:00Z',
  '2011-12-30T09:59:59.999Z',
  '2011-12-30T10:00:00Z',
  '2018-11-04T02:59:59.999Z',
  '2018-11-04T03:00:00Z',
  '2024-03-10T05:00:00Z',
  '2024-03-31T01:00:00Z',
  '2024-10-06T01:59:59.999Z',
];
const instant = fc.oneof(
  fc.date({ min: new Date('1971-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }),
  fc.constantFrom(...edges).map((text) => new Date(text)),
);
/** Any calendar date, including dates a zone skipped, as a custom range may name them. */
const businessDate = fc.oneof(
  instant.map((at) => at.toISOString().slice(0, 10)),
  fc.constantFrom('2011-12-29', '2011-12-30', '2011-12-31', '2018-11-03', '2018-11-04', '2024-03-10', '2024-03-31'),
);
const fixedPreset = fc.constantFrom(...datePresets.filter((preset): preset is FixedDatePreset => preset !== 'custom'));
const contains = (range: { startUtc: string; endUtc: string }, at: Date): boolean =>
  new Date(range.startUtc).getTime() <= at.getTime() && at.getTime() < new Date(range.endUtc).getTime();

describe('business day properties', () => {
  it('an instant lies inside the range of its own business day', () => {
    fc.assert(
      fc.property(instant, zone, (at, z) => {
        expect(contains(dayRangeUtc(businessDayOf(at, z), z), at)).toBe(true);
      }),
    );
  });

  it('consecutive days touch without overlapping', () => {
    fc.assert(
      fc.property(businessDate, zone, (day, z) => {
        const today = dayRangeUtc(day, z);
        const tomorrow = dayRangeUtc(shiftBusinessDate(day, 1), z);
        expect(today.endUtc).toBe(tomorrow.startUtc);
        expect(today.startUtc <= today.endUtc).toBe(true);
      }),
    );
  });

  it("'Today' contains now, and every preset ends with today except Yesterday, which ends where today starts", () => {
    fc.assert(
      fc.property(instant, zone, fixedPreset, (now, z, preset) => {
        const today = presetRange('today', now, z);
        expect(contains(today, now)).toBe(true);
        const range = presetRange(preset, now, z);
        expect(range.from <= range.to).toBe(true);
        if (preset === 'yesterday') expect(range.endUtc).toBe(today.startUtc);
        else expect(contains(range, now)).toBe(true);
      }),
    );
  });

  it('shifts a date by whole calendar days as luxon counts them, across month, year and leap-day ends', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('0100-01-01T00:00:00Z'), max: new Date('9000-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.integer({ min: -36_500, max: 36_500 }),
        (at, days) => {
          const date = at.toISOString().slice(0, 10);
          expect(shiftBusinessDate(date, days)).toBe(DateTime.fromISO(date, { zone: 'utc' }).plus({ days }).toISODate());
        },
      ),
    );
    expect(shiftBusinessDate('2024-02-28', 1)).toBe('2024-02-29');
    expect(shiftBusinessDate('2024-03-01', -1)).toBe('2024-02-29');
    expect(shiftBusinessDate('0100-01-01', -1)).toBe('0099-12-31');
    expect(() => shiftBusinessDate('2024-02-30', 1)).toThrow('Invalid business date 2024-02-30');
  });
});
