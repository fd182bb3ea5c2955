import { describe, expect, it } from 'vitest';
import { formatBusinessDate, formatInstant } from '../../../src/domain/time/date-formats';

describe('date formats (spec 1 §9)', () => {
  const at = '2024-03-05T09:07:08Z'; // 14:07:08 in Karachi

  it('shows instants in the business zone in the documents’ formats', () => {
    expect(formatInstant(at, 'date')).toBe('05 Mar 2024');
    expect(formatInstant(at, 'numericDateTime')).toBe('05/03/2024 14:07:08');
    expect(formatInstant(at, 'dateTime12h')).toBe('05 Mar 2024 02:07:08 PM');
    expect(formatInstant(at, 'numericDateTime12h')).toBe('05/03/2024 02:07:08 PM');
    expect(formatInstant(at, 'dateTimeMinutes12h')).toBe('05 Mar 2024 02:07 PM');
  });

  it('uses the configured zone and English names', () => {
    expect(formatInstant(new Date('2024-09-01T03:00:00Z'), 'dateTime12h', 'UTC')).toBe('01 Sep 2024 03:00:00 AM');
    expect(formatInstant('2024-03-05T19:30:00Z', 'date')).toBe('06 Mar 2024');
  });

  it('shows a business date as DD MMM YYYY', () => {
    expect(formatBusinessDate('2024-12-31')).toBe('31 Dec 2024');
    expect(() => formatBusinessDate('31/12/2024')).toThrow(RangeError);
  });
});
