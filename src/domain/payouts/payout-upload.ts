import { addMoney, parseMoney, zeroOf, type Money } from '../money/money';
import type { PayoutDecision, PayoutStatus } from './payout-request';

/**
 * docs/decisions/0026-payout-files.md: what an uploaded payout file may hold. The columns are
 * the payout export's (spec 3 §3 Payout row in the export), so a person exports the pending
 * requests, sets Status to Approved or Rejected in a spreadsheet and uploads the file. Only these
 * three columns are read; the others may stay, go or move.
 */
export const payoutUploadColumns = ['loanId', 'amount', 'status'] as const;
export type PayoutUploadColumn = (typeof payoutUploadColumns)[number];

export const payoutUploadLimits = {
  /** Data rows a file may hold; more is refused whole. */
  maxRows: 10_000,
  /** Bytes of the uploaded file. */
  maxBytes: 10 * 1024 * 1024,
  /** Bytes an xlsx (a zip) may unpack to: a zip bomb is refused before it is read. */
  maxUnpackedBytes: 200 * 1024 * 1024,
  /** Characters of a cell that is read; a longer one makes its row malformed. */
  maxCellLength: 100,
} as const;

/** spec 3 §5 Upload and §8: the specification's messages. */
export const uploadMessages = {
  wrongType: 'Only xlsx & xls files supported',
  noFile: 'Please select file',
  hasErrors: 'File has some errors. Please review to fix them and reupload.',
} as const;

/** A header cell read as a column name: case, spaces and punctuation do not matter ("Loan ID" is loanId). */
export function uploadColumnOf(header: string): PayoutUploadColumn | null {
  const key = header.toLowerCase().replace(/[^a-z0-9]/g, '');
  return payoutUploadColumns.find((column) => column.toLowerCase() === key) ?? null;
}

/** The file's own name decides nothing on its own, but a name that is not .xlsx or .xls is refused too. */
export function hasSpreadsheetName(name: string): boolean {
  return /\.(xlsx|xls)$/i.test(name.trim());
}

/** spec 3 §4 Upload: Approved or Rejected (any case, trimmed); anything else is discarded and counted as Pending. */
export function uploadDecisionOf(status: string): PayoutDecision | null {
  const key = status.trim().toLowerCase();
  if (key === 'approved') return 'Approved';
  if (key === 'rejected') return 'Rejected';
  return null;
}

/** An amount as a spreadsheet shows it: plain (1500.5) or grouped with commas (1,500.50). */
export function uploadAmountOf(text: string): Money | null {
  const trimmed = text.trim();
  const plain = /^\d{1,3}(,\d{3})+(\.\d+)?$/.test(trimmed) ? trimmed.replace(/,/g, '') : trimmed;
  // Stryker disable next-line Regex: equivalent without $, parseMoney refuses anything after the number; this check refuses a sign.
  if (!/^\d+(\.\d+)?$/.test(plain)) return null;
  const parsed = parseMoney(plain, 'PKR');
  return parsed.ok && parsed.value.minor > 0n ? parsed.value : null;
}

/** What happens to a row: approved, rejected, or discarded with its reason. */
export const uploadRowReasons = ['malformed', 'invalid-status', 'duplicate', 'unknown-id', 'already-decided', 'amount-changed'] as const;
export type UploadRowReason = (typeof uploadRowReasons)[number];
export type UploadRowOutcome = { kind: 'apply'; decision: PayoutDecision } | { kind: 'discard'; reason: UploadRowReason; detail: string; note: UploadRowNote };

/**
 * Why exactly a row is discarded, as a code and the values its sentence names, so every language
 * writes its own sentence (the portal's catalogues); `detail` is the English one, for the API.
 */
export const uploadNoteCodes = [
  'cell-formula',
  'cell-control-characters',
  'cell-too-long',
  'loan-id-empty',
  'status-not-decision',
  'not-an-amount',
  'loan-id-repeated',
  'loan-id-unknown',
  'request-decided',
  'amount-differs',
] as const;
export type UploadNoteCode = (typeof uploadNoteCodes)[number];
export interface UploadRowNote {
  code: UploadNoteCode;
  /** The cell's column, the text read, the loan id, the request's status or the length limit, as the code needs. */
  values: Readonly<Record<string, string>>;
}

const noteSentences: Readonly<Record<UploadNoteCode, (values: Readonly<Record<string, string>>) => string>> = {
  'cell-formula': (v) => `The ${v.column} cell holds a formula; formulas are not read`,
  'cell-control-characters': (v) => `The ${v.column} cell holds control characters`,
  'cell-too-long': (v) => `The ${v.column} cell is longer than ${v.max} characters`,
  'loan-id-empty': () => 'The loanId cell is empty',
  'status-not-decision': (v) => `Status "${v.status}" is neither Approved nor Rejected: left Pending`,
  'not-an-amount': (v) => `The amount "${v.amount}" is not an amount`,
  'loan-id-repeated': (v) => `Loan ${v.loanId} appears earlier in the file`,
  'loan-id-unknown': (v) => `No payout request has the loan id ${v.loanId}`,
  'request-decided': (v) => `The request is already ${v.status}`,
  'amount-differs': () => 'The amount differs from the request’s',
};

