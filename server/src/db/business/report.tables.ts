import type { ColumnType } from 'kysely';
import type { CreatedAt, Json, Money, Timestamp } from '../core-tables';
import type { Counter, DateText, NullableJson, OptionalText, Percent, UpdatedAt } from './column-types';

/** spec 1 §3 Settlement; merchantName comes from the merchant (merchant_id is userTypeId). */
export interface SettlementsTable {
  id: string;
  transaction_id: string;
  merchant_id: string;
  transaction_date: Timestamp;
  channel: string;
  country: string;
  date_from: DateText;
  date_to: DateText;
  total_revenue: Money;
  walee_share: Money;
  walee_share_percentage: Percent;
  merchant_share: Money;
  merchant_share_percentage: Percent;
  sub_total: Money;
  remittance_charges: Money;
  remittance_charges_percentage: Percent;
  net_transfer_amount: Money;
  exchange_rate: string;
  net_settled_amount: Money;
  gross_settled_amount: Money;
  local_currency: string;
  settled_currency: string;
  /** spec 1 §4: always Paid. */
  status: 'Paid';
  created_by: OptionalText;
  created_at: CreatedAt;
}

export type CsvJobStatus = 'pending' | 'inprogress' | 'completed' | 'failed' | 'cancelled' | 'deleted';

/** The keyset position after the last committed chunk and the file's length at that point. */
export interface CsvExportCursor {
  /** Null before the first chunk; then the last exported row's transaction_date (text) and id. */
  afterDate: string | null;
  afterId: string | null;
  bytes: number;
}

/** spec 1 §3 CSV job: the report filter that made it, and its progress. */
export interface CsvJobsTable {
  id: string;
  /** Null for a job of platform staff over every merchant. */
  merchant_id: OptionalText;
  created_by: string;
  module: string;
  query: Json<Record<string, unknown>>;
  status: ColumnType<CsvJobStatus, CsvJobStatus | undefined, CsvJobStatus>;
  completed_records: Counter;
  total_records: Counter;
  file_path: OptionalText;
  error: OptionalText;
  /** Where a resumed export picks up (migration 0005): null until the first chunk is written. */
  cursor: NullableJson<CsvExportCursor>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}
