import type {
  ExchangeRate,
  MerchantBalance,
  Page,
  ProductChoice,
  PurchaseResult,
  VoucherDetails,
  VoucherDetailsAnswer,
  VoucherListing,
  VoucherPurchase,
  VoucherQuote,
  VoucherRequest,
  VouchersPort,
  VoucherTransaction,
  VoucherTransactionQuery,
} from '../../application/vouchers/vouchers.port';
import { AppError } from '../../application/errors/app-error';
import { decimal, type Decimal } from '../../domain/money/decimal';
import { money, toDecimal, type Money } from '../../domain/money/money';
import { voucherConfigDefaults } from '../../domain/services/voucher-config';
import { businessDayOf } from '../../domain/time/business-day';
import { priceVoucher, voucherConfigDecimals } from '../../domain/vouchers/voucher-pricing';
import { voucherVendors, type VoucherVendor } from '../../domain/vouchers/voucher-vendors';

const usd = (amount: string) => money(amount, 'USD');
const pkr = (amount: string) => money(amount, 'PKR');

const demoDetails: readonly VoucherDetails[] = [
  {
    vendor: 'Unipin',
    id: 'UPN-PUBGM',
    name: 'PUBG Mobile UC',
    iconUrl: null,
    active: true,
    products: [
      { code: 'UPN-PUBGM-60', name: '60 UC', price: usd('0.99'), originalPrice: null, stock: 250 },
      { code: 'UPN-PUBGM-325', name: '325 UC', price: usd('4.99'), originalPrice: null, stock: 40 },
    ],
    fields: [],
    servers: [],
  },
  {
    vendor: 'Unipin',
    id: 'UPN-GS',
    name: 'Garena Shells',
    iconUrl: null,
    active: false,
    products: [{ code: 'UPN-GS-33', name: '33 Shells', price: usd('1.00'), originalPrice: null, stock: 'NA' }],
    fields: [],
    servers: [],
  },
  {
    vendor: 'Gamepoint',
    id: '101',
    name: 'Genshin Impact',
    iconUrl: null,
    active: true,
    products: [{ code: '10101', name: '60 Genesis Crystals', price: usd('0.99'), originalPrice: usd('1.05'), stock: null }],
    fields: [{ name: 'userid', label: 'Player ID', type: 'text' }],
    servers: [{ name: 'Asia', value: 'os_asia' }],
  },
];

function demoTransactions(now: Date): VoucherTransaction[] {
  return Array.from({ length: 23 }, (_, index) => ({
    id: `vt-${index + 1}`,
    transactionId: `VT${String(1000000000 + index)}`,
    orderId: `MUL-V-${String(index + 1).padStart(6, '0')}`,
    vendor: index % 2 === 0 ? 'Unipin' : 'Gamepoint',
    buyerName: 'ahmed.gamer',
    account: `0300${String(1000000 + index)}`,
    email: 'ahmed.gamer@mail.example',
    product: index % 2 === 0 ? 'PUBG Mobile 60 UC' : 'Genshin Impact 60 Genesis Crystals',
    productCode: index % 2 === 0 ? 'UPN-PUBGM-60' : '10101',
    merchantName: 'Multiverse',
    serviceName: 'multiverse-vouchers',
    createdAt: new Date(now.getTime() - index * 3_600_000).toISOString(),
    amount: pkr('308.00'),
    status: index % 7 === 3 ? 'FAILED' : 'SUCCESS',
    carrierShare: pkr('4.62'),
    merchantShare: pkr('0.59'),
    platformShare: pkr('2.35'),
  }));
}

/** The whole VouchersPort over demo rows; a test replaces any method through `overrides`. */
export class InMemoryVouchersAdapter implements VouchersPort {
  private readonly transactionRows: VoucherTransaction[];
  private readonly rateRows: ExchangeRate[];
  private readonly purchases = new Map<string, PurchaseResult>();

  constructor(
    private readonly overrides: Partial<VouchersPort> = {},
    now: Date = new Date(),
  ) {
    this.transactionRows = demoTransactions(now);
    this.rateRows = [{ id: 'rate-1', rate: decimal('280.0000'), currency: 'USD', createdBy: 'Admin', createdAt: now.toISOString() }];
  }

  vendors(): Promise<string[]> {
    return this.overrides.vendors?.() ?? Promise.resolve([...voucherVendors]);
  }

  vouchers(vendor: VoucherVendor): Promise<VoucherListing[]> {
    if (this.overrides.vouchers) return this.overrides.vouchers(vendor);
    return Promise.resolve(
      demoDetails
        .filter((entry) => entry.vendor === vendor)
        .map((entry) => ({
          vendor,
          id: entry.id,
          name: entry.name,
          iconUrl: null,
          active: vendor === 'Unipin' ? entry.active : null,
          productCount: vendor === 'Unipin' ? entry.products.length : null,
        })),
    );
  }

  details(vendor: VoucherVendor, voucherId: string): Promise<VoucherDetailsAnswer> {
    if (this.overrides.details) return this.overrides.details(vendor, voucherId);
    const found = demoDetails.find((entry) => entry.vendor === vendor && entry.id === voucherId);
    return Promise.resolve(found ? { found: true, details: found } : { found: false, message: null });
  }

