import type { ColumnType, Generated } from 'kysely';
import type { LedgerEntryKind } from '../../../../src/domain/payouts/payout-ledger';
import type { CreatedAt, Json, Money } from '../core-tables';
import type {
  Counter,
  JsonWithDefault,
  MoneyWithDefault,
  NullableDateText,
  NullableDecimal,
  NullableJson,
  NullableTimestamp,
  OptionalText,
  Percent,
  UpdatedAt,
} from './column-types';

export type PayoutStatus = 'Pending' | 'Approved' | 'Rejected';
export type PayoutType = 'WALLET' | 'BANK';

/** spec 3 §3 Payout/loan request; job (nextTry, nextTryReason) is the auto-payout retry state. */
export interface LoanRequestsTable {
  id: string;
  loan_id: string;
  merchant_id: string;
  /** Unique per merchant: a retried submission cannot pay twice. */
  merchant_order_id: string;
  amount: Money;
  status: ColumnType<PayoutStatus, PayoutStatus | undefined, PayoutStatus>;
  payout_type: PayoutType;
  bank_name: string;
  bank_code: OptionalText;
  bank_no: string;
  cert_name: string;
  cert_id: string;
  beneficiary_email: OptionalText;
  msisdn: string;
  description: string;
  message: OptionalText;
  job_next_try: NullableTimestamp;
  job_next_try_reason: OptionalText;
  /** The provider's reference once the payout has been sent. */
  provider_reference: OptionalText;
  /** The uploaded file that set the status, when a file did. */
  file_record_id: OptionalText;
  created_by: OptionalText;
  decided_by: OptionalText;
  /** The approval (or rejection) date shown in the detail dialog. */
  decided_at: NullableTimestamp;
  /** The add-payout submission's key (migration 0013): a repeat answers the first request. */
  idempotency_key: OptionalText;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** docs/decisions/0025-payouts.md: one disbursal job per approved request (migration 0013). */
export interface PayoutJobsTable {
  id: Generated<number>;
  loan_request_id: string;
  provider: 'easypaisa' | 'jazzcash';
  state: ColumnType<'queued' | 'done' | 'failed', 'queued' | 'done' | 'failed' | undefined, 'queued' | 'done' | 'failed'>;
  attempts: Counter;
  next_run_at: ColumnType<Date, Date | string | undefined, Date | string>;
  last_error: OptionalText;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** docs/decisions/0025-payouts.md: requests per merchant and status, kept by triggers (migration 0013). */
export interface LoanRequestCountsTable {
  merchant_id: string;
  status: string;
  n: ColumnType<string | number, string | number | undefined, string | number>;
}

/** spec 3 §3 File record and the upload summary it came from. */
export interface FileRecordsTable {
  id: string;
  original_name: string;
  file_name: string;
  size: number;
  no_of_transactions: Counter;
  updated_records: Counter;
  approved_count: Counter;
  rejected_count: Counter;
  /** Rows whose status was neither Approved nor Rejected: counted as Pending (spec 3 §4). */
  invalid_count: Counter;
  invalid_statuses: JsonWithDefault<string[]>;
  amount: MoneyWithDefault;
  date_from: NullableDateText;
  date_to: NullableDateText;
  uploaded_by: OptionalText;
  created_at: CreatedAt;
}

/** One row of a pending upload as stored (docs/decisions/0026-payout-files.md). */
export interface StoredUploadRow {
  row: number;
  loanId: string;
  outcome: 'Approved' | 'Rejected' | 'discarded';
  reason: string | null;
  detail: string | null;
  /** The row's amount as exact text, when it is one. */
  amount: string | null;
  /** The request an accepted row decides. */
  requestId: string | null;
}

/** A parsed upload waiting for its confirmation (migration 0022). */
export interface PayoutUploadsTable {
  file_name: string;
  original_name: string;
  size: number;
  state: ColumnType<'pending' | 'confirmed' | 'deleted', 'pending' | undefined, 'confirmed' | 'deleted'>;
  total: number;
  invalid_count: number;
  summary: ColumnType<unknown, string, string>;
  rows: ColumnType<StoredUploadRow[], string, string>;
  result: NullableJson<unknown>;
  file_record_id: OptionalText;
  uploaded_by: OptionalText;
  created_at: CreatedAt;
  settled_at: NullableTimestamp;
}

/** spec 3 §3 Payout account: one per merchant; the balance can never go below zero (docs/spec/decisions.md §3). */
export interface PayoutAccountsTable {
  id: Generated<string>;
  merchant_id: string;
  currency: ColumnType<string, string | undefined, string>;
  available_balance: MoneyWithDefault;
  total_transactions: Counter;
  total_transactions_amount: MoneyWithDefault;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export type AccountTransactionCurrency = 'PKR' | 'USD';
/** spec 3 §9: payment methods for account transactions. */
export type AccountPaymentMethod = 'IBFT' | 'CASH' | 'SETTLEMENT' | 'USD-DEPOSIT' | 'INWARD-REMITTANCE';

/** A dated change of an account transaction (its History action, spec 3 §2). */
export interface AccountTransactionHistoryEntry {
  date: string;
  description: string;
  userName: string;
}

/** spec 3 §3 Account transaction: a top-up of a merchant's payout account. */
export interface AccountTransactionsTable {
  id: string;
  transaction_id: string;
  merchant_id: string;
  currency: AccountTransactionCurrency;
  payment_method: AccountPaymentMethod;
  total_amount: Money;
  /** PKR credited to the payout account (spec 3 §5 billed amount). */
  total_billed_amount: Money;
  exchange_rate: NullableDecimal;
  walee_commission: Percent;
  sbp_charges: Percent;
  service_sales_tax: Percent;
  with_holding_charges: Percent;
  history: Json<AccountTransactionHistoryEntry[]>;
  created_by: OptionalText;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** Deleting hides the transaction, never erases it (docs/spec/decisions.md §8, migration 0014). */
  deleted_at: NullableTimestamp;
  deleted_by: OptionalText;
  /** The create's Idempotency-Key: a repeat answers this transaction (migration 0014). */
  idempotency_key: OptionalText;
}

/** docs/decisions/0022-payout-ledger.md: one immutable entry per change of a payout account's balance (migration 0012). */
export interface PayoutLedgerEntriesTable {
  id: Generated<number>;
  account_id: string;
  merchant_id: string;
  kind: LedgerEntryKind;
  /** Signed: credits positive, debits negative. */
  amount: Money;
  balance_after: Money;
  reference_type: string;
  reference_id: OptionalText;
  description: string;
  created_by: OptionalText;
  created_at: CreatedAt;
}
