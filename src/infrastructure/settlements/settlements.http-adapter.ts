import { inject, injectable } from 'inversify';
import type { MerchantRevenue, NewSettlement, RevenueQuery, Settlement, SettlementsPort } from '../../application/settlements/settlements.port';
import { addSettlement, getSettlement, listSettlements, merchantRevenue, type SettlementDto } from '../../contract/settlements.contract';
import { isCurrencyCode, localCurrency, settledCurrency } from '../../domain/money/currencies';
import { TOKENS } from '../di/tokens';
import type { CallApi } from '../http/http-transport';
import { moneyOf, percentOf, rateOf } from '../http/wire-money';
import { toWire } from '../http/money-to-wire';


/** Wire names (waleeShare, userTypeId) become the port's words once, here (docs/style.md §3). */
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
    waleeShare: moneyOf(dto.waleeShare, local),
    waleeSharePercentage: percentOf(dto.waleeSharePercentage),
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
            waleeShare: moneyOf(line.waleeShare, local),
            merchantShare: moneyOf(line.merchantShare, local),
          })),
        }),
  };
}

@injectable()
export class HttpSettlementsAdapter implements SettlementsPort {
  constructor(@inject(TOKENS.CallApi) private readonly callApi: CallApi) {}

  async settlements(): Promise<Settlement[]> {
    // spec 1 §4: the settlement screens show their own Token-Expired dialog before the session ends.
    return (await this.callApi(listSettlements, { tokenRejection: 'caller' })).map(settlementOf);
  }

  async settlement(id: string): Promise<Settlement> {
    return settlementOf(await this.callApi(getSettlement, { params: { id }, tokenRejection: 'caller' }));
  }

  async merchantRevenue(query: RevenueQuery): Promise<MerchantRevenue | null> {
    const [first] = await this.callApi(merchantRevenue, { body: { ...query, status: 'Success' } });
    if (first === undefined) return null;
    return {
      totalRevenue: moneyOf(first.totalAmount, localCurrency),
      waleeShare: moneyOf(first.waleeShareValue, localCurrency),
      waleeSharePercentage: percentOf(first.waleeShare),
      merchantShare: moneyOf(first.merchantShareValue, localCurrency),
      merchantSharePercentage: percentOf(first.merchantShare),
      ...(first.grossAmount === undefined ? {} : { grossRevenue: moneyOf(first.grossAmount, localCurrency) }),
      ...(first.refundedAmount === undefined ? {} : { refundedAmount: moneyOf(first.refundedAmount, localCurrency) }),
      ...(first.settledRevenue === undefined ? {} : { settledRevenue: moneyOf(first.settledRevenue, localCurrency) }),
    };
  }

  async createSettlement(settlement: NewSettlement): Promise<Settlement> {
    const { terms, figures } = settlement;
    const created = await this.callApi(addSettlement, {
      body: {
        dateFrom: settlement.dateFrom,
        dateTo: settlement.dateTo,
        country: settlement.country,
        userTypeId: settlement.merchantId,
        channel: settlement.channel,
        totalRevenue: toWire(terms.totalRevenue),
        waleeShare: toWire(figures.waleeShare),
        waleeSharePercentage: toWire(terms.waleeSharePercentage),
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
      },
    });
    return settlementOf(created);
  }
}
