import { compareDecimal, parseDecimal, type Decimal } from '../../../src/domain/money/decimal';
import { shareMoved } from '../../../src/domain/money/kept-share';
import { addMoney, money, subtractMoney, zeroOf, type Money } from '../../../src/domain/money/money';
import { settlementCurrencies } from '../../../src/domain/settlements/settlement-arithmetic';
import type { RevenueByShares } from './merchant-revenue.repository';

/** What the settlement form is filled with (spec 1 §2): the revenue and the shares of it. */
export interface MerchantRevenue {
  /** Payments minus refunds of the period (docs/decisions/0041-refunds-in-the-money-figures.md). */
  totalRevenue: Money;
  grossRevenue: Money;
  refundedAmount: Money;
  platformSharePercentage: Decimal;
  merchantSharePercentage: Decimal;
  /** The revenue of the merchant's earlier settlements at these percentages. */
  settledRevenue: Money;
  /** The kept share after this revenue minus the one before it, as computeSettlement reckons each share. */
  platformShare: Money;
  merchantShare: Money;
}

/** The configured pair of percentages, as stored (numeric(7,4) text). */
export interface SharePair {
  walee: string;
  merchant: string;
}

function percent(text: string): Decimal {
  const parsed = parseDecimal(text, 4);
  if (!parsed.ok) throw new Error(`Stored percent ${text} is not a decimal`);
  return parsed.value;
}

const currency = settlementCurrencies.local;
const netOf = (row: RevenueByShares): Money => subtractMoney(money(row.revenue, currency), money(row.refunded, currency));

/**
 * The percentages come from the merchant's services (spec 2 §3 Service: walee_share,
 * merchant_share). When its services differ, the pair carrying the most revenue of the period
 * decides (docs/decisions/0008-settlements.md); ties go to the smaller PGW percent. Null when the
 * merchant has no service in the country.
 */
export function chosenSharesOf(rows: readonly RevenueByShares[]): SharePair | null {
  const [chosen] = [...rows].sort((a, b) => {
    const [netA, netB] = [netOf(a), netOf(b)];
    return netA.minor === netB.minor ? compareDecimal(percent(a.walee), percent(b.walee)) : netA.minor > netB.minor ? -1 : 1;
  });
  return chosen === undefined ? null : { walee: chosen.walee, merchant: chosen.merchant };
}

/** The period's figures for the chosen pair, after `settledText` of earlier settlements. Null without a service. */
export function merchantRevenueOf(rows: readonly RevenueByShares[], settledText = '0'): MerchantRevenue | null {
  const pair = chosenSharesOf(rows);
  if (pair === null) return null;
  const sum = (pick: (row: RevenueByShares) => string) => rows.reduce((total, row) => addMoney(total, money(pick(row), currency)), zeroOf(currency));
  const grossRevenue = sum((row) => row.revenue);
  const refundedAmount = sum((row) => row.refunded);
  const totalRevenue = subtractMoney(grossRevenue, refundedAmount);
  const settledRevenue = money(settledText, currency);
  const platformSharePercentage = percent(pair.walee);
  const merchantSharePercentage = percent(pair.merchant);
  const after = addMoney(settledRevenue, totalRevenue);
  return {
    totalRevenue,
    grossRevenue,
    refundedAmount,
    platformSharePercentage,
    merchantSharePercentage,
    settledRevenue,
    platformShare: shareMoved(settledRevenue, after, platformSharePercentage),
    merchantShare: shareMoved(settledRevenue, after, merchantSharePercentage),
  };
}
