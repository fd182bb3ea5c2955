import { csvField } from '../../../../src/domain/csv/csv-cell';
import { csvRecords, type WireStatementEntry, type WireStatementRead } from '../wire/wire-statement';

/**
 * docs/providers.md "Daily statements": Easypaisa's transaction report of one store and day (the shape
 * is ours, in the easypay-service's words: amounts and fees as two-place rupees, times ISO 8601 with
 * Pakistan's offset). The simulator writes it; the statement adapter reads it.
 */
export const easypaisaStatementPath = (day: string, storeId: string): string => `/statements/${day}?storeId=${encodeURIComponent(storeId)}`;

export const easypaisaStatementColumns = [
  'transactionDateTime',
  'orderId',
  'transactionId',
  'transactionType',
  'transactionAmount',
  'fee',
  'transactionStatus',
  'responseCode',
] as const;
export type EasypaisaStatementRow = Record<(typeof easypaisaStatementColumns)[number], string>;

/** MA is a mobile-account payment; its refund and a payout are lines of their own. */
export const easypaisaTransactionTypes = { payment: 'MA', refund: 'REFUND', disbursement: 'DISBURSEMENT' } as const;
/** REVERSED: a payment given back (its refund is a REFUND line); EXPIRED: left unapproved past its window. */
export const easypaisaStatuses = ['PAID', 'PENDING', 'FAILED', 'REVERSED', 'EXPIRED'] as const;

export function easypaisaStatementText(rows: readonly EasypaisaStatementRow[]): string {
  const lines = [easypaisaStatementColumns.join(','), ...rows.map((row) => easypaisaStatementColumns.map((name) => csvField(row[name])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}

const amountPattern = /^\d{1,16}\.\d{2}$/;
const timePattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?(Z|[+-]\d{2}:\d{2})$/;

/**
 * The money an Easypaisa statement shows moved: a payment PAID (or later REVERSED) is a charge under its
 * orderId, the reference our books keep; a PAID refund or payout is a line under Easypaisa's
 * transactionId. The first line that is not in the report's shape refuses the whole report.
 */
export function readEasypaisaStatement(text: string): WireStatementRead {
  const read = csvRecords(text, easypaisaStatementColumns);
  if (!read.ok) return read;
  const entries: WireStatementEntry[] = [];
  for (const { lineNo, fields } of read.rows) {
    const refuse = (message: string): WireStatementRead => ({ ok: false, message: `line ${lineNo}: ${message}` });
    const at = new Date(fields.transactionDateTime);
    if (!timePattern.test(fields.transactionDateTime) || Number.isNaN(at.getTime()))
      return refuse(`transactionDateTime "${fields.transactionDateTime}" is not an ISO 8601 time with its offset`);
    if (!amountPattern.test(fields.transactionAmount)) return refuse(`transactionAmount "${fields.transactionAmount}" is not a two-place amount`);
    if (!amountPattern.test(fields.fee)) return refuse(`fee "${fields.fee}" is not a two-place amount`);
    if (!(easypaisaStatuses as readonly string[]).includes(fields.transactionStatus))
      return refuse(`transactionStatus "${fields.transactionStatus}" is unknown`);
    const base = { at, amount: fields.transactionAmount, currency: 'PKR', status: 'SUCCESS' as const };
    if (fields.transactionType === easypaisaTransactionTypes.payment) {
      if (fields.transactionStatus === 'PAID' || fields.transactionStatus === 'REVERSED')
        entries.push({ ...base, kind: 'charge', providerReference: fields.orderId, merchantReference: fields.orderId });
    } else if (fields.transactionType === easypaisaTransactionTypes.refund || fields.transactionType === easypaisaTransactionTypes.disbursement) {
      if (fields.transactionStatus === 'PAID')
        entries.push({
          ...base,
          kind: fields.transactionType === easypaisaTransactionTypes.refund ? 'refund' : 'payout',
          providerReference: fields.transactionId,
          merchantReference: fields.orderId,
        });
    } else return refuse(`transactionType "${fields.transactionType}" is not MA, REFUND or DISBURSEMENT`);
  }
  return { ok: true, entries };
}
