import { describe, expect, it } from 'vitest';
import { businessDayOf, dayRangeUtc, defaultBusinessZone, isBusinessZone } from '../../../src/domain/time/business-day';
import { isIsoDate } from '../../../src/domain/time/iso-date';
import { customRange, datePresetLabels, defaultDatePreset, presetRange } from '../../../src/domain/time/date-presets';

describe('business day (docs/spec/decisions.md §5)', () => {
  it('defaults to Karachi time, five hours ahead of UTC', () => {
    expect(defaultBusinessZone).toBe('Asia/Karachi');
    expect(businessDayOf('2024-03-10T18:59:59.999Z')).toBe('2024-03-10');
    expect(businessDayOf(new Date('2024-03-10T19:00:00Z'))).toBe('2024-03-11');
    expect(dayRangeUtc('2024-03-11')).toEqual({ startUtc: '2024-03-10T19:00:00.000Z', endUtc: '2024-03-11T19:00:00.000Z' });
  });

  it('follows a configured zone through its daylight saving change', () => {
    expect(dayRangeUtc('2024-03-10', 'America/New_York')).toEqual({ startUtc: '2024-03-10T05:00:00.000Z', endUtc: '2024-03-11T04:00:00.000Z' });
  });

  it('starts a day whose midnight a clock change skipped at its first real moment', () => {
    // São Paulo moved 4 Nov 2018 00:00 to 01:00.
    expect(dayRangeUtc('2018-11-03', 'America/Sao_Paulo').endUtc).toBe('2018-11-04T03:00:00.000Z');
    expect(dayRangeUtc('2018-11-04', 'America/Sao_Paulo')).toEqual({ startUtc: '2018-11-04T03:00:00.000Z', endUtc: '2018-11-05T02:00:00.000Z' });
  });

  it('answers a day asked for again as it did the first time, per zone, and refuses a bad date every time', () => {
    const first = dayRangeUtc('2024-03-10', 'America/New_York');
    expect(dayRangeUtc('2024-03-10', 'America/New_York')).toEqual(first);
    expect(dayRangeUtc('2024-03-10', 'Asia/Karachi')).toEqual({ startUtc: '2024-03-09T19:00:00.000Z', endUtc: '2024-03-10T19:00:00.000Z' });
    expect(() => dayRangeUtc('2024-02-30', 'Asia/Karachi')).toThrow(RangeError);
    expect(() => dayRangeUtc('2024-02-30', 'Asia/Karachi')).toThrow('Invalid business date 2024-02-30');
  });

  it('gives a day the zone skipped an empty range that overlaps no other day', () => {
    // Apia went from 29 to 31 December 2011.
    expect(dayRangeUtc('2011-12-29', 'Pacific/Apia').endUtc).toBe('2011-12-30T10:00:00.000Z');
    expect(dayRangeUtc('2011-12-30', 'Pacific/Apia')).toEqual({ startUtc: '2011-12-30T10:00:00.000Z', endUtc: '2011-12-30T10:00:00.000Z' });
    expect(dayRangeUtc('2011-12-31', 'Pacific/Apia').startUtc).toBe('2011-12-30T10:00:00.000Z');
    expect(businessDayOf('2011-12-30T10:00:00Z', 'Pacific/Apia')).toBe('2011-12-31');
  });

  it('recognises real dates and zones only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2024-2-9')).toBe(false);
    expect(isBusinessZone('Asia/Karachi')).toBe(true);
    expect(isBusinessZone('Mars/Olympus')).toBe(false);
    expect(() => dayRangeUtc('2024-13-01')).toThrow(RangeError);
    expect(() => businessDayOf('not a date')).toThrow(RangeError);
  });
});

describe('date presets (spec 1 §9)', () => {
  const now = '2024-03-01T20:30:00Z'; // 2 March 01:30 in Karachi

  it('labels the presets and defaults to Last 7 days', () => {
    expect(Object.values(datePresetLabels)).toEqual(['Today', 'Yesterday', 'Last 7 days', 'Last 30 days', 'Last year', 'Custom']);
    expect(defaultDatePreset).toBe('last7days');
  });

  it('counts business days in the business zone, today included', () => {
    expect(presetRange('today', now)).toEqual({
      from: '2024-03-02',
      to: '2024-03-02',
      startUtc: '2024-03-01T19:00:00.000Z',
      endUtc: '2024-03-02T19:00:00.000Z',
    });
    expect(presetRange('yesterday', now)).toMatchObject({ from: '2024-03-01', to: '2024-03-01' });
    expect(presetRange('last7days', now)).toMatchObject({ from: '2024-02-25', to: '2024-03-02' });
    expect(presetRange('last30days', now)).toMatchObject({ from: '2024-02-02', to: '2024-03-02' });
    expect(presetRange('lastYear', now)).toMatchObject({ from: '2023-03-03', to: '2024-03-02' });
    expect(presetRange('lastYear', '2024-02-29T12:00:00Z')).toMatchObject({ from: '2023-03-01', to: '2024-02-29' });
  });

  it('accepts a custom range of real dates in order', () => {
    expect(customRange('2024-01-01', '2024-01-31')).toEqual({
      ok: true,
      value: { from: '2024-01-01', to: '2024-01-31', startUtc: '2023-12-31T19:00:00.000Z', endUtc: '2024-01-31T19:00:00.000Z' },
    });
    expect(customRange('2024-02-01', '2024-01-31')).toEqual({ ok: false, issues: [{ code: 'date-range.from-after-to', field: 'to' }] });
    expect(customRange('2024-02-30', 'x')).toEqual({
      ok: false,
      issues: [
        { code: 'date-range.invalid-date', field: 'from' },
        { code: 'date-range.invalid-date', field: 'to' },
      ],
    });
  });
});
