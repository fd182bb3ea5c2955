import type { AddSettlementBody } from '../../../src/contract/settlements.contract';
import { compareDecimal, formatDecimal } from '../../../src/domain/money/decimal';
import { equalMoney, money, toAmountString } from '../../../src/domain/money/money';
import { settlementCurrencies, verifySettlement, type SettlementIssue } from '../../../src/domain/settlements/settlement-arithmetic';
import { businessDayOf } from '../../../src/domain/time/business-day';
import { ApiFailure, conflict, invalidInput } from '../http/api-failure';
import { newRecordId } from '../db/record-id';
import type { MerchantRevenueRepository } from './merchant-revenue.repository';
import { lookUpRevenue } from './revenue-lookup';
import { adjustmentLinesOf, type AdjustmentLine } from './settlement-adjustments';
import { submittedSettlementOf } from './settlement-terms';
import { settlementWireFieldOf } from './settlements.wire-mapping';
import type { SettlementRow, SettlementsRepository } from './settlements.repository';

export interface SettlementCreationDeps {
  settlements: SettlementsRepository;
  revenue: MerchantRevenueRepository;
  businessTimeZone: string;
  now: () => Date;
}

const issueMessages: Record<Exclude<SettlementIssue['code'], 'settlement.figure-mismatch'>, string> = {
  'settlement.revenue-negative': 'Total Revenue cannot be negative',
  'settlement.percentage-out-of-range': 'A percentage must be between 0 and 100',
  'settlement.shares-exceed-revenue': 'Walee and merchant shares together cannot exceed 100%',
  'settlement.exchange-rate-not-positive': 'Exchange rate must be greater than zero',
};

function messageOf(issue: SettlementIssue): string {
  if (issue.code === 'settlement.figure-mismatch')
    return `${settlementWireFieldOf(issue.field)} should be ${issue.expected ?? ''}, not ${issue.submitted ?? ''}`;
  return issueMessages[issue.code];
}

/**
 * docs/spec/decisions.md §3: the server recomputes what the form sends and refuses any difference: the
 * revenue from the roll-up, the percentages from the merchant's services, every figure with
 * verifySettlement. Periods of one merchant never overlap (409).
 */
export async function createSettlement(
  deps: SettlementCreationDeps,
  body: AddSettlementBody,
  createdBy: string,
): Promise<(SettlementRow & { adjustments: AdjustmentLine[] }) | ApiFailure> {
  if (body.dateFrom > body.dateTo) return invalidInput('Revenue to date must not be before the from date', 'dateTo');
  // Today's revenue is still growing: only whole past business days can be settled.
  const today = businessDayOf(deps.now(), deps.businessTimeZone);
  if (body.dateTo >= today) return invalidInput('The settlement period must end before today', 'dateTo');
  if (body.localCurrency !== settlementCurrencies.local) return invalidInput(`Revenue is collected in ${settlementCurrencies.local}`, 'localCurrency');

  const submitted = submittedSettlementOf(body);
  if (submitted instanceof ApiFailure) return submitted;

  const merchant = await deps.revenue.merchantById(body.userTypeId);
  if (merchant === undefined) return invalidInput('Merchant not found', 'userTypeId');
  const period = { merchantId: merchant.id, country: body.country, from: body.dateFrom, to: body.dateTo, zone: deps.businessTimeZone };
  const revenue = await lookUpRevenue(deps.revenue, period);
  if (revenue === null) return invalidInput(`${merchant.name} has no service in ${body.country}`, 'country');
  if (revenue.totalRevenue.minor === 0n) return invalidInput('There is no successful revenue in this period', 'totalRevenue');
  // docs/decisions/0041-refunds-in-the-money-figures.md: the refunds wait for a period whose payments cover them.
  if (revenue.totalRevenue.minor < 0n) return invalidInput('Refunds in this period exceed its payments; choose a longer period', 'totalRevenue');
  if (!equalMoney(revenue.totalRevenue, submitted.totalRevenue)) {
    return invalidInput(`Total Revenue should be ${toAmountString(revenue.totalRevenue)}`, 'totalRevenue');
  }
  for (const field of ['platformSharePercentage', 'merchantSharePercentage'] as const) {
    if (compareDecimal(revenue[field], submitted[field]) !== 0) {
      const named = settlementWireFieldOf(field);
      return invalidInput(`${named} should be ${formatDecimal(revenue[field], 2)} as configured for the merchant's services`, named);
    }
  }
  const [issue] = verifySettlement({ ...submitted, settledRevenue: revenue.settledRevenue });
  if (issue !== undefined) return invalidInput(messageOf(issue), settlementWireFieldOf(issue.field));

  const now = deps.now();
  const id = newRecordId();
  const row = {
    id,
    transaction_id: `STL-${body.dateFrom.replace(/-/g, '')}-${merchant.name.slice(0, 3).toUpperCase()}-${id.slice(-6).toUpperCase()}`,
    merchant_id: merchant.id,
    transaction_date: now,
    channel: body.channel,
    country: body.country,
    date_from: body.dateFrom,
    date_to: body.dateTo,
    total_revenue: toAmountString(submitted.totalRevenue),
    walee_share: toAmountString(submitted.platformShare),
    walee_share_percentage: formatDecimal(submitted.platformSharePercentage, 4),
    merchant_share: toAmountString(submitted.merchantShare),
    merchant_share_percentage: formatDecimal(submitted.merchantSharePercentage, 4),
    sub_total: toAmountString(submitted.subTotal),
    remittance_charges: toAmountString(submitted.remittanceCharges),
    remittance_charges_percentage: formatDecimal(submitted.remittanceChargesPercentage, 4),
    net_transfer_amount: toAmountString(submitted.netTransferAmount),
    exchange_rate: formatDecimal(submitted.exchangeRate, 4),
    net_settled_amount: toAmountString(submitted.netSettledAmount),
    gross_settled_amount: toAmountString(submitted.grossSettledAmount),
    local_currency: body.localCurrency,
    settled_currency: body.settledCurrency,
    status: 'Paid' as const,
    created_by: createdBy,
  };
  const adjustments = adjustmentLinesOf(await deps.revenue.earlierPaymentRefundsOf(period), deps.businessTimeZone);
  const outcome = await deps.settlements.insertUnlessOverlapping(row, {
    adjustments,
    // The shares were reckoned from the earlier settlements; one made meanwhile changes them.
    isCurrent: async (trx) =>
      equalMoney(
        await deps.revenue
          .settledRevenueOf(trx, merchant.id, body.country, { walee: row.walee_share_percentage, merchant: row.merchant_share_percentage })
          .then((text) => money(text, settlementCurrencies.local)),
        revenue.settledRevenue,
      ),
  });
  if (outcome === 'overlap') return conflict(`${merchant.name} already has a settlement covering part of this period`, 'dateFrom');
  if (outcome === 'stale') return conflict(`Another settlement of ${merchant.name} was just made; look up the revenue again`, 'totalRevenue');
  return { ...row, transaction_date: now, created_at: now, merchant_name: merchant.name, adjustments };
}
