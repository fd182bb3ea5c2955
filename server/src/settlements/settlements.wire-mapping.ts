import type { z } from 'zod';
import { settlementWireNames, type merchantRevenueSchema, type SettlementAdjustmentDto, type SettlementDto } from '../../../src/contract/settlements.contract';
import { renamedField } from '../../../src/contract/wire-names';
import type { AdjustmentLine } from './settlement-adjustments';
import { wireAmount, wireDecimal, wireInstant, wireMoney, wireRate } from '../http/wire-values';
import type { MerchantRevenue } from './merchant-revenue';
import type { SettlementRow } from './settlements.repository';

type MerchantRevenueDto = z.input<typeof merchantRevenueSchema>;

/** A field of the settlement (the code's name) as a failure of the add names it: the body's. */
export const settlementWireFieldOf = (field: string): string => renamedField(field, settlementWireNames);

export function settlementDtoOf(row: SettlementRow): SettlementDto {
  return {
    _id: row.id,
    transactionId: row.transaction_id,
    transactionDate: wireInstant(row.transaction_date),
    channel: row.channel,
    settledCurrency: row.settled_currency,
    grossSettledAmount: wireAmount(row.gross_settled_amount),
    netSettledAmount: wireAmount(row.net_settled_amount),
    totalRevenue: wireAmount(row.total_revenue),
    country: row.country,
    exchangeRate: wireRate(row.exchange_rate),
    remittanceCharges: wireAmount(row.remittance_charges),
    remittanceChargesPercentage: wireRate(row.remittance_charges_percentage),
    merchantName: row.merchant_name,
    waleeShare: wireAmount(row.walee_share),
    waleeSharePercentage: wireRate(row.walee_share_percentage),
    merchantShare: wireAmount(row.merchant_share),
    merchantSharePercentage: wireRate(row.merchant_share_percentage),
    subTotal: wireAmount(row.sub_total),
    netTransferAmount: wireAmount(row.net_transfer_amount),
    localCurrency: row.local_currency,
    userTypeId: row.merchant_id,
    dateFrom: row.date_from,
    dateTo: row.date_to,
    status: 'Paid',
  };
}

/** spec 1 §7: the settlement form's revenue lookup; the percents are the shares' own fields. */
export function merchantRevenueDtoOf(figures: MerchantRevenue): MerchantRevenueDto {
  return {
    totalAmount: wireMoney(figures.totalRevenue),
    waleeShareValue: wireMoney(figures.platformShare),
    waleeShare: wireDecimal(figures.platformSharePercentage),
    merchantShareValue: wireMoney(figures.merchantShare),
    merchantShare: wireDecimal(figures.merchantSharePercentage),
    grossAmount: wireMoney(figures.grossRevenue),
    refundedAmount: wireMoney(figures.refundedAmount),
    settledRevenue: wireMoney(figures.settledRevenue),
  };
}

export function settlementAdjustmentDtoOf(line: AdjustmentLine): SettlementAdjustmentDto {
  return {
    transactionNumber: line.transactionNumber,
    paymentDate: line.paymentDay,
    refundDate: line.refundDay,
    refundedAmount: wireAmount(line.amount),
    waleeShare: wireAmount(line.platformShare),
    merchantShare: wireAmount(line.merchantShare),
    currency: line.currency,
  };
}
