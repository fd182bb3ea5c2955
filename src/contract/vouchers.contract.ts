import { z } from 'zod';
import { defineCall } from './call-definition';
import { transactionSortFields, type TransactionSortField } from './reports.contract';
import { transactionSearchListSchema } from './transaction-search.schema';
import { isIsoDate } from '../domain/time/iso-date';
import { onlyKnownVendorsMessage, voucherGridSizes, voucherTransactionsPageSize, voucherVendors } from '../domain/vouchers/voucher-vendors';
import { voucherBuyerSchema } from '../forms/voucher-purchase.form-schema';
import { voucherRateFormSchema } from '../forms/voucher-rate.form-schema';

// spec 3 §7 Vouchers: the spec names the calls but shows no paths; these are ours, in the style of
// the others (`/<area>/<verb>`), all on the api base. docs/decisions/0032-vouchers.md.

/** spec 3 §5: any vendor but Unipin and Gamepoint answers the one message, naming `vendor`. */
export const vendorSchema = z.enum(voucherVendors, { error: onlyKnownVendorsMessage });
const id = z.string().trim().min(1).max(64);
const amount = z.number().finite();

// spec 3 §3 Voucher (Unipin), in Unipin's own shape.
export const unipinDenominationSchema = z.object({
  denomination_code: z.string(),
  denomination_name: z.string(),
  denomination_currency: z.string(),
  denomination_amount: amount,
});
export const unipinVoucherSchema = z.object({
  voucher_name: z.string(),
  voucher_code: z.string(),
  icon_url: z.string(),
  /** 1 means Active, anything else Inactive. */
  status: z.number().int(),
  denominations: z.array(unipinDenominationSchema),
});
export type UnipinVoucher = z.infer<typeof unipinVoucherSchema>;

// spec 3 §3 Voucher (Gamepoint), in Gamepoint's own shape; the list carries id and name only.
export const gamepointListItemSchema = z.object({ id: z.number().int(), name: z.string() });
export const gamepointDetailSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  fields: z.array(z.object({ name: z.string(), desc: z.string(), type: z.string() })),
  servers: z.array(z.object({ name: z.string(), value: z.string() })),
  packages: z.array(z.object({ id: z.number().int(), name: z.string(), price: amount, originalprice: amount })),
});
export type GamepointDetail = z.infer<typeof gamepointDetailSchema>;

export const listVendors = defineCall({
  id: 'vouchers.carriers',
  summary: 'The voucher vendors (spec 3 §7 "get carriers"): Unipin and Gamepoint',
  base: 'api',
  method: 'GET',
  path: '/vouchers/get-carriers',
  response: z.object({ data: z.array(z.object({ name: vendorSchema })) }),
});

export const listVouchers = defineCall({
  id: 'vouchers.byVendor',
  summary: "A vendor's vouchers, in the vendor's own shape",
  base: 'api',
  method: 'GET',
  path: '/vouchers/get',
  query: z.object({ vendor: vendorSchema }),
  response: z.discriminatedUnion('vendor', [
    z.object({ vendor: z.literal('Unipin'), data: z.array(unipinVoucherSchema) }),
    z.object({ vendor: z.literal('Gamepoint'), data: z.array(gamepointListItemSchema) }),
  ]),
});

export const voucherDetails = defineCall({
  id: 'vouchers.details',
  summary: 'One voucher of a vendor: voucherId is the code for Unipin, the id for Gamepoint. Gamepoint may answer no data with a message',
  base: 'api',
  method: 'GET',
  path: '/vouchers/details',
  query: z.object({ vendor: vendorSchema, voucherId: id }),
  response: z.discriminatedUnion('vendor', [
    z.object({ vendor: z.literal('Unipin'), data: unipinVoucherSchema }),
    z.object({ vendor: z.literal('Gamepoint'), data: gamepointDetailSchema.nullable(), message: z.string().optional() }),
  ]),
});

export const vendorBalance = defineCall({
  id: 'vouchers.balance',
  summary: "The platform's balance with a vendor (the portal reads data.balance)",
  base: 'api',
  method: 'GET',
  path: '/vouchers/balance',
  query: z.object({ vendor: vendorSchema }),
  response: z.object({ data: z.object({ balance: amount, currency: z.string() }) }),
});

