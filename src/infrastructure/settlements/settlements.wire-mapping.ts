import type { MerchantRevenue, NewSettlement, Settlement } from '../../application/settlements/settlements.port';
import type { AddSettlementBody, MerchantRevenueDto, SettlementDto } from '../../contract/settlements.contract';
import { isCurrencyCode, localCurrency, settledCurrency } from '../../domain/money/currencies';
import { toWire } from '../http/money-to-wire';
import { moneyOf, percentOf, rateOf } from '../http/wire-money';

// docs/style.md §3: wire names (waleeShare, waleeShareValue, userTypeId, _id) become the port's words
// here, once, and the port's words the add's body.

export function settlementOf(dto: SettlementDto): Settlement {
  const local = isCurrencyCode(dto.localCurrency) ? dto.localCurrency : localCurrency;
  const settled = isCurrencyCode(dto.settledCurrency) ? dto.settledCurrency : settledCurrency;
  return {
    id: dto._id,
    transactionId: dto.transactionId,
    transactionDate: dto.transactionDate,
    channel: dto.channel,
    country: dto.country,
    merchantId: dto.userTypeId,
    merchantName: dto.merchantName,
    dateFrom: dto.dateFrom,
    dateTo: dto.dateTo,
    localCurrency: local,
    settledCurrency: settled,
    status: dto.status,
    totalRevenue: moneyOf(dto.totalRevenue, local),
    platformShare: moneyOf(dto.waleeShare, local),
    platformSharePercentage: percentOf(dto.waleeSharePercentage),
    merchantShare: moneyOf(dto.merchantShare, local),
    merchantSharePercentage: percentOf(dto.merchantSharePercentage),
    subTotal: moneyOf(dto.subTotal, local),
    remittanceCharges: moneyOf(dto.remittanceCharges, local),
    remittanceChargesPercentage: percentOf(dto.remittanceChargesPercentage),
    netTransferAmount: moneyOf(dto.netTransferAmount, local),
    exchangeRate: rateOf(dto.exchangeRate),
    netSettledAmount: moneyOf(dto.netSettledAmount, settled),
    grossSettledAmount: moneyOf(dto.grossSettledAmount, settled),
    ...(dto.adjustments === undefined
      ? {}
      : {
          adjustments: dto.adjustments.map((line) => ({
            transactionNumber: line.transactionNumber,
            paymentDate: line.paymentDate,
            refundDate: line.refundDate,
            refundedAmount: moneyOf(line.refundedAmount, local),
            platformShare: moneyOf(line.waleeShare, local),
            merchantShare: moneyOf(line.merchantShare, local),
          })),
        }),
  };
}

/** The revenue lookup's first item (spec 1 §7), or null when the answer is empty. */
export function merchantRevenueOf(first: MerchantRevenueDto | undefined): MerchantRevenue | null {
  if (first === undefined) return null;
  return {
    totalRevenue: moneyOf(first.totalAmount, localCurrency),
    platformShare: moneyOf(first.waleeShareValue, localCurrency),
    platformSharePercentage: percentOf(first.waleeShare),
    merchantShare: moneyOf(first.merchantShareValue, localCurrency),
    merchantSharePercentage: percentOf(first.merchantShare),
    ...(first.grossAmount === undefined ? {} : { grossRevenue: moneyOf(first.grossAmount, localCurrency) }),
    ...(first.refundedAmount === undefined ? {} : { refundedAmount: moneyOf(first.refundedAmount, localCurrency) }),
    ...(first.settledRevenue === undefined ? {} : { settledRevenue: moneyOf(first.settledRevenue, localCurrency) }),
  };
}

export function settlementBodyOf(settlement: NewSettlement): AddSettlementBody {
  const { terms, figures } = settlement;
  return {
    dateFrom: settlement.dateFrom,
    dateTo: settlement.dateTo,
    country: settlement.country,
    userTypeId: settlement.merchantId,
    channel: settlement.channel,
    totalRevenue: toWire(terms.totalRevenue),
    waleeShare: toWire(figures.platformShare),
    waleeSharePercentage: toWire(terms.platformSharePercentage),
    merchantShare: toWire(figures.merchantShare),
    merchantSharePercentage: toWire(terms.merchantSharePercentage),
    subTotal: toWire(figures.subTotal),
    remittanceChargesPercentage: toWire(terms.remittanceChargesPercentage),
    remittanceCharges: toWire(figures.remittanceCharges),
    netTransferAmount: toWire(figures.netTransferAmount),
    exchangeRate: toWire(terms.exchangeRate),
    netSettledAmount: toWire(figures.netSettledAmount),
    grossSettledAmount: toWire(figures.grossSettledAmount),
    localCurrency: settlement.localCurrency,
    settledCurrency: terms.settledCurrency,
  };
}
