import type { Decimal } from '../../domain/money/decimal';
import type { Money } from '../../domain/money/money';
import type { RefundTotals } from '../../domain/money/refund-totals';
import type { InquireProvider } from '../../domain/inquire/inquire-rules';
import type { RawFailureCount } from '../../domain/transactions/failure-summary';
import type { StatusCount } from '../../domain/transactions/billing-status-share';

/** spec 1 §2: the count cards; which four a person sees depends on their organisation. */
export interface DashboardCards {
  carriers: number;
  merchants: number;
  users: number;
  roles: number;
  services: number;
  oneTimePurchases: number;
}

/** Business dates YYYY-MM-DD, both days included (docs/spec/decisions.md §5). */
export interface BusinessDates {
  from: string;
  to: string;
}

export interface ServiceShare {
  service: string;
  transactions: number;
  /** Two decimals. */
  sharePercent: Decimal;
}

export interface RevenueShare {
  service: string;
  transactions: number;
  /** The total for platform staff, the merchant's share for merchants (spec 1 §6). */
  amount: Money;
}

/** spec 1 §2 Revenue Share, with its totals after refunds (docs/decisions/0041-refunds-in-the-money-figures.md). */
export interface RevenueShareFigures {
  services: RevenueShare[];
  /**
   * One per currency, in the terms of the services' amounts (the total, or the merchant's share of it
   * and the share its refunds reversed). Absent from a backend that does not say.
   */
  totals?: RefundTotals[];
}

/** Today's billing panels: a merchant (platform staff only) and a wallet provider, both optional. */
export interface TodayBillingFilter {
  merchantId?: string;
  provider?: InquireProvider;
}

export interface DashboardPort {
  cards(): Promise<DashboardCards>;
  serviceShare(dates: BusinessDates): Promise<ServiceShare[]>;
  revenueShare(dates: BusinessDates): Promise<RevenueShareFigures>;
  todayStatusCounts(filter: TodayBillingFilter): Promise<StatusCount[]>;
  /** Today's failures by the provider's raw message; the portal labels them. */
  todayFailureCounts(filter: TodayBillingFilter): Promise<RawFailureCount[]>;
  /** Platform staff: the "Enable Inquire for Merchant" switch; a merchant: its own setting. */
  inquireForMerchants(): Promise<boolean>;
  /** Platform staff: turns inquire on or off for every merchant; answers the new state. */
  setInquireForMerchants(enable: boolean): Promise<boolean>;
}