export const voucherStocks = defineCall({
  id: 'vouchers.stocks',
  summary: "Unipin's stock per denomination code of a voucher, or NA where Unipin does not know",
  base: 'api',
  method: 'GET',
  path: '/vouchers/stocks',
  query: z.object({ voucherId: id }),
  response: z.object({ data: z.record(z.string(), z.union([z.number().int().nonnegative(), z.literal('NA')])) }),
});

export const exchangeRateSchema = z.object({
  _id: z.string(),
  rate: z.number().finite(),
  currency: z.string(),
  createdBy: z.string().nullable(),
  createdDate: z.string(),
});
export type ExchangeRateDto = z.infer<typeof exchangeRateSchema>;

export const voucherRates = defineCall({
  id: 'vouchers.rates',
  summary: 'The current USD exchange rate of the vouchers and the history of rates, newest first',
  base: 'api',
  method: 'GET',
  path: '/vouchers/rates',
  response: z.object({ current: exchangeRateSchema.nullable(), history: z.array(exchangeRateSchema) }),
});

export const addVoucherRate = defineCall({
  id: 'vouchers.addRate',
  summary: 'Adds a USD exchange rate (platform staff with Vouchers.addRate); earlier rates are kept',
  base: 'api',
  method: 'POST',
  path: '/vouchers/add-rate',
  body: voucherRateFormSchema,
  response: exchangeRateSchema,
});

export const voucherRequestRowSchema = z.object({
  _id: z.string(),
  /** spec 3 §3: Unipin when missing. */
  source: z.string(),
  merchantName: z.string(),
  serviceName: z.string(),
  productName: z.string(),
  productCode: z.string(),
  amount,
  currency: z.string(),
  status: z.string(),
  responsePayload: z.object({ reference_no: z.string().optional(), order: z.record(z.string(), z.unknown()).optional() }).nullable(),
  financialSummary: z.object({ salesRate: z.number().nullable() }),
  createdDate: z.string(),
});
export type VoucherRequestRow = z.infer<typeof voucherRequestRowSchema>;

export const listVoucherRequests = defineCall({
  id: 'vouchers.requests',
  summary: 'Voucher requests, newest first (a merchant sees its own)',
  base: 'api',
  method: 'POST',
  readOnly: 'a voucher requests page sent as POST (spec 3 §2 Vouchers)',
  path: '/vouchers/requests',
  body: z.object({
    page: z.number().int().min(1).max(1_000_000).default(1),
    limit: z
      .number()
      .int()
      .refine((size) => (voucherGridSizes as readonly number[]).includes(size), `Page size must be one of ${voucherGridSizes.join(', ')}`)
      .default(25),
  }),
  response: z.object({ voucherRequests: z.array(voucherRequestRowSchema), totalCount: z.number().int().nonnegative() }),
});

export const merchantVoucherBalance = defineCall({
  id: 'vouchers.merchantBalance',
  summary: "The merchant's available balance (the portal reads data[0].availableBalance); platform staff get every merchant's",
  base: 'api',
  method: 'GET',
  path: '/vouchers/merchant-balance',
  response: z.object({
    data: z.array(z.object({ _id: z.string(), merchantName: z.string(), availableBalance: amount, currency: z.string() })),
  }),
});

/** The voucher transactions sort by the report's columns that they have (no net amount). */
export const voucherTransactionSortFields = transactionSortFields.filter(
  (field): field is Exclude<TransactionSortField, 'netAmount'> => field !== 'netAmount',
) as readonly Exclude<TransactionSortField, 'netAmount'>[];
export type VoucherTransactionSortField = Exclude<TransactionSortField, 'netAmount'>;

const businessDate = z.string().refine(isIsoDate, 'Use a date written YYYY-MM-DD');

