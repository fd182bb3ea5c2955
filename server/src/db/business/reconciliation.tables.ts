import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Money } from '../core-tables';
import type { Counter, DateText, UpdatedAt, NullableDecimal, NullableTimestamp, OptionalText } from './column-types';

export type BookProvider = 'easypaisa' | 'jazzcash' | 'card';
export type BookEntryKind = 'charge' | 'refund' | 'payout';
export type BookEntryStatus = 'SUCCESS' | 'FAILED' | 'REVERSED';

/**
 * Migration 0035: a sandbox provider's own book (docs/decisions/0035-reconciliation.md), written by the
 * sandbox adapters when money moves and read only by the provider's statement, never by the gateway.
 */
export interface ProviderBookEntriesTable {
  id: Generated<number>;
  provider: BookProvider;
  kind: BookEntryKind;
  provider_reference: string;
  merchant_reference: string;
  amount: Money;
  currency: string;
  status: BookEntryStatus;
  business_day: DateText;
  at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export type ReconciliationClass = 'matched' | 'differs' | 'provider_only' | 'ours_only';
export type ReconciliationResolution = 'refund_pending' | 'refunded' | 'resolved';

/** Migration 0035: one reconciliation of a provider's business day (re-run in place). */
export interface ReconciliationRunsTable {
  id: string;
  provider: BookProvider;
  business_day: DateText;
  source: 'provider' | 'upload';
  file_name: OptionalText;
  statement_lines: Counter;
  started_by: OptionalText;
  started_by_name: string;
  started_at: UpdatedAt;
  finished_at: NullableTimestamp;
}

export interface ReconciliationDailyClaimsTable {
  provider: BookProvider;
  business_day: DateText;
  claimed_at: CreatedAt;
}

/** Migration 0035: a statement line, or one of ours the statement lacks, with its class and resolution. */
export interface ReconciliationLinesTable {
  id: Generated<number>;
  run_id: string;
  line_no: ColumnType<number | null, number | null | undefined, number | null>;
  kind: BookEntryKind;
  provider_reference: string;
  merchant_reference: OptionalText;
  class: ColumnType<ReconciliationClass | null, ReconciliationClass | null | undefined, ReconciliationClass | null>;
  statement_at: NullableTimestamp;
  statement_amount: NullableDecimal;
  statement_currency: OptionalText;
  statement_status: OptionalText;
  our_id: OptionalText;
  our_amount: NullableDecimal;
  our_status: OptionalText;
  resolution: ColumnType<ReconciliationResolution | null, ReconciliationResolution | null | undefined, ReconciliationResolution | null>;
  note: OptionalText;
  refund_requested_by: OptionalText;
  refund_requested_by_name: OptionalText;
  resolved_by: OptionalText;
  resolved_by_name: OptionalText;
  resolved_at: NullableTimestamp;
  /** Migration 0040: an orphan charge given back here, by the id the provider gave its refund. */
  refund_reference: OptionalText;
}
