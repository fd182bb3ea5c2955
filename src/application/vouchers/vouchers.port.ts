import type { Decimal } from '../../domain/money/decimal';
import type { Money } from '../../domain/money/money';
import type { ColumnFilter, TransactionSortColumn } from '../../domain/transactions/transaction-filter';
import type { VoucherVendor } from '../../domain/vouchers/voucher-vendors';

// spec 3 §3 vouchers in the domain's words: each vendor's shape is the infrastructure's business.

/** One voucher of a vendor's list: Unipin's code, or Gamepoint's id as text. */
export interface VoucherListing {
  vendor: VoucherVendor;
  id: string;
  name: string;
  iconUrl: string | null;
  /** Unipin's status (1 Active); Gamepoint's list says nothing. */
  active: boolean | null;
  /** How many denominations Unipin lists; Gamepoint's list does not say. */
  productCount: number | null;
}

export interface VoucherProductOption {
  /** Unipin's denomination_code or Gamepoint's package id. */
  code: string;
  name: string;
  price: Money;
  /** Gamepoint's originalprice. */
  originalPrice: Money | null;
  /** Unipin's stock for the code, NA when Unipin does not know; null when the vendor keeps none. */
  stock: number | 'NA' | null;
}

export interface VoucherDetails {
  vendor: VoucherVendor;
  id: string;
  name: string;
  iconUrl: string | null;
  active: boolean;
  products: VoucherProductOption[];
  /** Gamepoint's fields the buyer fills in (the player id). */
  fields: { name: string; label: string; type: string }[];
  servers: { name: string; value: string }[];
}

/** spec 3 §8: Gamepoint may know a voucher and hold no data for it; the server's message, if any. */
export type VoucherDetailsAnswer = { found: true; details: VoucherDetails } | { found: false; message: string | null };

export interface ExchangeRate {
  id: string;
  rate: Decimal;
  currency: string;
  createdBy: string | null;
  createdAt: string;
}

export interface VoucherRequest {
  id: string;
  vendor: string;
  merchantName: string;
  serviceName: string;
  productName: string;
  amount: Money;
  status: string;
  referenceNo: string | null;
  salesRate: Decimal | null;
  createdAt: string;
}

export interface MerchantBalance {
  merchantId: string;
  merchantName: string;
  availableBalance: Money;
}

export interface VoucherTransaction {
  id: string;
  transactionId: string;
  orderId: string;
  vendor: string;
  buyerName: string;
  account: string;
  email: string;
  product: string;
  productCode: string;
  merchantName: string;
  serviceName: string;
  createdAt: string;
  amount: Money;
  status: string;
  carrierShare: Money;
  merchantShare: Money;
  platformShare: Money;
}

export type VoucherSortColumn = Exclude<TransactionSortColumn, 'netAmount'>;

export interface VoucherTransactionQuery {
  from: string;
  to: string;
  page: number;
  filters: readonly ColumnFilter[];
  sort?: { column: VoucherSortColumn; direction: 'asc' | 'desc' };
}

export interface Page<Row> {
  rows: Row[];
  total: number;
}

export interface ProductChoice {
  vendor: VoucherVendor;
  voucherId: string;
  productCode: string;
}

export interface VoucherQuote extends ProductChoice {
  productName: string;
  serviceId: string;
  serviceName: string;
  vendorPrice: Money;
  exchangeRate: Decimal;
  customerPrice: Money;
  carrierShare: Money;
  merchantShare: Money;
  platformShare: Money;
}

export interface VoucherPurchase {
  quote: VoucherQuote;
  buyer: { userName: string; userMsisdn: string; email: string };
  fields: Record<string, string>;
}

export interface PurchaseResult {
  transaction: VoucherTransaction;
  referenceNo: string;
  voucherPin: string | null;
}

/** spec 3 §7 Vouchers. Failures reject with an AppError carrying the server's code and field. */
export interface VouchersPort {
  vendors(): Promise<string[]>;
  vouchers(vendor: VoucherVendor): Promise<VoucherListing[]>;
  details(vendor: VoucherVendor, voucherId: string): Promise<VoucherDetailsAnswer>;
  vendorBalance(vendor: VoucherVendor): Promise<Money>;
  rates(): Promise<{ current: ExchangeRate | null; history: ExchangeRate[] }>;
  /** The rate exact, as the form's schema read it once. */
  addRate(rate: Decimal): Promise<ExchangeRate>;
  requests(page: number, pageSize: number): Promise<Page<VoucherRequest>>;
  merchantBalances(): Promise<MerchantBalance[]>;
  transactions(query: VoucherTransactionQuery): Promise<Page<VoucherTransaction>>;
  quote(choice: ProductChoice): Promise<VoucherQuote>;
  purchase(purchase: VoucherPurchase, idempotencyKey: string): Promise<PurchaseResult>;
}
