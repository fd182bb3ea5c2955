import type { ExchangeRateDto, VoucherQuote, VoucherRequestRow, VoucherTransactionRow } from '../../../src/contract/vouchers.contract';
import { parseDecimal } from '../../../src/domain/money/decimal';
import type { VoucherPrice } from '../../../src/domain/vouchers/voucher-pricing';
import { vendorOfRequest, type VoucherVendor } from '../../../src/domain/vouchers/voucher-vendors';
import { wireAmount, wireInstant, wireMoney, wireRate } from '../http/wire-values';
import type { VendorProduct } from '../providers/voucher-vendor.port';
import type { VoucherTransactionRecord } from './voucher-transactions.repository';
import type { MerchantBalanceRecord, RateRecord, VoucherRequestRecord, VoucherServiceRecord } from './vouchers.repository';

export function exchangeRateOf(row: RateRecord): ExchangeRateDto {
  return { _id: row.id, rate: wireRate(row.rate), currency: row.currency, createdBy: row.created_by_name, createdDate: wireInstant(row.created_at) };
}

/** A stored figure of the financial summary, read exactly; anything else is no figure. */
function summaryFigure(value: unknown): number | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const parsed = parseDecimal(value, 4);
  return parsed.ok ? Number(value) : null;
}

function payloadOf(payload: Record<string, unknown> | null): VoucherRequestRow['responsePayload'] {
  if (payload === null) return null;
  const reference = payload.reference_no;
  const order = payload.order;
  return {
    ...(typeof reference === 'string' ? { reference_no: reference } : {}),
    ...(typeof order === 'object' && order !== null ? { order: order as Record<string, unknown> } : {}),
  };
}

export function voucherRequestOf(row: VoucherRequestRecord): VoucherRequestRow {
  return {
    _id: row.id,
    source: vendorOfRequest(row.source),
    merchantName: row.merchant_name,
    serviceName: row.service_name ?? '',
    productName: row.product_name,
    productCode: row.product_code,
    amount: wireAmount(row.amount),
    currency: row.currency,
    status: row.status,
    responsePayload: payloadOf(row.response_payload),
    financialSummary: { salesRate: summaryFigure(row.financial_summary.salesRate) },
    createdDate: wireInstant(row.created_at),
  };
}

export function voucherTransactionOf(row: VoucherTransactionRecord): VoucherTransactionRow {
  return {
    _id: row.id,
    paymentTransactionID: row.payment_transaction_id,
    paymentOrderID: row.payment_order_id,
    source: row.source,
    users: row.users,
    productName: row.product_name,
    productCode: row.product_code,
    merchantName: row.merchant_name,
    serviceName: row.service_name ?? '',
    createdAt: wireInstant(row.created_at),
    amount: wireAmount(row.amount),
    currency: row.currency,
    status: row.status,
    carrierShareValue: wireAmount(row.carrier_share_value),
    merchantShareValue: wireAmount(row.merchant_share_value),
    waleeShareValue: wireAmount(row.walee_share_value),
  };
}

export function merchantBalanceOf(row: MerchantBalanceRecord) {
  return { _id: row.merchant_id, merchantName: row.merchant_name, availableBalance: wireAmount(row.available_balance), currency: row.currency };
}

/** What a quote is made of: the vendor's product, the service it is sold under and the domain's price. */
interface PricedVoucher {
  product: VendorProduct;
  service: VoucherServiceRecord;
  currency: string;
  rate: string;
  price: VoucherPrice;
}

/** spec 3 §5 Buy: the quote, its shares under the wire's names. */
export function voucherQuoteOf(choice: { vendor: VoucherVendor; voucherId: string; productCode: string }, priced: PricedVoucher): VoucherQuote {
  return {
    vendor: choice.vendor,
    voucherId: choice.voucherId,
    productCode: choice.productCode,
    productName: priced.product.productName,
    serviceId: priced.service.id,
    serviceName: priced.service.service_name,
    vendorPrice: wireAmount(priced.product.price),
    vendorCurrency: priced.product.currency,
    exchangeRate: wireRate(priced.rate),
    currency: priced.currency,
    customerPrice: wireMoney(priced.price.customerPrice),
    carrierShareValue: wireMoney(priced.price.carrierShare),
    merchantShareValue: wireMoney(priced.price.merchantShare),
    waleeShareValue: wireMoney(priced.price.platformShare),
  };
}
