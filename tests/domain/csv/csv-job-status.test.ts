import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canDownload, canMoveCsvJob, csvJobColours, csvJobStatuses, progressPercent } from '../../../src/domain/csv/csv-job-status';

describe('CSV job status (spec 1 §2, §4)', () => {
  it('colours pending yellow, running and done green, the rest red', () => {
    expect(csvJobStatuses.map((status) => csvJobColours[status])).toEqual(['yellow', 'green', 'green', 'red', 'red', 'red']);
  });

  it('offers the download only for a completed job', () => {
    expect(csvJobStatuses.filter(canDownload)).toEqual(['completed']);
  });

  it('allows only the moves of an export job', () => {
    const moves = csvJobStatuses.flatMap((from) => csvJobStatuses.filter((to) => canMoveCsvJob(from, to)).map((to) => `${from}->${to}`));
    expect(moves).toEqual([
      'pending->inprogress',
      'pending->cancelled',
      'pending->deleted',
      'inprogress->completed',
      'inprogress->failed',
      'inprogress->cancelled',
      'inprogress->deleted',
      'completed->deleted',
      'failed->deleted',
      'cancelled->deleted',
    ]);
  });

  it('shows progress with two decimals, 0.00 for an empty job', () => {
    expect(progressPercent(0, 0)).toBe('0.00');
    expect(progressPercent(5, 0)).toBe('0.00');
    expect(progressPercent(-3, 10)).toBe('0.00');
    expect(progressPercent(3n, -1n)).toBe('0.00');
    expect(progressPercent(1, 3)).toBe('33.33');
    expect(progressPercent(2, 3)).toBe('66.66');
    expect(progressPercent(99_999, 100_000)).toBe('99.99');
    expect(progressPercent(7, 7)).toBe('100.00');
    expect(progressPercent(8, 7)).toBe('100.00');
    expect(progressPercent(Number.NaN, 7)).toBe('0.00');
    expect(progressPercent(10n ** 20n, 2n * 10n ** 20n)).toBe('50.00');
  });

  it('progress always reads as a number from 0 to 100 with two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 2_000_000 }), fc.integer({ min: -10, max: 2_000_000 }), (completed, total) => {
        const text = progressPercent(completed, total);
        expect(text).toMatch(/^\d{1,3}\.\d{2}$/);
        const value = Number(text);
        expect(value >= 0 && value <= 100).toBe(true);
        expect(value === 100).toBe(total > 0 && completed >= total);
      }),
    );
  });
});
