import type { CurrencyCode } from '../../domain/money/currencies';
import type { Decimal } from '../../domain/money/decimal';
import type { Money } from '../../domain/money/money';
import type { SettlementFigures, SettlementTerms } from '../../domain/settlements/settlement-arithmetic';

/** spec 1 §3 Settlement in the domain's words: exact money, the PGW share named as such. */
export interface Settlement extends SettlementTerms, SettlementFigures {
  id: string;
  transactionId: string;
  /** When it was paid, ISO 8601. */
  transactionDate: string;
  channel: string;
  country: string;
  merchantId: string;
  merchantName: string;
  /** The revenue period, business dates YYYY-MM-DD. */
  dateFrom: string;
  dateTo: string;
  localCurrency: CurrencyCode;
  /** spec 1 §4: always Paid. */
  status: 'Paid';
  /** Refunds of earlier payments this settlement took off its revenue; answered for one settlement only. */
  adjustments?: SettlementAdjustment[];
}

/** docs/decisions/0041-refunds-in-the-money-figures.md: an adjustment line of a settlement. */
export interface SettlementAdjustment {
  transactionNumber: string;
  paymentDate: string;
  refundDate: string;
  refundedAmount: Money;
  platformShare: Money;
  merchantShare: Money;
}

/** What the revenue lookup fills the form with (spec 1 §2 Settlement form). */
export interface MerchantRevenue {
  totalRevenue: Money;
  platformShare: Money;
  platformSharePercentage: Decimal;
  merchantShare: Money;
  merchantSharePercentage: Decimal;
  /**
   * docs/decisions/0041-refunds-in-the-money-figures.md: totalRevenue is the payments (grossRevenue) minus
   * the refunds dated in the period (refundedAmount); the shares are reckoned after settledRevenue,
   * the revenue of the merchant's earlier settlements. Absent from a backend that does not say.
   */
  grossRevenue?: Money;
  refundedAmount?: Money;
  settledRevenue?: Money;
}

export interface RevenueQuery {
  dateFrom: string;
  dateTo: string;
  country: string;
  merchantName: string;
}

export interface NewSettlement {
  dateFrom: string;
  dateTo: string;
  country: string;
  merchantId: string;
  channel: string;
  localCurrency: CurrencyCode;
  terms: SettlementTerms;
  figures: SettlementFigures;
}

/** spec 1 §7 Settlements. Failures reject with an AppError (token failures included). */
export interface SettlementsPort {
  settlements(): Promise<Settlement[]>;
  /** Rejects with `not_found` for an unknown id or another merchant's settlement. */
  settlement(id: string): Promise<Settlement>;
  /** Null when the merchant has no service in that country. */
  merchantRevenue(query: RevenueQuery): Promise<MerchantRevenue | null>;
  createSettlement(settlement: NewSettlement): Promise<Settlement>;
}
