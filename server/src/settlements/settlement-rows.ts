import type { Selectable } from 'kysely';
import type { SettlementDto } from '../../../src/contract/settlements.contract';
import type { SettlementsTable } from '../db/business/report.tables';

export type SettlementRow = Selectable<SettlementsTable> & { merchant_name: string };

/**
 * numeric columns arrive as exact text; the wire carries them as JSON numbers with their own
 * decimals (docs/decisions.md "Money"): numeric(18,2) has at most 16 + 2 digits, numeric(12,4)
 * at most 12, so the double prints back as the same text.
 */
const num = (text: string): number => Number(text);

export function settlementDtoOf(row: SettlementRow): SettlementDto {
  return {
    _id: row.id,
    transactionId: row.transaction_id,
    transactionDate: row.transaction_date.toISOString(),
    channel: row.channel,
    settledCurrency: row.settled_currency,
    grossSettledAmount: num(row.gross_settled_amount),
    netSettledAmount: num(row.net_settled_amount),
    totalRevenue: num(row.total_revenue),
    country: row.country,
    exchangeRate: num(row.exchange_rate),
    remittanceCharges: num(row.remittance_charges),
    remittanceChargesPercentage: num(row.remittance_charges_percentage),
    merchantName: row.merchant_name,
    waleeShare: num(row.walee_share),
    waleeSharePercentage: num(row.walee_share_percentage),
    merchantShare: num(row.merchant_share),
    merchantSharePercentage: num(row.merchant_share_percentage),
    subTotal: num(row.sub_total),
    netTransferAmount: num(row.net_transfer_amount),
    localCurrency: row.local_currency,
    userTypeId: row.merchant_id,
    dateFrom: row.date_from,
    dateTo: row.date_to,
    status: 'Paid',
  };
}
