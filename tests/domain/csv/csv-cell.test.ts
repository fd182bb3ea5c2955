import { describe, expect, it } from 'vitest';
import { csvAmountField, csvField, csvRow, csvTextField, neutraliseCsvText } from '../../../src/domain/csv/csv-cell';
import { money } from '../../../src/domain/money/money';

describe('CSV cells', () => {
  it('prefixes a text starting with a formula trigger with a single quote', () => {
    for (const text of ['=SUM(A1)', '+92300', '-2+3', '@cmd', '\tx', '\rx']) expect(neutraliseCsvText(text)).toBe(`'${text}`);
    for (const text of ['Ali', '92300', ' =1', '', "'quoted"]) expect(neutraliseCsvText(text)).toBe(text);
  });

  it('quotes fields with a comma, quote, CR or LF and doubles the quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
    expect(csvField('cr\r')).toBe('"cr\r"');
  });

  it('neutralises and quotes text, but writes amounts as plain numbers', () => {
    expect(csvTextField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvTextField(undefined)).toBe('');
    expect(csvTextField(null)).toBe('');
    expect(csvAmountField(money('-12.5', 'PKR'))).toBe('-12.50');
    expect(csvAmountField(null)).toBe('');
  });

  it('ends each row with CRLF', () => {
    expect(csvRow(['1', '"a,b"', '-12.50'])).toBe('1,"a,b",-12.50\r\n');
  });
});
