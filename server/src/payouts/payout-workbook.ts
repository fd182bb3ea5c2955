import {
  cleanCellText,
  hasSpreadsheetName,
  payoutUploadColumns,
  payoutUploadLimits,
  uploadColumnOf,
  uploadMessages,
  type PayoutUploadColumn,
  type UnreadableCell,
  type UploadRowCells,
} from '../../../src/domain/payouts/payout-upload';
import { parseWorkbookOffThread, type ParseBudget, type ParsedCell } from './workbook-parser';

/** Why a whole file is refused (spec 3 §7 File upload: error_code and err_desc); `field` names the column or the file. */
export interface WorkbookProblem {
  status: 400 | 413 | 415 | 422;
  errorCode: 'file.missing' | 'file.wrong-type' | 'file.too-large' | 'file.unreadable' | 'file.too-many-rows' | 'file.missing-column' | 'file.empty';
  message: string;
  field: string;
}

export type WorkbookRead = { ok: true; rows: UploadRowCells[] } | { ok: false; problem: WorkbookProblem };

const zipMagic = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** The compound file (CFB) signature of the old binary .xls. */
const cfbMagic = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

const refuse = (problem: WorkbookProblem): WorkbookRead => ({ ok: false, problem });
const wrongType = (): WorkbookRead => refuse({ status: 415, errorCode: 'file.wrong-type', message: uploadMessages.wrongType, field: 'file' });
const unreadable = (why: string): WorkbookRead =>
  refuse({ status: 422, errorCode: 'file.unreadable', message: `The file cannot be read: ${why}`, field: 'file' });

/**
 * An xlsx is a zip: its central directory states what every entry unpacks to. A workbook that would
 * unpack beyond the limit (a zip bomb), a ZIP64 archive or a zip that is not a spreadsheet
 * (no xl/workbook.xml: an .ods, a .docx, a .jar renamed) is refused before the library reads it.
 */
function zipProblem(bytes: Buffer): string | null {
  const endRecord = 0x06054b50;
  const searchFrom = Math.max(0, bytes.length - 0xffff - 22);
  let end = -1;
  for (let at = bytes.length - 22; at >= searchFrom; at -= 1) {
    if (bytes.readUInt32LE(at) === endRecord) {
      end = at;
      break;
    }
  }
  if (end < 0) return 'it is not a complete xlsx';
  const entries = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  let unpacked = 0;
  let hasWorkbook = false;
  for (let index = 0; index < entries; index += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) return 'its zip directory is damaged';
    const size = bytes.readUInt32LE(at + 24);
    if (size === 0xffffffff) return 'it is too large once unpacked';
    unpacked += size;
    const nameLength = bytes.readUInt16LE(at + 28);
    const name = bytes.toString('utf8', at + 46, at + 46 + nameLength);
    if (name === 'xl/workbook.xml') hasWorkbook = true;
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  if (unpacked > payoutUploadLimits.maxUnpackedBytes) return 'it is too large once unpacked';
  return hasWorkbook ? null : 'it is not an xlsx workbook';
}

function cellOf(row: ReadonlyArray<ParsedCell | null> | null | undefined, column: number | undefined): ParsedCell | null {
  return row === undefined || row === null || column === undefined ? null : (row[column] ?? null);
}

/** A cell as the text the spreadsheet shows (never a formula's evaluation: its cached value at most). */
function textOf(cell: ParsedCell | null): string {
  if (cell === null || cell.v === null) return '';
  return cell.w ?? String(cell.v);
}

const overBudget = (): WorkbookRead => unreadable('it needs more memory or time than a payout file may take');

/**
 * docs/decisions/0026-payout-files.md: reads an uploaded payout file with SheetJS (@e965/xlsx), in
 * a worker thread with a time and memory budget (workbook-parser.ts).
 * The bytes decide the type: a zip holding an xlsx workbook, or a compound file (xls); anything
 * else is 'Only xlsx & xls files supported' whatever its name. Formulas are never evaluated (a read
 * cell holding one makes its row malformed), only the first sheet is read, its first non-empty row
 * is the header, and at most payoutUploadLimits.maxRows data rows are accepted.
 */
