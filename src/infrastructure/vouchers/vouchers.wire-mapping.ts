import type {
  ExchangeRate,
  MerchantBalance,
  VoucherDetailsAnswer,
  VoucherListing,
  VoucherQuote,
  VoucherRequest,
  VoucherTransaction,
} from '../../application/vouchers/vouchers.port';
import type { CallResponse } from '../../contract/call-definition';
import type {
  ExchangeRateDto,
  listVouchers,
  merchantVoucherBalance,
  VoucherQuote as VoucherQuoteDto,
  VoucherRequestRow,
  VoucherTransactionRow,
  voucherDetails,
} from '../../contract/vouchers.contract';
import { moneyOf, percentOf as decimalOf4, rateOf } from '../http/wire-money';

// docs/style.md §3: each vendor's shape and the wire's names become the domain's here, once.

export function listingsOf(answer: CallResponse<typeof listVouchers>): VoucherListing[] {
  if (answer.vendor === 'Unipin') {
    return answer.data.map((voucher) => ({
      vendor: 'Unipin',
      id: voucher.voucher_code,
      name: voucher.voucher_name,
      iconUrl: voucher.icon_url,
      active: voucher.status === 1,
      productCount: voucher.denominations.length,
    }));
  }
  return answer.data.map((item) => ({ vendor: 'Gamepoint', id: String(item.id), name: item.name, iconUrl: null, active: null, productCount: null }));
}

export function detailsOf(answer: CallResponse<typeof voucherDetails>, stocks: Record<string, number | 'NA'> | null): VoucherDetailsAnswer {
  if (answer.vendor === 'Unipin') {
    const voucher = answer.data;
    return {
      found: true,
      details: {
        vendor: 'Unipin',
        id: voucher.voucher_code,
        name: voucher.voucher_name,
        iconUrl: voucher.icon_url,
        active: voucher.status === 1,
        products: voucher.denominations.map((d) => ({
          code: d.denomination_code,
          name: d.denomination_name,
          price: moneyOf(d.denomination_amount, d.denomination_currency),
          originalPrice: null,
          stock: stocks === null ? 'NA' : (stocks[d.denomination_code] ?? 'NA'),
        })),
        fields: [],
        servers: [],
      },
    };
  }
  const product = answer.data;
  if (product === null) return { found: false, message: answer.message ?? null };
  return {
    found: true,
    details: {
      vendor: 'Gamepoint',
      id: String(product.id),
      name: product.name,
      iconUrl: null,
      active: true,
      products: product.packages.map((p) => ({
        code: String(p.id),
        name: p.name,
        price: moneyOf(p.price, 'USD'),
        originalPrice: moneyOf(p.originalprice, 'USD'),
        stock: null,
      })),
      fields: product.fields.map((field) => ({ name: field.name, label: field.desc, type: field.type })),
      servers: product.servers,
    },
  };
}

export function exchangeRateOf(row: ExchangeRateDto): ExchangeRate {
  return { id: row._id, rate: rateOf(row.rate), currency: row.currency, createdBy: row.createdBy, createdAt: row.createdDate };
}

export function voucherRequestOf(row: VoucherRequestRow): VoucherRequest {
  return {
    id: row._id,
    vendor: row.source,
    merchantName: row.merchantName,
    serviceName: row.serviceName,
    productName: row.productName,
    amount: moneyOf(row.amount, row.currency),
    status: row.status,
    referenceNo: row.responsePayload?.reference_no ?? null,
    salesRate: row.financialSummary.salesRate === null ? null : decimalOf4(row.financialSummary.salesRate),
    createdAt: row.createdDate,
  };
}

export function merchantBalancesOf(answer: CallResponse<typeof merchantVoucherBalance>): MerchantBalance[] {
  return answer.data.map((row) => ({ merchantId: row._id, merchantName: row.merchantName, availableBalance: moneyOf(row.availableBalance, row.currency) }));
}

export function voucherTransactionOf(row: VoucherTransactionRow): VoucherTransaction {
  const [buyer] = row.users;
  return {
    id: row._id,
    transactionId: row.paymentTransactionID,
    orderId: row.paymentOrderID,
    vendor: row.source,
    buyerName: buyer?.userName ?? '',
    account: buyer?.userMsisdn ?? '',
    email: buyer?.email ?? '',
    product: row.productName,
    productCode: row.productCode,
    merchantName: row.merchantName,
    serviceName: row.serviceName,
    createdAt: row.createdAt,
    amount: moneyOf(row.amount, row.currency),
    status: row.status,
    carrierShare: moneyOf(row.carrierShareValue, row.currency),
    merchantShare: moneyOf(row.merchantShareValue, row.currency),
    platformShare: moneyOf(row.waleeShareValue, row.currency),
  };
}

export function quoteOf(dto: VoucherQuoteDto): VoucherQuote {
  return {
    vendor: dto.vendor,
    voucherId: dto.voucherId,
    productCode: dto.productCode,
    productName: dto.productName,
    serviceId: dto.serviceId,
    serviceName: dto.serviceName,
    vendorPrice: moneyOf(dto.vendorPrice, dto.vendorCurrency),
    exchangeRate: rateOf(dto.exchangeRate),
    customerPrice: moneyOf(dto.customerPrice, dto.currency),
    carrierShare: moneyOf(dto.carrierShareValue, dto.currency),
    merchantShare: moneyOf(dto.merchantShareValue, dto.currency),
    platformShare: moneyOf(dto.waleeShareValue, dto.currency),
  };
}