export const voucherTransactionSearchSchema = z
  .object({
    dateFrom: businessDate,
    dateTo: businessDate,
    page: z.number().int().min(1).max(1_000_000).default(1),
    /** spec 3 §9: ten per page, fixed. */
    limit: z.literal(voucherTransactionsPageSize, { error: `Page size is ${voucherTransactionsPageSize}` }).default(voucherTransactionsPageSize),
    sortObj: z
      .object({
        field: z.enum(voucherTransactionSortFields as [VoucherTransactionSortField, ...VoucherTransactionSortField[]], {
          error: 'This column cannot be sorted',
        }),
        sortBy: z.enum(['asc', 'desc'], { error: 'Use asc or desc' }),
      })
      .optional(),
    /** The one whitelist of the transaction report (docs/decisions/0012-reports.md). */
    searchObj: transactionSearchListSchema.default([]),
  })
  .refine((body) => body.dateFrom <= body.dateTo, { message: 'The end date must not be before the start date', path: ['dateTo'] });
export type VoucherTransactionSearchBody = z.input<typeof voucherTransactionSearchSchema>;

export const voucherTransactionRowSchema = z.object({
  _id: z.string(),
  paymentTransactionID: z.string(),
  paymentOrderID: z.string(),
  source: z.string(),
  users: z.array(z.object({ userName: z.string(), userMsisdn: z.string(), email: z.string() })),
  productName: z.string(),
  productCode: z.string(),
  merchantName: z.string(),
  serviceName: z.string(),
  createdAt: z.string(),
  amount,
  currency: z.string(),
  status: z.string(),
  carrierShareValue: amount,
  merchantShareValue: amount,
  waleeShareValue: amount,
});
export type VoucherTransactionRow = z.infer<typeof voucherTransactionRowSchema>;

export const searchVoucherTransactions = defineCall({
  id: 'vouchers.searchTransactions',
  summary: 'Voucher transactions of business days dateFrom..dateTo: server paging (10), sorting, equals/contains filters',
  base: 'api',
  method: 'POST',
  readOnly: 'a voucher transactions search sent as POST (spec 3 §2 Vouchers)',
  path: '/vouchers/transactions/search',
  body: voucherTransactionSearchSchema,
  response: z.object({ subs: z.array(voucherTransactionRowSchema), count: z.number().int().nonnegative() }),
});

const productChoice = {
  vendor: vendorSchema,
  voucherId: id,
  /** Unipin's denomination_code or Gamepoint's package id. */
  productCode: id,
};

export const voucherQuoteSchema = z.object({
  vendor: vendorSchema,
  voucherId: z.string(),
  productCode: z.string(),
  productName: z.string(),
  serviceId: z.string(),
  serviceName: z.string(),
  vendorPrice: amount,
  vendorCurrency: z.string(),
  exchangeRate: z.number().finite(),
  currency: z.string(),
  customerPrice: amount,
  carrierShareValue: amount,
  merchantShareValue: amount,
  waleeShareValue: amount,
});
export type VoucherQuote = z.infer<typeof voucherQuoteSchema>;

export const quoteVoucher = defineCall({
  id: 'vouchers.quote',
  summary: "Prices one voucher for the caller's voucher service with the domain's formula (merchants with Vouchers.purchase)",
  base: 'api',
  method: 'POST',
  readOnly: 'a price computed for the buyer; nothing is bought or stored',
  path: '/vouchers/quote',
  body: z.object(productChoice),
  response: voucherQuoteSchema,
});

export const purchaseVoucherBodySchema = z.object({
  ...productChoice,
  serviceId: id,
  /** The customer price the buyer was shown; the server reprices and refuses a different one. */
  amount,
  user: voucherBuyerSchema,
  /** Gamepoint's fields (e.g. the player id) and server, by field name. */
  fields: z.record(z.string().max(40), z.string().trim().max(100)).optional(),
});
export type PurchaseVoucherBody = z.input<typeof purchaseVoucherBodySchema>;

export const purchaseVoucher = defineCall({
  id: 'vouchers.purchase',
  summary:
    "Buys a voucher from the vendor for the caller's merchant (Vouchers.purchase) and records the request and the transaction with its shares. An Idempotency-Key header is required: a repeat answers the first result",
  base: 'api',
  method: 'POST',
  path: '/vouchers/purchase',
  body: purchaseVoucherBodySchema,
  response: z.object({ transaction: voucherTransactionRowSchema, referenceNo: z.string(), voucherPin: z.string().nullable() }),
  idempotency: { required: true },
});
