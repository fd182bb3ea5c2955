import { csvAmountField, csvLineEnd, csvRow, csvTextField } from '../../../src/domain/csv/csv-cell';
import { isCurrencyCode } from '../../../src/domain/money/currencies';
import { parseMoney } from '../../../src/domain/money/money';

/**
 * The columns of the transaction report (spec 1 §2), in its order, then ours: what completed refunds
 * gave back of the payment (docs/decisions/0041-refunds-in-the-money-figures.md), last, so every column
 * of an older file stays where a reader of it looks.
 */
export const transactionCsvHeader = [
  'ID',
  'Order ID',
  'Account',
  'Country',
  'Operator',
  'Product',
  'Service Name',
  'Transaction Date/Time',
  'Transaction Amount',
  'Merchant Share (96%)',
  'PGW Share',
  'Net Amount',
  'Status',
  'Refunded Amount',
] as const;

/** A transaction as the export reads it; amounts are numeric(18,2) text, the date already shown. */
export interface TransactionCsvSource {
  transaction_id: string;
  order_id: string;
  msisdn: string;
  country: string;
  operator: string;
  product_name: string;
  service_name: string;
  shown_date: string;
  amount: string;
  currency: string;
  merchant_share_value: string;
  walee_share_value: string;
  net_amount: string;
  status: string;
  /** Sum of the payment's completed refunds; null when none, written 0.00. */
  refunded_amount: string | null;
}

/** UTF-8 byte order mark: spreadsheet programs then read Arabic and Urdu text correctly. */
export const utf8Bom = '\uFEFF';

export function transactionCsvPreamble(): string {
  return utf8Bom + csvRow(transactionCsvHeader.map((label) => csvTextField(label)));
}

const canonicalAmount = /^-?(?:0|[1-9]\d*)\.\d{2}$/;

/**
 * csvAmountField of the amount. numeric(18,2) text is already that plain form (`-12.50`), which
 * the export writes as is: parsing four amounts into Money and printing them back is most of a
 * row's cost (tests/api/csv-export-units.test.ts checks both paths agree). Other text goes through
 * the domain, and an amount that does not parse is written empty rather than as unchecked text.
 */
export function amountCell(text: string, currency: string): string {
  if (canonicalAmount.test(text)) return text;
  const parsed = parseMoney(text, isCurrencyCode(currency) ? currency : 'PKR');
  return parsed.ok ? csvAmountField(parsed.value) : '';
}

/** One CSV line: text cells neutralised against formula injection, amounts plain (csv-cell.ts). */
export function transactionCsvLine(row: TransactionCsvSource): string {
  return (
    csvTextField(row.transaction_id) +
    ',' +
    csvTextField(row.order_id) +
    ',' +
    csvTextField(row.msisdn) +
    ',' +
    csvTextField(row.country) +
    ',' +
    csvTextField(row.operator) +
    ',' +
    csvTextField(row.product_name) +
    ',' +
    csvTextField(row.service_name) +
    ',' +
    csvTextField(row.shown_date) +
    ',' +
    amountCell(row.amount, row.currency) +
    ',' +
    amountCell(row.merchant_share_value, row.currency) +
    ',' +
    amountCell(row.walee_share_value, row.currency) +
    ',' +
    amountCell(row.net_amount, row.currency) +
    ',' +
    csvTextField(row.status) +
    ',' +
    amountCell(row.refunded_amount ?? '0.00', row.currency) +
    csvLineEnd
  );
}
