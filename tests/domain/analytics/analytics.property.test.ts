import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyticsDatesOf, dailySeries, datesBetween, wireRangeOf } from '../../../src/domain/analytics/analytics-range';
import { transactionRatePercents } from '../../../src/domain/analytics/transaction-rate';
import { isAnalyticsWireDate } from '../../../src/domain/analytics/wire-date';
import { addDecimal, decimalOf, formatDecimal } from '../../../src/domain/money/decimal';
import { shiftBusinessDate } from '../../../src/domain/time/business-day';

const zone = fc.constantFrom('Asia/Karachi', 'America/New_York', 'Europe/London', 'Asia/Kathmandu', 'Pacific/Apia', 'UTC');
const businessDate = fc
  .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2090-12-31T00:00:00Z'), noInvalidDate: true })
  .map((at) => at.toISOString().slice(0, 10));
const range = fc.tuple(businessDate, fc.integer({ min: 0, max: 400 })).map(([from, days]) => ({ from, to: shiftBusinessDate(from, days) }));

describe('analytics wire range (spec 3 §7: dates shifted by the time zone offset)', () => {
  it('names the same business dates on the way back, in any zone', () => {
    fc.assert(
      fc.property(range, zone, (dates, z) => {
        const wire = wireRangeOf(dates, z);
        expect(isAnalyticsWireDate(wire.dateFrom) && isAnalyticsWireDate(wire.dateTo)).toBe(true);
        expect(analyticsDatesOf(wire, z)).toEqual(dates);
      }),
    );
  });

  it('sends midnight Karachi time as 19:00 UTC the day before, and the last millisecond of the last day', () => {
    expect(wireRangeOf({ from: '2026-11-17', to: '2026-11-23' }, 'Asia/Karachi')).toEqual({
      dateFrom: '2026-11-16T19:00:00.000Z',
      dateTo: '2026-11-23T18:59:59.999Z',
    });
  });

  it('accepts business dates and instants with an offset, and nothing else', () => {
    for (const good of ['2026-02-28', '2026-02-28T19:00:00Z', '2026-02-28T19:00:00.000+05:00', '2026-02-28T19:00Z'])
      expect(isAnalyticsWireDate(good), good).toBe(true);
    for (const bad of ['2026-02-30', '2026-02-30T19:00:00Z', '2026-02-28T19:00:00', 'yesterday', '', '2026-02-28T25:00:00Z'])
      expect(isAnalyticsWireDate(bad), bad).toBe(false);
  });
});

describe('daily series', () => {
  it('has one point per day in order, keeps every row of the range and sums what the rows sum', () => {
    fc.assert(
      fc.property(
        range.filter((dates) => dates.to <= shiftBusinessDate(dates.from, 60)),
        fc.array(fc.tuple(fc.integer({ min: -5, max: 70 }), fc.bigInt({ min: 0n, max: 10n ** 12n })), { maxLength: 40 }),
        (dates, picks) => {
          const rows = [...new Map(picks.map(([offset, minor]) => [shiftBusinessDate(dates.from, offset), minor])).entries()].map(([date, minor]) => ({
            date,
            amount: decimalOf(minor, 2),
          }));
          const series = dailySeries(dates, rows, (date) => ({ date, amount: decimalOf(0n, 2) }));
          expect(series.map((point) => point.date)).toEqual(datesBetween(dates));
          const inRange = rows.filter((row) => row.date >= dates.from && row.date <= dates.to);
          const sum = (points: { amount: ReturnType<typeof decimalOf> }[]) =>
            formatDecimal(points.reduce((total, point) => addDecimal(total, point.amount), decimalOf(0n, 2)));
          expect(sum(series)).toBe(sum(inRange));
        },
      ),
    );
  });
});

describe('success and failure rate', () => {
  it('adds up to exactly 100.00 when anything was decided, and is the rounded exact share', () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000_000 }), fc.nat({ max: 10_000_000 }), (successful, failed) => {
        const rate = transactionRatePercents({ successful, failed });
        if (successful + failed === 0) {
          expect([formatDecimal(rate.successful), formatDecimal(rate.failed)]).toEqual(['0.00', '0.00']);
          return;
        }
        expect(formatDecimal(addDecimal(rate.successful, rate.failed))).toBe('100.00');
        // |successful% − exact| ≤ 0.005, checked in integers: |100·100·s − r·(s+f)| ≤ 50·(s+f) with r in hundredths.
        const hundredths = rate.successful.units * 10n ** BigInt(2 - rate.successful.scale);
        const error = 10_000n * BigInt(successful) - hundredths * BigInt(successful + failed);
        expect(error <= 50n * BigInt(successful + failed) && error >= -50n * BigInt(successful + failed)).toBe(true);
      }),
    );
  });

  it('rounds half away from zero: 1 of 8 is 12.50, 1 of 3 is 33.33 and 66.67', () => {
    expect(formatDecimal(transactionRatePercents({ successful: 1, failed: 7 }).successful)).toBe('12.50');
    const third = transactionRatePercents({ successful: 1, failed: 2 });
    expect([formatDecimal(third.successful), formatDecimal(third.failed)]).toEqual(['33.33', '66.67']);
  });
});
