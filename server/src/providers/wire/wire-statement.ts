import { DateTime } from 'luxon';
import { csvField } from '../../../../src/domain/csv/csv-cell';
import { splitCsvLine, type StatementLine, statementHeader } from '../../../../src/domain/reconciliation/statement-file';
import { dayRangeUtc } from '../../../../src/domain/time/business-day';

/** The wallets keep their books by Pakistan's day (docs/providers.md "Daily statements"). */
export const walletStatementZone = 'Asia/Karachi';

/**
 * One movement of money a wallet's statement shows, in the reconciliation's words: a statement file's
 * line (its reference is a charge's attempt reference, docs/decisions/0035-reconciliation.md) at its instant.
 */
export type WireStatementEntry = Omit<StatementLine, 'lineNo' | 'at'> & { at: Date };

export type WireStatementRead = { ok: true; entries: WireStatementEntry[] } | { ok: false; message: string };

/** A provider's CSV as rows keyed by its header's names; the header must be `columns`, every row as long. */
export function csvRecords<Column extends string>(
  text: string,
  columns: readonly Column[],
): { ok: true; rows: { lineNo: number; fields: Record<Column, string> }[] } | { ok: false; message: string } {
  const lines = text
    .replace(/^\uFEFF/, '')
    .replace(/(\r?\n)+$/, '')
    .split(/\r?\n/);
  if ((lines[0] ?? '').trim() !== columns.join(',')) return { ok: false, message: `line 1: the header is not ${columns.join(',')}` };
  const rows: { lineNo: number; fields: Record<Column, string> }[] = [];
  for (let index = 1; index < lines.length; index += 1) {
    const values = splitCsvLine(lines[index] ?? '');
    if (values === null || values.length !== columns.length) return { ok: false, message: `line ${index + 1}: expected ${columns.length} fields` };
    rows.push({ lineNo: index + 1, fields: Object.fromEntries(columns.map((name, at) => [name, (values[at] ?? '').trim()])) as Record<Column, string> });
  }
  return { ok: true, rows };
}

/** The wallet days that overlap one business day of `zone` (one, or two when the zones differ). */
export function walletDaysOf(day: string, zone: string): string[] {
  const range = dayRangeUtc(day, zone);
  const first = DateTime.fromISO(range.startUtc).setZone(walletStatementZone).toISODate() ?? day;
  const last = DateTime.fromMillis(DateTime.fromISO(range.endUtc).toMillis() - 1, { zone: walletStatementZone }).toISODate() ?? day;
  return first === last ? [first] : [first, last];
}

/**
 * The reconciliation's statement of one business day (src/domain/reconciliation/statement-file.ts) from
 * the entries the wallet's own statements gave: those within the day, times in the business zone.
 */
export function reconciliationStatementOf(entries: readonly WireStatementEntry[], day: string, zone: string): string {
  const range = dayRangeUtc(day, zone);
  const start = Date.parse(range.startUtc);
  const end = Date.parse(range.endUtc);
  const lines = [statementHeader];
  for (const entry of entries) {
    const time = entry.at.getTime();
    if (time < start || time >= end) continue;
    const at = DateTime.fromMillis(time, { zone }).toFormat('yyyy-MM-dd HH:mm:ss');
    const kind = entry.kind.toUpperCase();
    lines.push([at, entry.providerReference, entry.merchantReference, kind, entry.amount, entry.currency, entry.status].map(csvField).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