export async function readPayoutWorkbook(originalName: string, bytes: Buffer, budget?: ParseBudget): Promise<WorkbookRead> {
  if (bytes.length === 0) return refuse({ status: 400, errorCode: 'file.missing', message: uploadMessages.noFile, field: 'file' });
  if (!hasSpreadsheetName(originalName)) return wrongType();
  const isZip = bytes.subarray(0, 4).equals(zipMagic);
  const isCfb = bytes.subarray(0, 8).equals(cfbMagic);
  if (!isZip && !isCfb) return wrongType();
  if (isZip) {
    const problem = zipProblem(bytes);
    if (problem !== null) return problem === 'it is not an xlsx workbook' ? wrongType() : unreadable(problem);
  }

  // One row more than allowed (and the header) is enough to know the file is too long.
  const parsed = await parseWorkbookOffThread(bytes, payoutUploadLimits.maxRows + 12, budget);
  if (!parsed.ok) {
    if (parsed.reason === 'over-budget') return overBudget();
    return unreadable(parsed.reason === 'protected' ? 'it is protected by a password' : 'it is damaged or not a spreadsheet');
  }
  const data = parsed.data;

  const headerIndex = data.findIndex((row) => row?.some((cell) => textOf(cell).trim() !== '') === true);
  if (headerIndex < 0) return refuse({ status: 422, errorCode: 'file.empty', message: 'The file has no rows', field: 'file' });
  const columns = new Map<PayoutUploadColumn, number>();
  (data[headerIndex] ?? []).forEach((cell, index) => {
    const column = uploadColumnOf(cleanCellText(textOf(cell)).text);
    if (column !== null && !columns.has(column)) columns.set(column, index);
  });
  const missing = payoutUploadColumns.filter((column) => !columns.has(column));
  if (missing.length > 0) {
    return refuse({
      status: 422,
      errorCode: 'file.missing-column',
      message: `The first row must name the columns ${payoutUploadColumns.join(', ')}; missing: ${missing.join(', ')}`,
      field: missing[0] ?? 'file',
    });
  }

  const rows: UploadRowCells[] = [];
  for (let index = headerIndex + 1; index < data.length; index += 1) {
    const row = data[index];
    const read = (column: PayoutUploadColumn) => {
      const cell = cellOf(row, columns.get(column));
      const { text, hadControl } = cleanCellText(textOf(cell));
      const unreadableCell: UnreadableCell | null =
        cell?.formula === true ? { column, problem: 'formula' } : hadControl ? { column, problem: 'control-characters' } : null;
      return { text, unreadableCell };
    };
    const loanId = read('loanId');
    const amount = read('amount');
    const status = read('status');
    if (
      loanId.text.trim() === '' &&
      amount.text.trim() === '' &&
      status.text.trim() === '' &&
      !loanId.unreadableCell &&
      !amount.unreadableCell &&
      !status.unreadableCell
    )
      continue;
    if (rows.length === payoutUploadLimits.maxRows) {
      return refuse({
        status: 413,
        errorCode: 'file.too-many-rows',
        message: `A file may hold at most ${payoutUploadLimits.maxRows} rows: split it`,
        field: 'file',
      });
    }
    rows.push({
      row: index + 1,
      loanId: loanId.text,
      amount: amount.text,
      status: status.text,
      unreadable: loanId.unreadableCell ?? amount.unreadableCell ?? status.unreadableCell,
    });
  }
  // sheetRows cut the sheet: its full range tells whether more rows followed.
  if (parsed.fullRows !== null && parsed.fullRows > payoutUploadLimits.maxRows + 12) {
    return refuse({
      status: 413,
      errorCode: 'file.too-many-rows',
      message: `A file may hold at most ${payoutUploadLimits.maxRows} rows: split it`,
      field: 'file',
    });
  }
  if (rows.length === 0) return refuse({ status: 422, errorCode: 'file.empty', message: 'The file has a header but no rows', field: 'file' });
  return { ok: true, rows };
}
