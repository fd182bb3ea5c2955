import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvField } from '../../../src/domain/csv/csv-cell';
import { parseStatement, splitCsvLine, statementHeader } from '../../../src/domain/reconciliation/statement-file';

// docs/decisions/0035-reconciliation.md: a provider's settlement file of one business day.
const day = '2026-11-26';
const zone = 'Asia/Karachi';
const good = `${day} 01:00:00,OK-1,OK-1,CHARGE,1.00,PKR,SUCCESS`;
const fileOf = (...rows: string[]) => [statementHeader, ...rows].join('\n');
const problemOf = (text: string, maxLines?: number) => {
  const parsed = parseStatement(text, day, zone, maxLines);
  if (parsed.ok) throw new Error('accepted');
  return parsed.problem;
};

describe('parseStatement', () => {
  it('is the settlement file header', () => {
    expect(statementHeader).toBe('Transaction Date,Provider Reference,Merchant Reference,Type,Amount,Currency,Status');
  });

  it('reads lines, their Karachi times as UTC, and exact amounts', () => {
    const parsed = parseStatement(
      `\uFEFF${statementHeader}\r\n${day} 05:00:00,P-1,M-1,charge,1500.50,PKR,SUCCESS\r\n${day} 23:59:59, P-2 ,M-2,REFUND,0.01,PKR,REVERSED\r\n\r\n`,
      day,
      zone,
    );
    expect(parsed).toEqual({
      ok: true,
      lines: [
        {
          lineNo: 2,
          at: '2026-11-26T00:00:00.000Z',
          providerReference: 'P-1',
          merchantReference: 'M-1',
          kind: 'charge',
          amount: '1500.50',
          currency: 'PKR',
          status: 'SUCCESS',
        },
        {
          lineNo: 3,
          at: '2026-11-26T18:59:59.000Z',
          providerReference: 'P-2',
          merchantReference: 'M-2',
          kind: 'refund',
          amount: '0.01',
          currency: 'PKR',
          status: 'REVERSED',
        },
      ],
    });
  });

  it('reads a zone with summer time by the offset of each hour', () => {
    const parsed = parseStatement(
      `${statementHeader}\n2026-03-29 00:30:00,A,A,PAYOUT,1.00,GBP,FAILED\n2026-03-29 02:30:00,B,B,PAYOUT,1.00,GBP,FAILED\n`,
      '2026-03-29',
      'Europe/London',
    );
    expect(parsed.ok && parsed.lines.map((line) => line.at)).toEqual(['2026-03-29T00:30:00.000Z', '2026-03-29T01:30:00.000Z']);
  });

  it('takes a header with spaces and any case, and an empty statement', () => {
    expect(parseStatement(`${statementHeader.toUpperCase().split(',').join(' , ')}\n`, day, zone)).toEqual({ ok: true, lines: [] });
  });

  it.each([
    [`${day} 05:00:00,P-1,M-1,CHARGE,1500.5,PKR,SUCCESS`, 'Amount', '"1500.5" is not an amount with two decimals, such as 1500.00'],
    [`${day} 05:00:00,P-1,M-1,CHARGE,x1.00,PKR,SUCCESS`, 'Amount', '"x1.00" is not an amount with two decimals, such as 1500.00'],
    [`${day} 05:00:00,P-1,M-1,CHARGE,1.00x,PKR,SUCCESS`, 'Amount', '"1.00x" is not an amount with two decimals, such as 1500.00'],
    [`${day} 05:00:00,P-1,M-1,CHARGE,${'9'.repeat(30)},PKR,SUCCESS`, 'Amount', `"${'9'.repeat(24)}" is not an amount with two decimals, such as 1500.00`],
    [`${day} 24:00:00,P-1,M-1,CHARGE,1.00,PKR,SUCCESS`, 'Transaction Date', `"${day} 24:00:00" is not a time of the day`],
    [`${day} 05:60:00,P-1,M-1,CHARGE,1.00,PKR,SUCCESS`, 'Transaction Date', `"${day} 05:60:00" is not a time of the day`],
    [`${day} 05:00:60,P-1,M-1,CHARGE,1.00,PKR,SUCCESS`, 'Transaction Date', `"${day} 05:00:60" is not a time of the day`],
    [
      `${day}T05:00:00Z${'-'.repeat(40)},P-1,M-1,CHARGE,1.00,PKR,SUCCESS`,
      'Transaction Date',
      `"${`${day}T05:00:00Z${'-'.repeat(40)}`.slice(0, 40)}" is not a time written YYYY-MM-DD HH:mm:ss`,
    ],
    [`2026-11-25 05:00:00,P-1,M-1,CHARGE,1.00,PKR,SUCCESS`, 'Transaction Date', `The time is not on the statement's day ${day}`],
    [`${day} 05:00:00,,M-1,CHARGE,1.00,PKR,SUCCESS`, 'Provider Reference', 'A reference is 1 to 64 letters, digits or . _ : / -'],
    [`${day} 05:00:00,P-1,M 1,CHARGE,1.00,PKR,SUCCESS`, 'Merchant Reference', 'A reference is 1 to 64 letters, digits or . _ : / -'],
    [`${day} 05:00:00,P-1,M-1,${'CREDIT'.repeat(5)},1.00,PKR,SUCCESS`, 'Type', `"${'CREDIT'.repeat(5).slice(0, 20)}" is not CHARGE, REFUND or PAYOUT`],
    [`${day} 05:00:00,P-1,M-1,CHARGE,1.00,pkrupees,SUCCESS`, 'Currency', '"pkrupees" is not a currency code such as PKR'],
    [`${day} 05:00:00,P-1,M-1,CHARGE,1.00,PKRUPEES1,SUCCESS`, 'Currency', '"PKRUPEES" is not a currency code such as PKR'],
    [`${day} 05:00:00,P-1,M-1,CHARGE,1.00,PKR,${'PAID'.repeat(6)}`, 'Status', `"${'PAID'.repeat(6).slice(0, 20)}" is not SUCCESS, FAILED or REVERSED`],
    [`${day} 05:00:00,OK-1,M-1,charge,1.00,PKR,SUCCESS`, 'Provider Reference', 'charge OK-1 appears twice'],
  ])('refuses %s naming the column %s', (row, column, message) => {
    expect(problemOf(`${fileOf(good, row)}\n`)).toEqual({ line: 3, column, message });
  });

  it('refuses a wrong header, a short line, an open quote, a byte order mark inside', () => {
    expect(problemOf('Date,Amount\n')).toEqual({ line: 1, column: null, message: `The first line must be the header ${statementHeader}` });
    expect(problemOf(fileOf(`${day} 01:00:00,A,B`))).toEqual({ line: 2, column: null, message: 'Expected 7 fields, found 3' });
    expect(problemOf(fileOf(`${day} 01:00:00,"A,B,CHARGE,1.00,PKR,SUCCESS`))).toEqual({ line: 2, column: null, message: 'A quoted field is not closed' });
    expect(problemOf(fileOf(good, '', good))).toEqual({ line: 3, column: null, message: 'Expected 7 fields, found 1' });
    expect(problemOf(fileOf(`${day} 01:00:00,A\uFEFFB,B,CHARGE,1.00,PKR,SUCCESS`))).toMatchObject({ line: 2, column: 'Provider Reference' });
  });

  it('holds at most the lines it may', () => {
    const rows = (count: number) => Array.from({ length: count }, (_, index) => `${day} 01:00:00,R-${index},M,CHARGE,1.00,PKR,SUCCESS`);
    expect(parseStatement(fileOf(...rows(3)), day, zone, 3).ok).toBe(true);
    expect(problemOf(fileOf(...rows(4)), 3)).toEqual({ line: 5, column: null, message: 'A statement holds at most 3 lines' });
  });

  it('splits what csvField joined, whatever the text', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: fc.constantFrom('a', ',', '"', ' ', 'x', '\u00e9') }), { minLength: 1, maxLength: 6 }), (fields) => {
        expect(splitCsvLine(fields.map(csvField).join(','))).toEqual(fields);
      }),
    );
    expect(splitCsvLine('"a""b",c')).toEqual(['a"b', 'c']);
    expect(splitCsvLine('"open')).toBeNull();
  });
});