/** The English sentence of a note (the API's `detail`). */
export function uploadNoteText(note: UploadRowNote): string {
  return noteSentences[note.code](note.values);
}

/** Why a read cell is not taken: a formula (never evaluated) or control characters such as NUL. */
export type UnreadableCell = { column: PayoutUploadColumn; problem: 'formula' | 'control-characters' };

/** One data row as read from the file (every cell as text, control characters removed). */
export interface UploadRowCells {
  /** The row number in the sheet (the header is row 1). */
  row: number;
  loanId: string;
  amount: string;
  status: string;
  unreadable: UnreadableCell | null;
}

/** What a cell's text loses before it is read (the parser thread shortens long texts by the same pattern). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
export const cellControlCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** A cell's text without control characters, and whether it had any (PostgreSQL text cannot hold NUL). */
export function cleanCellText(text: string): { text: string; hadControl: boolean } {
  const cleaned = text.replace(cellControlCharacters, '');
  return { text: cleaned, hadControl: cleaned.length !== text.length };
}

/** Text as it may be shown or stored: cleaned and cut to the longest cell that is read. */
export function shownCellText(text: string): string {
  const { text: cleaned } = cleanCellText(text);
  return cleaned.length > payoutUploadLimits.maxCellLength ? `${cleaned.slice(0, payoutUploadLimits.maxCellLength)}…` : cleaned;
}

/** The request a row names, as stored now. */
export interface UploadTarget {
  status: PayoutStatus;
  amount: Money;
}

/**
 * spec 3 §4 Upload, row by row: a malformed row (a formula, an over-long cell, no loan id, an amount
 * that is not one) and a status other than Approved or Rejected are discarded first (the latter
 * counted as Pending); then a loan id seen before in the file, an unknown id, a request no longer
 * Pending and an amount that differs from the request's are discarded. `seen` collects loan ids.
 */
export function classifyUploadRow(cells: UploadRowCells, target: UploadTarget | undefined, seen: Set<string>): UploadRowOutcome {
  const discard = (reason: UploadRowReason, code: UploadNoteCode, values: Record<string, string> = {}): UploadRowOutcome => {
    const note = { code, values };
    return { kind: 'discard', reason, detail: uploadNoteText(note), note };
  };
  if (cells.unreadable !== null) {
    const { column, problem } = cells.unreadable;
    return discard('malformed', problem === 'formula' ? 'cell-formula' : 'cell-control-characters', { column });
  }
  for (const column of payoutUploadColumns) {
    if (cells[column].length > payoutUploadLimits.maxCellLength)
      return discard('malformed', 'cell-too-long', { column, max: String(payoutUploadLimits.maxCellLength) });
  }
  const loanId = cells.loanId.trim();
  if (loanId === '') return discard('malformed', 'loan-id-empty');
  const decision = uploadDecisionOf(cells.status);
  if (decision === null) return discard('invalid-status', 'status-not-decision', { status: shownCellText(cells.status.trim()) });
  const amount = uploadAmountOf(cells.amount);
  if (amount === null) return discard('malformed', 'not-an-amount', { amount: shownCellText(cells.amount.trim()) });
  if (seen.has(loanId)) return discard('duplicate', 'loan-id-repeated', { loanId });
  seen.add(loanId);
  if (target === undefined) return discard('unknown-id', 'loan-id-unknown', { loanId });
  if (target.status !== 'Pending') return discard('already-decided', 'request-decided', { status: target.status });
  if (amount.minor !== target.amount.minor) return discard('amount-changed', 'amount-differs');
  return { kind: 'apply', decision };
}

/** spec 3 §3 Upload summary's figures: rows, approvals, rejections, and the amount the approvals pay out. */
export interface UploadTotals {
  total: number;
  approved: number;
  rejected: number;
  invalidStatus: number;
  discarded: number;
  amount: Money;
}

export function uploadTotalsOf(rows: ReadonlyArray<{ outcome: UploadRowOutcome; amount: Money | null }>): UploadTotals {
  const totals: UploadTotals = { total: rows.length, approved: 0, rejected: 0, invalidStatus: 0, discarded: 0, amount: zeroOf('PKR') };
  for (const { outcome, amount } of rows) {
    if (outcome.kind === 'discard') {
      totals.discarded += 1;
      if (outcome.reason === 'invalid-status') totals.invalidStatus += 1;
    } else if (outcome.decision === 'Approved') {
      totals.approved += 1;
      if (amount !== null) totals.amount = addMoney(totals.amount, amount);
    } else {
      totals.rejected += 1;
    }
  }
  return totals;
}

/** spec 3 §9: the file record list pages 25 by default, with 25/50/100/500. */
export const fileRecordPageSizes = [25, 50, 100, 500] as const;
