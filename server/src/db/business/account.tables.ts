import type { ColumnType, Generated } from 'kysely';
import type { AccountHistoryAction } from '../../../../src/domain/accounts/account-history';
import type { CreatedAt, Money } from '../core-tables';
import type { NullableDecimal, NullableJson, OptionalText, Percent } from './column-types';

// Migration 0007: the merchant and carrier history pages (spec 2 §2.2, §2.3) and balance top-ups.

interface HistoryColumns {
  id: Generated<number>;
  at: CreatedAt;
  actor_id: string | null;
  actor_name: string;
  action: AccountHistoryAction;
  description: string;
}

export interface MerchantHistoryTable extends HistoryColumns {
  merchant_id: string;
}

export interface CarrierHistoryTable extends HistoryColumns {
  operator_id: string;
}

export interface MerchantBalanceTopUpsTable {
  id: Generated<string>;
  merchant_id: string;
  idempotency_key: OptionalText;
  currency: string;
  gross_amount: Money;
  tax: Percent;
  tax_amount: Money;
  net_amount: Money;
  balance_after: NullableDecimal;
  response: NullableJson<unknown>;
  created_by: string | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}
