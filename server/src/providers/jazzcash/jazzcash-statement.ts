import { DateTime } from 'luxon';
import { csvField } from '../../../../src/domain/csv/csv-cell';
import { formatDecimal } from '../../../../src/domain/money/decimal';
import { fromMinor, toDecimal } from '../../../../src/domain/money/money';
import { csvRecords, walletStatementZone, type WireStatementEntry, type WireStatementRead } from '../wire/wire-statement';

/**
 * docs/providers.md "Daily statements": Jazzcash's transaction report of one day (the shape is ours,
 * in Jazzcash's words: pp_ names, amounts and fees in paisa, times yyyyMMddHHmmss in Asia/Karachi).
 * The simulator writes it; the statement adapter reads it.
 */
export const jazzcashStatementPath = (day: string): string => `/statements/${day}`;

export const jazzcashStatementColumns = [
  'pp_TxnDateTime',
  'pp_TxnRefNo',
  'pp_RetreivalReferenceNo',
  'pp_TxnType',
  'pp_Amount',
  'pp_Fee',
  'pp_TxnCurrency',
  'pp_Status',
  'pp_ResponseCode',
] as const;
export type JazzcashStatementRow = Record<(typeof jazzcashStatementColumns)[number], string>;

/** MWALLET is a mobile-wallet payment; its refund and a payout are lines of their own. */
export const jazzcashTxnTypes = { payment: 'MWALLET', refund: 'REFUND', disbursement: 'DISBURSEMENT' } as const;
export const jazzcashStatuses = ['Completed', 'Pending', 'Failed', 'Refunded', 'Expired'] as const;

export function jazzcashStatementText(rows: readonly JazzcashStatementRow[]): string {
  const lines = [jazzcashStatementColumns.join(','), ...rows.map((row) => jazzcashStatementColumns.map((name) => csvField(row[name])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}

const paisaPattern = /^\d{1,15}$/;
const rupees = (paisa: string) => formatDecimal(toDecimal(fromMinor(BigInt(paisa), 'PKR')), 2);

/**
 * The money a Jazzcash statement shows moved: a payment completed (or later refunded) is a charge under
 * its pp_TxnRefNo, the reference our books keep; a completed refund or payout is a line under the id
 * Jazzcash gave it (pp_RetreivalReferenceNo). Pending, failed and expired payments moved nothing.
 * The first line that is not in the report's shape refuses the whole report.
 */
export function readJazzcashStatement(text: string): WireStatementRead {
  const read = csvRecords(text, jazzcashStatementColumns);
  if (!read.ok) return read;
  const entries: WireStatementEntry[] = [];
  for (const { lineNo, fields } of read.rows) {
    const refuse = (message: string): WireStatementRead => ({ ok: false, message: `line ${lineNo}: ${message}` });
    const at = DateTime.fromFormat(fields.pp_TxnDateTime, 'yyyyMMddHHmmss', { zone: walletStatementZone });
    if (!/^\d{14}$/.test(fields.pp_TxnDateTime) || !at.isValid) return refuse(`pp_TxnDateTime "${fields.pp_TxnDateTime}" is not yyyyMMddHHmmss`);
    if (!paisaPattern.test(fields.pp_Amount)) return refuse(`pp_Amount "${fields.pp_Amount}" is not an amount in paisa`);
    if (!paisaPattern.test(fields.pp_Fee)) return refuse(`pp_Fee "${fields.pp_Fee}" is not an amount in paisa`);
    if (!/^[A-Z]{3}$/.test(fields.pp_TxnCurrency)) return refuse(`pp_TxnCurrency "${fields.pp_TxnCurrency}" is not a currency code`);
    if (!(jazzcashStatuses as readonly string[]).includes(fields.pp_Status)) return refuse(`pp_Status "${fields.pp_Status}" is unknown`);
    const base = { at: at.toJSDate(), amount: rupees(fields.pp_Amount), currency: fields.pp_TxnCurrency, status: 'SUCCESS' as const };
    if (fields.pp_TxnType === jazzcashTxnTypes.payment) {
      if (fields.pp_Status === 'Completed' || fields.pp_Status === 'Refunded')
        entries.push({ ...base, kind: 'charge', providerReference: fields.pp_TxnRefNo, merchantReference: fields.pp_TxnRefNo });
    } else if (fields.pp_TxnType === jazzcashTxnTypes.refund || fields.pp_TxnType === jazzcashTxnTypes.disbursement) {
      if (fields.pp_Status === 'Completed')
        entries.push({
          ...base,
          kind: fields.pp_TxnType === jazzcashTxnTypes.refund ? 'refund' : 'payout',
          providerReference: fields.pp_RetreivalReferenceNo,
          merchantReference: fields.pp_TxnRefNo,
        });
    } else return refuse(`pp_TxnType "${fields.pp_TxnType}" is not MWALLET, REFUND or DISBURSEMENT`);
  }
  return { ok: true, entries };
}
