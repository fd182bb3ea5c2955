import type { Money } from '../../domain/money/money';
import type { PayoutDecision, PayoutProvider, PayoutRefusalCode, PayoutStatus } from '../../domain/payouts/payout-request';
import type { UploadRowNote, UploadRowReason } from '../../domain/payouts/payout-upload';
import type { GridPage, GridWindow } from '../../domain/shared/grid-page';

/** spec 3 §3 Payout/loan request, in the portal's words. */
export interface PayoutRequest {
  id: string;
  loanId: string;
  merchantOrderId: string;
  merchantName: string;
  merchantId: string;
  bankName: string;
  bankCode: string | null;
  certName: string;
  certId: string;
  beneficiaryEmail: string | null;
  msisdn: string;
  bankNo: string;
  payoutType: string;
  amount: Money;
  status: PayoutStatus;
  description: string;
  message: string | null;
  /** ISO instants. */
  createdDate: string;
  updatedDate: string;
  approvalDate: string | null;
  job: { nextTry: string | null; nextTryReason: string | null };
}

export const payoutSortFields = ['createdDate', 'amount', 'status', 'loanId', 'bankName'] as const;
export type PayoutSortField = (typeof payoutSortFields)[number];

export interface PayoutFilter {
  query?: string;
  status?: PayoutStatus;
  /** Business dates YYYY-MM-DD, both included. */
  from?: string;
  to?: string;
}

export interface PayoutQuery extends PayoutFilter {
  page: number;
  pageSize: number;
  sort?: { field: PayoutSortField; direction: 'asc' | 'desc' };
}

export interface PayoutPage {
  rows: PayoutRequest[];
  total: number;
}

/** spec 3 §3 Payout row in the export. */
export interface PayoutExportRow {
  loanId: string;
  merchantName: string;
  merchantOrderId: string;
  amount: Money;
  certName: string;
  payoutType: string;
  bankName: string;
  bankCode: string | null;
  bankNo: string;
  msisdn: string;
  status: PayoutStatus;
  createdDate: string;
  dateFrom: string | null;
  dateTo: string | null;
}

/** spec 3 §8 Payout refresh: success, failed, or anything else. */
export interface PayoutRefresh {
  outcome: 'success' | 'failed' | 'pending' | 'unknown';
  message: string;
  request: PayoutRequest;
}

export type AutoPaymentState = 'start' | 'stop';

/** spec 3 §5 Add payout, as the form's schema checked it. */
export interface NewPayoutRequest {
  merchantOrderId: string;
  /** Exact, as the form's schema read it once (rupees). */
  amount: Money;
  certName: string;
  certId: string;
  payoutType: 'WALLET';
  bankName: 'Easypaisa' | 'Jazzcash';
  msisdn: string;
  bankNo: string;
  description: string;
  beneficiaryEmail?: string | undefined;
  /** The merchant, chosen by platform staff; a merchant user's own is used otherwise. */
  merchantId?: string;
}

/** One row of an uploaded file and what confirming will do with it (docs/decisions/0026-payout-files.md). */
export interface PayoutUploadRow {
  row: number;
  loanId: string;
  outcome: PayoutDecision | 'discarded';
  reason: UploadRowReason | null;
  /** The server's English sentence; the portal writes `note` in its language. */
  detail: string | null;
  note: UploadRowNote | null;
  amount: Money | null;
}

/** spec 3 §3 Upload summary. */
export interface PayoutUploadSummary {
  originalName: string;
  /** The server's name of the pending upload: confirm and Delete file name it. */
  fileName: string;
  size: number;
  total: number;
  approved: number;
  rejected: number;
  invalidStatus: Array<{ row: number; loanId: string; status: string }>;
  /** What the approved rows pay out. */
  amount: Money;
  discarded: number;
  rows: PayoutUploadRow[];
}

/** spec 3 §3 File record. */
export interface FileRecord {
  id: string;
  originalName: string;
  fileName: string;
  updatedRecords: number;
  noOfTransactions: number;
  approved: number;
  rejected: number;
  amount: Money;
  /** ISO instant. */
  createdDate: string;
  /** Business dates of the oldest and newest request the file decided. */
  dateFrom: string | null;
  dateTo: string | null;
}

export interface PayoutFileConfirmation {
  record: FileRecord;
  /** The file had been confirmed before: nothing was applied again. */
  alreadyConfirmed: boolean;
  /** Rows decided by someone else since the upload (or that the balance could not pay). */
  skipped: Array<{ row: number; loanId: string; code: PayoutRefusalCode | null; detail: string }>;
}

/** spec 3 §2 /file-records: search text and a date from/to (business dates). */
export interface FileRecordFilter {
  query?: string;
  from?: string;
  to?: string;
}

/** A file chosen on the person's computer. */
export interface ChosenFile {
  name: string;
  size: number;
  content: Blob;
}

/** spec 3 §7 Payout requests. */
export interface PayoutsPort {
  list(query: PayoutQuery): Promise<PayoutPage>;
  exportRows(filter: PayoutFilter, timeZone: string): Promise<PayoutExportRow[]>;
  get(id: string): Promise<PayoutRequest>;
  decide(request: PayoutRequest, decision: PayoutDecision): Promise<PayoutRequest>;
  refresh(id: string, provider: PayoutProvider): Promise<PayoutRefresh>;
  autoPayments(): Promise<Record<PayoutProvider, AutoPaymentState>>;
  setAutoPayment(provider: PayoutProvider, state: AutoPaymentState): Promise<AutoPaymentState>;
  /** The same key for every retry of one submission: the server creates one request. */
  add(request: NewPayoutRequest, idempotencyKey: string): Promise<{ loanId: string }>;
  /** spec 3 §7 File upload: reads the file and answers the summary; nothing changes yet. */
  uploadFile(file: ChosenFile): Promise<PayoutUploadSummary>;
  /** spec 3 §7 File parsed: applies the upload once. */
  confirmFile(summary: PayoutUploadSummary): Promise<PayoutFileConfirmation>;
  /** spec 3 §7 Delete file. */
  discardFile(fileName: string): Promise<void>;
  fileRecords(filter: FileRecordFilter, window: GridWindow): Promise<GridPage<FileRecord>>;
  /** The records of the filter as an xlsx. */
  exportFileRecords(filter: FileRecordFilter): Promise<Blob>;
}
