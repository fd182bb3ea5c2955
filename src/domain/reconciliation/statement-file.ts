import { DateTime } from 'luxon';

// docs/decisions/0035-reconciliation.md: a provider's statement of one business day, in the shape of a
// settlement file: CSV, one header line, then one line per charge, refund or payout, amounts as
// exact decimal text, times in the business time zone.

export const statementColumns = ['Transaction Date', 'Provider Reference', 'Merchant Reference', 'Type', 'Amount', 'Currency', 'Status'] as const;
export type StatementColumn = (typeof statementColumns)[number];
export const statementHeader = statementColumns.join(',');

export const statementKinds = ['charge', 'refund', 'payout'] as const;
export type StatementKind = (typeof statementKinds)[number];
export const statementStatuses = ['SUCCESS', 'FAILED', 'REVERSED'] as const;
export type StatementStatus = (typeof statementStatuses)[number];

/** The most lines a statement may hold (a busy provider's day; the bench's is 100,000). */
export const statementMaxLines = 500_000;

export interface StatementLine {
  /** 2 for the first line after the header: the file's own line number. */
  lineNo: number;
  /** ISO 8601 UTC. */
  at: string;
  providerReference: string;
  merchantReference: string;
  kind: StatementKind;
  /** Exact decimal text with two decimals. */
  amount: string;
  currency: string;
  status: StatementStatus;
}

/** Why a file is refused: the line (1 is the header) and the column, in words a person can act on. */
export interface StatementProblem {
  line: number;
  column: StatementColumn | null;
  message: string;
}

export type StatementParse = { ok: true; lines: StatementLine[] } | { ok: false; problem: StatementProblem };

const referencePattern = /^[A-Za-z0-9._:/-]{1,64}$/;
const amountPattern = /^\d{1,16}\.\d{2}$/;
const currencyPattern = /^[A-Z]{3}$/;
const timePattern = /^(\d{4}-\d{2}-\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** One CSV line of fields (RFC 4180 quoting); null when a quote is left open. */
export function splitCsvLine(line: string): string[] | null {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i];
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      fields.push(field);
      field = '';
    } else field += char;
  }
  if (quoted) return null;
  fields.push(field);
  return fields;
}

/**
 * Reads a statement of `day` in `zone`: the header must be the statement's, every line must have
 * its seven fields, a time on that business day, a reference, a known type and status, an amount
 * with two decimals and a currency code; a type and provider reference appear once. The first
 * problem refuses the whole file, naming its line and column.
 */
export function parseStatement(text: string, day: string, zone: string, maxLines: number = statementMaxLines): StatementParse {
  const refuse = (line: number, column: StatementColumn | null, message: string): StatementParse => ({ ok: false, problem: { line, column, message } });
  // A byte order mark may open the file, and line ends may close it.
  const rows = text
    .replace(/^\uFEFF/, '')
    .replace(/(\r?\n)+$/, '')
    .split(/\r?\n/);
  const header = (rows[0] ?? '').split(',').map((name) => name.trim().toLowerCase());
  if (header.join(',') !== statementHeader.toLowerCase()) return refuse(1, null, `The first line must be the header ${statementHeader}`);
  if (rows.length - 1 > maxLines) return refuse(maxLines + 2, null, `A statement holds at most ${maxLines} lines`);
  // The zone's offset of each hour, asked of luxon once per hour rather than once per line.
  const offsets = new Map<string, number>();
  const seen = new Set<string>();
  const lines: StatementLine[] = [];
  for (let index = 1; index < rows.length; index += 1) {
    const lineNo = index + 1;
    const fields = splitCsvLine(rows[index] ?? '');
    if (fields === null) return refuse(lineNo, null, 'A quoted field is not closed');
    if (fields.length !== statementColumns.length) return refuse(lineNo, null, `Expected ${statementColumns.length} fields, found ${fields.length}`);
    const [time = '', providerReference = '', merchantReference = '', type = '', amount = '', currency = '', status = ''] = fields.map((field) => field.trim());
    const match = timePattern.exec(time);
    if (match === null) return refuse(lineNo, 'Transaction Date', `"${time.slice(0, 40)}" is not a time written YYYY-MM-DD HH:mm:ss`);
    if (match[1] !== day) return refuse(lineNo, 'Transaction Date', `The time is not on the statement's day ${day}`);
    const [hour, minute, second] = [Number(match[2]), Number(match[3]), Number(match[4])];
    if (hour > 23 || minute > 59 || second > 59) return refuse(lineNo, 'Transaction Date', `"${time}" is not a time of the day`);
    const hourKey = `${day} ${match[2]}`;
    const offsetMinutes = offsets.get(hourKey) ?? DateTime.fromFormat(`${hourKey}:00:00`, 'yyyy-MM-dd HH:mm:ss', { zone }).offset;
    offsets.set(hourKey, offsetMinutes);
    const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
    const epoch = Date.UTC(year, month - 1, date, hour, minute, second) - offsetMinutes * 60_000;
    if (!referencePattern.test(providerReference)) return refuse(lineNo, 'Provider Reference', 'A reference is 1 to 64 letters, digits or . _ : / -');
    if (!referencePattern.test(merchantReference)) return refuse(lineNo, 'Merchant Reference', 'A reference is 1 to 64 letters, digits or . _ : / -');
    const kind = type.toLowerCase();
    if (!(statementKinds as readonly string[]).includes(kind)) return refuse(lineNo, 'Type', `"${type.slice(0, 20)}" is not CHARGE, REFUND or PAYOUT`);
    if (!amountPattern.test(amount)) return refuse(lineNo, 'Amount', `"${amount.slice(0, 24)}" is not an amount with two decimals, such as 1500.00`);
    if (!currencyPattern.test(currency)) return refuse(lineNo, 'Currency', `"${currency.slice(0, 8)}" is not a currency code such as PKR`);
    if (!(statementStatuses as readonly string[]).includes(status))
      return refuse(lineNo, 'Status', `"${status.slice(0, 20)}" is not SUCCESS, FAILED or REVERSED`);
    const key = `${kind} ${providerReference}`;
    if (seen.has(key)) return refuse(lineNo, 'Provider Reference', `${type} ${providerReference} appears twice`);
    seen.add(key);
    lines.push({
      lineNo,
      at: new Date(epoch).toISOString(),
      providerReference,
      merchantReference,
      kind: kind as StatementKind,
      amount,
      currency,
      status: status as StatementStatus,
    });
  }
  return { ok: true, lines };
}
