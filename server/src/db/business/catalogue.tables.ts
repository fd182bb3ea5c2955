import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Money } from '../core-tables';
import type { JsonWithDefault, MoneyWithDefault, NullableTimestamp, OptionalText, Percent, PercentWithDefault, UpdatedAt } from './column-types';

export type ServiceType = 'Loan' | 'Voucher' | 'Others';
/** spec 3 §9: the payment-session methods a service may offer. */
export type PaymentMethod = 'Easypaisa' | 'Jazzcash' | 'Credit Card';

/** A charge that is either a fixed amount or a percentage (spec 2 §3, per-transaction values). */
export interface ValueOrPercent {
  value: string;
  percentage: boolean;
}

/** A voucher fee: fixed or percent (spec 2 §9). */
export interface VoucherFee {
  value: string;
  type: 'fixed' | 'percent';
}

export interface VoucherConfig {
  vendorMargin: VoucherFee;
  withholdingTax: VoucherFee;
  repatriationCost: VoucherFee;
  salesRate: VoucherFee;
  merchantCost: VoucherFee;
  marginDistribution: { walee: string; merchant: string };
}

/**
 * spec 2 §3 Service fields that no query filters or sums on; kept as one jsonb document.
 * Decimal values are strings so they stay exact.
 */
export interface ServiceConfig {
  packages?: { d?: string; w?: string; m?: string; y?: string; oneTime?: string };
  subscriptionFrequency?: string;
  freshWalletsAllowed?: boolean;
  disbursementAmount?: string;
  autoDisburse?: boolean;
  perTransactionCharge?: string;
  epPerTransactionCharge?: string;
  epPerTransactionValues?: ValueOrPercent;
  jcPerTransactionValues?: ValueOrPercent;
  tokenApi?: string;
  clickIdApi?: string;
  payoutShareChecked?: boolean;
  voucherConfig?: VoucherConfig;
}

export interface ServicesTable {
  id: string;
  /** The public service id merchants send (serviceId on the wire). */
  service_id: string;
  merchant_id: string;
  /** The carrier whose network the service runs on, when it has one (carrier staff scope). */
  operator_id: OptionalText;
  country: string;
  service_name: string;
  jc_service_name: OptionalText;
  ep_service_name: OptionalText;
  cc_service_name: OptionalText;
  service_provider: ColumnType<string, string | undefined, string>;
  operator_name: OptionalText;
  currency: string;
  price: MoneyWithDefault;
  merchant_share: Percent;
  walee_share: Percent;
  carrier_share: PercentWithDefault;
  payout_share: PercentWithDefault;
  service_type: ServiceType;
  payment_methods: JsonWithDefault<PaymentMethod[]>;
  config: JsonWithDefault<ServiceConfig>;
  status: Generated<boolean>;
  portal_url: OptionalText;
  notification_api: OptionalText;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** Set when deleted (migration 0009): hidden from lists, kept for the money that refers to it. */
  deleted_at: NullableTimestamp;
}

/** spec 2 §3 Store: an Easypaisa store (a collection account) that services draw on. */
export interface StoresTable {
  id: string;
  name: string;
  ep_store_id: string;
  ep_store_key: string;
  ep_store_account_number: string;
  ep_service_name: string;
  balance: Money;
  merchant_id: OptionalText;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** Set when deleted (migration 0009). */
  deleted_at: NullableTimestamp;
}

/** Service.epStoreConfig and Store.dcbService are the two readings of this link (spec 2 §3). */
export interface ServiceStoresTable {
  service_id: string;
  store_id: string;
}

/**
 * Migration 0023: live users and services per organisation, kept by triggers; organisation type and
 * id '' is the whole table's row.
 */
export interface GridCountsTable {
  source: 'users' | 'services';
  organisation_type: string;
  organisation_id: string;
  count: number;
}
