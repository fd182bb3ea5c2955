import { addDecimal, formatDecimal } from '../../../src/domain/money/decimal';
import { columnDecimal } from '../http/wire-values';
import type { CompletedRefund } from '../shared/completed-refunds';
import type { BillingSummaryRecord } from './billing-report.repository';

/** What a group's refunds gave back and the merchant share they reversed, exact decimal texts. */
export interface RefundTotals {
  amount: string;
  merchantShare: string;
}

export const noRefunds: RefundTotals = { amount: '0', merchantShare: '0' };

/** Adds refunds into totals per key, exactly. */
export function refundTotalsBy(refunds: readonly CompletedRefund[], keyOf: (refund: CompletedRefund) => string): Map<string, RefundTotals> {
  const totals = new Map<string, RefundTotals>();
  for (const refund of refunds) {
    const key = keyOf(refund);
    const known = totals.get(key) ?? noRefunds;
    totals.set(key, {
      amount: formatDecimal(addDecimal(columnDecimal(known.amount, 2), columnDecimal(refund.amount, 2)), 2),
      merchantShare: formatDecimal(addDecimal(columnDecimal(known.merchantShare, 2), columnDecimal(refund.merchantShare, 2)), 2),
    });
  }
  return totals;
}

const billingKey = (merchantId: string, serviceName: string, country: string, currency: string) => JSON.stringify([merchantId, serviceName, country, currency]);

/**
 * docs/decisions/0041-refunds-in-the-money-figures.md: each billing row with the refunds of its merchant
 * service dated in the range; a service refunded in the range without payments in it gets a row of its
 * own, after the others.
 */
export function billingWithRefunds(
  rows: readonly BillingSummaryRecord[],
  refunds: readonly CompletedRefund[],
): { row: BillingSummaryRecord; refunds: RefundTotals }[] {
  const totals = refundTotalsBy(refunds, (refund) => billingKey(refund.merchantId, refund.serviceName, refund.country, refund.currency));
  const answered = rows.map((row) => {
    const key = billingKey(row.merchant_id, row.service_name, row.country, row.currency);
    const own = totals.get(key) ?? noRefunds;
    totals.delete(key);
    return { row, refunds: own };
  });
  for (const refund of refunds) {
    const key = billingKey(refund.merchantId, refund.serviceName, refund.country, refund.currency);
    const own = totals.get(key);
    if (own === undefined) continue;
    totals.delete(key);
    const row: BillingSummaryRecord = {
      merchant_id: refund.merchantId,
      merchant_name: refund.merchantName,
      service_name: refund.serviceName,
      country: refund.country,
      currency: refund.currency,
      count: '0',
      amount: '0',
      walee_share: '0',
      merchant_share: '0',
    };
    answered.push({ row, refunds: own });
  }
  return answered;
}
