import type { ColumnType } from 'kysely';
import type { CreatedAt, Money } from '../core-tables';
import type { DateText, NullableJson, NullableTimestamp, OptionalText } from './column-types';

export type RefundStatus = 'pending' | 'completed' | 'failed';

/** docs/decisions/0033-call-centre-and-refunds.md: a refund of one transaction (migration 0018). */
export interface RefundsTable {
  id: string;
  transaction_id: string;
  transaction_number: string;
  merchant_id: string;
  service_id: string;
  provider: 'easypaisa' | 'jazzcash';
  amount: Money;
  currency: string;
  status: ColumnType<RefundStatus, RefundStatus | undefined, RefundStatus>;
  idempotency_key: OptionalText;
  requested_by: OptionalText;
  requested_by_name: string;
  provider_reference: OptionalText;
  provider_response: NullableJson<Record<string, unknown>>;
  message: OptionalText;
  created_at: CreatedAt;
  completed_at: NullableTimestamp;
}

/** docs/decisions/0041-refunds-in-the-money-figures.md: a refund of an earlier payment a settlement took off its revenue (migration 0037). */
export interface SettlementAdjustmentsTable {
  id: string;
  settlement_id: string;
  refund_id: string;
  transaction_number: string;
  payment_day: DateText;
  refund_day: DateText;
  amount: Money;
  walee_share: Money;
  merchant_share: Money;
  currency: string;
}
