import { parseDecimal, type Decimal } from '../../../src/domain/money/decimal';
import { shareReversed } from '../../../src/domain/money/kept-share';
import { money, subtractMoney, toAmountString } from '../../../src/domain/money/money';
import { settlementCurrencies } from '../../../src/domain/settlements/settlement-arithmetic';
import { businessDayOf } from '../../../src/domain/time/business-day';
import type { EarlierPaymentRefund } from './merchant-revenue.repository';

/** An adjustment line of a settlement, as stored (exact decimal texts, business dates). */
export interface AdjustmentLine {
  refundId: string;
  transactionNumber: string;
  paymentDay: string;
  refundDay: string;
  amount: string;
  platformShare: string;
  merchantShare: string;
  currency: string;
}

function percent(text: string): Decimal {
  const parsed = parseDecimal(text, 4);
  if (!parsed.ok) throw new Error(`Stored percent ${text} is not a decimal`);
  return parsed.value;
}

/**
 * docs/decisions/0041-refunds-in-the-money-figures.md: a refund of a payment made before the period is
 * an adjustment line of the settlement, with the shares it reverses by the one kept-share formula
 * (what was kept of its payment before it, at its service's percentages).
 */
export function adjustmentLinesOf(refunds: readonly EarlierPaymentRefund[], zone: string): AdjustmentLine[] {
  const currency = settlementCurrencies.local;
  return refunds.map((refund) => {
    const keptBefore = subtractMoney(money(refund.paid, currency), money(refund.refundedBefore, currency));
    const amount = money(refund.amount, currency);
    return {
      refundId: refund.refundId,
      transactionNumber: refund.transactionNumber,
      paymentDay: businessDayOf(refund.paidAt, zone),
      refundDay: businessDayOf(refund.refundedAt, zone),
      amount: toAmountString(amount),
      platformShare: toAmountString(shareReversed(keptBefore, amount, percent(refund.walee))),
      merchantShare: toAmountString(shareReversed(keptBefore, amount, percent(refund.merchant))),
      currency: refund.currency,
    };
  });
}