  vendorBalance(vendor: VoucherVendor): Promise<Money> {
    return this.overrides.vendorBalance?.(vendor) ?? Promise.resolve(usd(vendor === 'Unipin' ? '5000.00' : '3000.00'));
  }

  rates(): Promise<{ current: ExchangeRate | null; history: ExchangeRate[] }> {
    return this.overrides.rates?.() ?? Promise.resolve({ current: this.rateRows[0] ?? null, history: [...this.rateRows] });
  }

  addRate(rate: Decimal): Promise<ExchangeRate> {
    if (this.overrides.addRate) return this.overrides.addRate(rate);
    const added = { id: `rate-${this.rateRows.length + 1}`, rate, currency: 'USD', createdBy: 'Admin', createdAt: new Date().toISOString() };
    this.rateRows.unshift(added);
    return Promise.resolve(added);
  }

  requests(page: number, pageSize: number): Promise<Page<VoucherRequest>> {
    if (this.overrides.requests) return this.overrides.requests(page, pageSize);
    const rows: VoucherRequest[] = this.transactionRows.map((row) => ({
      id: `vr-${row.id}`,
      vendor: row.vendor,
      merchantName: row.merchantName,
      serviceName: row.serviceName,
      productName: row.product,
      amount: row.amount,
      status: row.status,
      referenceNo: `UP${row.transactionId.slice(2)}`,
      salesRate: decimal('10'),
      createdAt: row.createdAt,
    }));
    return Promise.resolve({ rows: rows.slice((page - 1) * pageSize, page * pageSize), total: rows.length });
  }

  merchantBalances(): Promise<MerchantBalance[]> {
    return this.overrides.merchantBalances?.() ?? Promise.resolve([{ merchantId: 'm-1', merchantName: 'Multiverse', availableBalance: pkr('125000.00') }]);
  }

  transactions(query: VoucherTransactionQuery): Promise<Page<VoucherTransaction>> {
    if (this.overrides.transactions) return this.overrides.transactions(query);
    const matching = this.transactionRows.filter((row) => {
      const day = businessDayOf(row.createdAt);
      if (day < query.from || day > query.to) return false;
      return query.filters.every(({ column, match, value }) => {
        const text = String(
          column === 'status' ? row.status : column === 'operator' ? row.vendor : (row as unknown as Record<string, unknown>)[column],
        ).toLowerCase();
        return match === 'equals' ? text === value.toLowerCase() : text.includes(value.toLowerCase());
      });
    });
    return Promise.resolve({ rows: matching.slice((query.page - 1) * 10, query.page * 10), total: matching.length });
  }

  quote(choice: ProductChoice): Promise<VoucherQuote> {
    if (this.overrides.quote) return this.overrides.quote(choice);
    const details = demoDetails.find((entry) => entry.vendor === choice.vendor && entry.id === choice.voucherId);
    const product = details?.products.find((entry) => entry.code === choice.productCode);
    const config = voucherConfigDecimals(voucherConfigDefaults);
    const rate = this.rateRows[0]?.rate;
    if (details === undefined || product === undefined || config === null || rate === undefined) {
      return Promise.reject(new AppError('validation_failed', `${choice.vendor} has no such voucher or product`, 'productCode'));
    }
    const vendorPrice = toDecimal(product.price);
    const price = priceVoucher({ vendorPrice, exchangeRate: rate, config, currency: 'PKR' });
    return Promise.resolve({
      ...choice,
      productName: `${details.name} ${product.name}`,
      serviceId: 'svc-vouchers',
      serviceName: 'multiverse-vouchers',
      vendorPrice: product.price,
      exchangeRate: rate,
      customerPrice: price.customerPrice,
      carrierShare: price.carrierShare,
      merchantShare: price.merchantShare,
      platformShare: price.platformShare,
    });
  }

  purchase(purchase: VoucherPurchase, idempotencyKey: string): Promise<PurchaseResult> {
    if (this.overrides.purchase) return this.overrides.purchase(purchase, idempotencyKey);
    const earlier = this.purchases.get(idempotencyKey);
    if (earlier) return Promise.resolve(earlier);
    const { quote, buyer } = purchase;
    const transaction: VoucherTransaction = {
      id: `vt-${this.transactionRows.length + 1}`,
      transactionId: `VT${String(2000000000 + this.transactionRows.length)}`,
      orderId: `VO-${idempotencyKey.slice(0, 8)}`,
      vendor: quote.vendor,
      buyerName: buyer.userName,
      account: buyer.userMsisdn,
      email: buyer.email,
      product: quote.productName,
      productCode: quote.productCode,
      merchantName: 'Multiverse',
      serviceName: quote.serviceName,
      createdAt: new Date().toISOString(),
      amount: quote.customerPrice,
      status: 'SUCCESS',
      carrierShare: quote.carrierShare,
      merchantShare: quote.merchantShare,
      platformShare: quote.platformShare,
    };
    this.transactionRows.unshift(transaction);
    const result = {
      transaction,
      referenceNo: `UP${String(this.transactionRows.length).padStart(12, '0')}`,
      voucherPin: quote.vendor === 'Unipin' ? '1234-5678-9012-3456' : null,
    };
    this.purchases.set(idempotencyKey, result);
    return Promise.resolve(result);
  }
}
