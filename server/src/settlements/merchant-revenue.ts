import { compareDecimal, parseDecimal, type Decimal } from '../../../src/domain/money/decimal';
import { addMoney, money, percentOf, zeroOf, type Money } from '../../../src/domain/money/money';
import { settlementCurrencies } from '../../../src/domain/settlements/settlement-arithmetic';
import type { RevenueByShares } from './merchant-revenue.repository';

/** What the settlement form is filled with (spec 1 §2): the revenue and the shares of it. */
export interface MerchantRevenue {
  totalRevenue: Money;
  waleeSharePercentage: Decimal;
  merchantSharePercentage: Decimal;
  /** round(revenue × percent / 100), the same rounding computeSettlement applies to each share. */
  waleeShare: Money;
  merchantShare: Money;
}

function percent(text: string): Decimal {
  const parsed = parseDecimal(text, 4);
  if (!parsed.ok) throw new Error(`Stored percent ${text} is not a decimal`);
  return parsed.value;
}

/**
 * The percentages come from the merchant's services (spec 2 §3 Service: walee_share,
 * merchant_share). When its services differ, the pair carrying the most revenue of the period
 * decides (docs/decisions/0008-settlements.md); ties go to the smaller PGW percent. Null when the
 * merchant has no service in the country.
 */
export function merchantRevenueOf(rows: readonly RevenueByShares[]): MerchantRevenue | null {
  if (rows.length === 0) return null;
  const currency = settlementCurrencies.local;
  const withMoney = rows.map((row) => ({ ...row, amount: money(row.revenue, currency) }));
  const totalRevenue = withMoney.reduce((sum, row) => addMoney(sum, row.amount), zeroOf(currency));
  const [chosen] = [...withMoney].sort(
    (a, b) => (a.amount.minor === b.amount.minor ? compareDecimal(percent(a.walee), percent(b.walee)) : a.amount.minor > b.amount.minor ? -1 : 1),
  );
  if (chosen === undefined) return null;
  const waleeSharePercentage = percent(chosen.walee);
  const merchantSharePercentage = percent(chosen.merchant);
  return {
    totalRevenue,
    waleeSharePercentage,
    merchantSharePercentage,
    waleeShare: percentOf(totalRevenue, waleeSharePercentage),
    merchantShare: percentOf(totalRevenue, merchantSharePercentage),
  };
}
