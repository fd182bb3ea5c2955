import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvField, csvFormulaTriggers, csvRow, csvTextField, neutraliseCsvText } from '../../../src/domain/csv/csv-cell';

/** A small RFC 4180 reader: records of fields, quoted fields may hold commas, quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

const text = fc.string({ unit: fc.constantFrom('a', 'Z', '1', ',', '"', '\r', '\n', '\t', '=', '+', '-', '@', ' ', "'", 'é', '😀') });

describe('CSV cell properties', () => {
  it('a neutralised cell never starts with a trigger and only gains one leading quote', () => {
    fc.assert(
      fc.property(text, (value) => {
        const cell = neutraliseCsvText(value);
        expect(csvFormulaTriggers.some((trigger) => cell.startsWith(trigger))).toBe(false);
        expect(cell === value || cell === `'${value}`).toBe(true);
      }),
    );
  });

  it('csvField round-trips through an RFC 4180 reader', () => {
    fc.assert(
      fc.property(fc.array(text, { minLength: 1, maxLength: 6 }), (fields) => {
        expect(parseCsv(csvRow(fields.map(csvField)))).toEqual([fields]);
      }),
    );
  });

  it('a text field reads back as the neutralised text', () => {
    fc.assert(
      fc.property(text, (value) => {
        expect(parseCsv(csvRow([csvTextField(value)]))).toEqual([[neutraliseCsvText(value)]]);
      }),
    );
  });
});
