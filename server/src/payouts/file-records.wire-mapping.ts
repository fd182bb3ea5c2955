import * as XLSX from '@e965/xlsx';
import type { FileRecordDto } from '../../../src/contract/payout-files.contract';
import { neutraliseCsvText } from '../../../src/domain/csv/csv-cell';
import { formatInstant } from '../../../src/domain/time/date-formats';
import { countOf, wireAmount, wireInstant } from '../http/wire-values';
import type { FileRecordRow } from './file-records.repository';

export function fileRecordDtoOf(row: FileRecordRow): FileRecordDto {
  return {
    _id: row.id,
    originalName: row.originalName,
    fileName: row.fileName,
    updatedRecords: countOf(row.updatedRecords),
    noOfTransactions: countOf(row.noOfTransactions),
    Approved: countOf(row.approved),
    Rejected: countOf(row.rejected),
    amount: wireAmount(row.amount),
    createdDate: wireInstant(row.createdAt),
    dateFrom: row.dateFrom,
    dateTo: row.dateTo,
  };
}

const headers = ['File', 'Stored as', 'Uploaded', 'Rows', 'Updated', 'Approved', 'Rejected', 'Amount (PKR)', 'Date from', 'Date to'];

/**
 * spec 3 §2 /file-records export: an xlsx of the records. Text cells are written as text and
 * neutralised like the CSV export's (docs/decisions/0011-csv-export-and-auto-payout-jobs.md), so a file name such as
 * `=HYPERLINK(...)` stays text in any spreadsheet; counts and amounts are numbers.
 */
export function fileRecordsWorkbook(rows: readonly FileRecordRow[], timeZone: string): Buffer {
  const text = (value: string | null): XLSX.CellObject => ({ t: 's', v: value === null ? '' : neutraliseCsvText(value) });
  const number = (value: number): XLSX.CellObject => ({ t: 'n', v: value });
  const sheet = XLSX.utils.aoa_to_sheet([
    headers,
    ...rows.map((row) => [
      text(row.originalName),
      text(row.fileName),
      text(formatInstant(row.createdAt.toISOString(), 'dateTimeMinutes12h', timeZone)),
      number(countOf(row.noOfTransactions)),
      number(countOf(row.updatedRecords)),
      number(countOf(row.approved)),
      number(countOf(row.rejected)),
      { t: 'n', v: wireAmount(row.amount), z: '#,##0.00' } satisfies XLSX.CellObject,
      text(row.dateFrom),
      text(row.dateTo),
    ]),
  ]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'File records');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}
