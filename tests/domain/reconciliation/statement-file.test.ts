import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvField } from '../../../src/domain/csv/csv-cell';
import { parseStatement, splitCsvLine, statementHeader } from '../../../src/domain/reconciliation/statement-file';

// docs/decisions.md "Reconciliation": a provider's settlement file of one business day.
const day = '2026-11-26';

describe('parseStatement', () => {
  it('reads lines, their Karachi times as UTC, and exact amounts', () => {
    const parsed = parseStatement(`\uFEFF${statementHeader}\r\n${day} 05:00:00,P-1,M-1,charge,1500.50,PKR,SUCCESS\r\n${day} 23:59:59,P-2,M-2,REFUND,0.01,PKR,REVERSED\r\n`, day, 'Asia/Karachi');
    expect(parsed).toEqual({
      ok: true,
      lines: [
        { lineNo: 2, at: '2026-11-26T00:00:00.000Z', providerReference: 'P-1', merchantReference: 'M-1', kind: 'charge', amount: '1500.50', currency: 'PKR', status: 'SUCCESS' },
        { lineNo: 3, at: '2026-11-26T18:59:59.000Z', providerReference: 'P-2', merchantReference: 'M-2', kind: 'refund', amount: '0.01', currency: 'PKR', status: 'REVERSED' },
      ],
    });
  });

  it.each([
    [`${day} 05:00:00,P-1,M-1,CHARGE,1500.5,PKR,SUCCESS`, 'Amount'],
    [`${day} 25:00:00,P-1,M-1,CHARGE,1.00,PKR,SUCCESS`, 'Transaction Date'],
    [`2026-11-25 05:00:00,P-1,M-1,CHARGE,1.00,PKR,SUCCESS`, 'Transaction Date'],
    [`${day} 05:00:00,,M-1,CHARGE,1.00,PKR,SUCCESS`, 'Provider Reference'],
    [`${day} 05:00:00,P-1,M 1,CHARGE,1.00,PKR,SUCCESS`, 'Merchant Reference'],
    [`${day} 05:00:00,P-1,M-1,CREDIT,1.00,PKR,SUCCESS`, 'Type'],
    [`${day} 05:00:00,P-1,M-1,CHARGE,1.00,pkr,SUCCESS`, 'Currency'],
    [`${day} 05:00:00,P-1,M-1,CHARGE,1.00,PKR,PAID`, 'Status'],
  ])('refuses %s naming the column %s', (row, column) => {
    const parsed = parseStatement(`${statementHeader}\n${day} 01:00:00,OK-1,OK-1,CHARGE,1.00,PKR,SUCCESS\n${row}\n`, day, 'Asia/Karachi');
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.problem).toMatchObject({ line: 3, column });
  });

  it('refuses a wrong header, a short line and a reference twice', () => {
    expect(parseStatement('Date,Amount\n', day, 'Asia/Karachi')).toMatchObject({ ok: false, problem: { line: 1, column: null } });
    expect(parseStatement(`${statementHeader}\n${day} 01:00:00,A,B\n`, day, 'Asia/Karachi')).toMatchObject({ ok: false, problem: { line: 2, column: null } });
    const twice = `${statementHeader}\n${day} 01:00:00,A,B,CHARGE,1.00,PKR,SUCCESS\n${day} 02:00:00,A,C,CHARGE,1.00,PKR,SUCCESS\n`;
    expect(parseStatement(twice, day, 'Asia/Karachi')).toMatchObject({ ok: false, problem: { line: 3, column: 'Provider Reference' } });
  });

  it('splits what csvField joined, whatever the text', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: fc.constantFrom('a', ',', '"', ' ', 'x', '\u00e9') }), { minLength: 1, maxLength: 6 }), (fields) => {
        expect(splitCsvLine(fields.map(csvField).join(','))).toEqual(fields);
      }),
    );
  });
});
