import { describe, expect, it } from 'vitest';
import { decimal } from '../../../src/domain/money/decimal';
import { money } from '../../../src/domain/money/money';
import {
  businessDateText,
  countText,
  dateText,
  dateTimeText,
  fileSizeText,
  instantPeriodText,
  moneyText,
  moneyWithCurrencyText,
  numericDateTimeText,
  percentText,
  periodText,
  rateText,
} from '../../../src/ui/kit/formatters';

describe('the kit formatters (spec 1 §9)', () => {
  it('groups amounts in their currency’s style, with or without the code', () => {
    expect(moneyText(money('1234567.5', 'PKR'))).toBe('1,234,567.50');
    expect(moneyWithCurrencyText(money('1234567.5', 'PKR'))).toBe('PKR 1,234,567.50');
    expect(moneyWithCurrencyText(money('43002.23', 'USD'))).toBe('USD 43,002.23');
  });

  it('always shows percentages with two decimals and their sign', () => {
    expect(percentText(decimal('4'))).toBe('4.00%');
    expect(percentText(decimal('96.005'))).toBe('96.01%');
    expect(percentText(decimal('0'))).toBe('0.00%');
  });

  it('writes a file size in MB, bytes over 1,048,576 with two decimals (spec 3 §9)', () => {
    expect(fileSizeText(1_048_576)).toBe('1.00');
    expect(fileSizeText(2_621_440)).toBe('2.50');
    expect(fileSizeText(5_243)).toBe('0.01');
    expect(fileSizeText(5_242)).toBe('0.00');
    expect(fileSizeText(0)).toBe('0.00');
    expect(fileSizeText(1_048_576 * 1234)).toBe('1,234.00');
  });

  it('keeps four decimals in exchange rates and groups counts', () => {
    expect(rateText(decimal('280.05'))).toBe('280.0500');
    expect(countText(1234567)).toBe((1234567).toLocaleString('en-PK'));
    expect(countText(954)).toBe('954');
  });

  it('shows instants in the business time zone in the documents’ formats', () => {
    expect(dateText('2024-05-01T19:30:00.000Z')).toBe('02 May 2024');
    expect(dateTimeText('2024-05-02T06:30:00.000Z')).toBe('02 May 2024 11:30:00 AM');
    expect(numericDateTimeText('2024-05-02T13:05:09.000Z')).toBe('02/05/2024 18:05:09');
    expect(instantPeriodText('2024-04-30T19:00:00.000Z', '2024-05-01T18:59:59.999Z')).toBe('01 May 2024 – 01 May 2024');
  });

  it('shows business dates and periods as DD MMM YYYY', () => {
    expect(businessDateText('2024-02-29')).toBe('29 Feb 2024');
    expect(periodText('2024-05-01', '2024-05-31')).toBe('01 May 2024 – 31 May 2024');
  });
});
