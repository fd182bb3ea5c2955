import { inject, injectable } from 'inversify';
import type {
  ExchangeRate,
  MerchantBalance,
  Page,
  ProductChoice,
  PurchaseResult,
  VoucherDetailsAnswer,
  VoucherListing,
  VoucherPurchase,
  VoucherQuote,
  VoucherRequest,
  VouchersPort,
  VoucherTransaction,
  VoucherTransactionQuery,
} from '../../application/vouchers/vouchers.port';
import {
  addVoucherRate,
  listVendors,
  listVoucherRequests,
  listVouchers,
  merchantVoucherBalance,
  purchaseVoucher,
  quoteVoucher,
  searchVoucherTransactions,
  vendorBalance,
  voucherDetails,
  voucherRates,
  voucherStocks,
} from '../../contract/vouchers.contract';
import type { Decimal } from '../../domain/money/decimal';
import type { Money } from '../../domain/money/money';
import type { VoucherVendor } from '../../domain/vouchers/voucher-vendors';
import { TOKENS } from '../di/tokens';
import type { CallApi } from '../http/http-transport';
import { moneyOf } from '../http/wire-money';
import { wireSearchFields, wireVoucherSortOf } from '../http/transaction-filter.wire-mapping';
import { detailsOf, exchangeRateOf, listingsOf, merchantBalancesOf, quoteOf, voucherRequestOf, voucherTransactionOf } from './vouchers.wire-mapping';
import { idempotencyKeyHeader } from '../../contract/idempotency-key';
import { toWire } from '../http/money-to-wire';

/** spec 3 §7 Vouchers over the api base. */
@injectable()
export class HttpVouchersAdapter implements VouchersPort {
  constructor(@inject(TOKENS.CallApi) private readonly callApi: CallApi) {}

  async vendors(): Promise<string[]> {
    return (await this.callApi(listVendors)).data.map((vendor) => vendor.name);
  }

  async vouchers(vendor: VoucherVendor): Promise<VoucherListing[]> {
    return listingsOf(await this.callApi(listVouchers, { query: { vendor } }));
  }

  async details(vendor: VoucherVendor, voucherId: string): Promise<VoucherDetailsAnswer> {
    const answer = await this.callApi(voucherDetails, { query: { vendor, voucherId } });
    // spec 3 §7: Unipin's stock comes from its own call.
    const stocks = vendor === 'Unipin' ? (await this.callApi(voucherStocks, { query: { voucherId } })).data : null;
    return detailsOf(answer, stocks);
  }

  async vendorBalance(vendor: VoucherVendor): Promise<Money> {
    const { data } = await this.callApi(vendorBalance, { query: { vendor } });
    return moneyOf(data.balance, data.currency);
  }

  async rates(): Promise<{ current: ExchangeRate | null; history: ExchangeRate[] }> {
    const answer = await this.callApi(voucherRates);
    return { current: answer.current === null ? null : exchangeRateOf(answer.current), history: answer.history.map(exchangeRateOf) };
  }

  async addRate(rate: Decimal): Promise<ExchangeRate> {
    return exchangeRateOf(await this.callApi(addVoucherRate, { body: { rate: toWire(rate), currency: 'USD' } }));
  }

  async requests(page: number, pageSize: number): Promise<Page<VoucherRequest>> {
    const answer = await this.callApi(listVoucherRequests, { body: { page, limit: pageSize } });
    return { rows: answer.voucherRequests.map(voucherRequestOf), total: answer.totalCount };
  }

  async merchantBalances(): Promise<MerchantBalance[]> {
    return merchantBalancesOf(await this.callApi(merchantVoucherBalance));
  }

  async transactions(query: VoucherTransactionQuery): Promise<Page<VoucherTransaction>> {
    const body = {
      dateFrom: query.from,
      dateTo: query.to,
      page: query.page,
      searchObj: query.filters.map(({ column, match, value }) => ({ field: wireSearchFields[column], operator: match, value })),
      ...(query.sort ? { sortObj: wireVoucherSortOf(query.sort) } : {}),
    };
    const answer = await this.callApi(searchVoucherTransactions, { body });
    return { rows: answer.subs.map(voucherTransactionOf), total: answer.count };
  }

  async quote(choice: ProductChoice): Promise<VoucherQuote> {
    return quoteOf(await this.callApi(quoteVoucher, { body: choice }));
  }

  async purchase(purchase: VoucherPurchase, idempotencyKey: string): Promise<PurchaseResult> {
    const { quote, buyer, fields } = purchase;
    const body = {
      vendor: quote.vendor,
      voucherId: quote.voucherId,
      productCode: quote.productCode,
      serviceId: quote.serviceId,
      amount: toWire(quote.customerPrice),
      user: buyer,
      ...(Object.keys(fields).length > 0 ? { fields } : {}),
    };
    const answer = await this.callApi(purchaseVoucher, { body, headers: { [idempotencyKeyHeader]: idempotencyKey } });
    return { transaction: voucherTransactionOf(answer.transaction), referenceNo: answer.referenceNo, voucherPin: answer.voucherPin };
  }
}
