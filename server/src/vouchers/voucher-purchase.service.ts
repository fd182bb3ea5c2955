import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { errorCodes } from '../../../src/contract/error-bodies.schema';
import type { VoucherQuote, VoucherTransactionRow } from '../../../src/contract/vouchers.contract';
import { isCurrencyCode, type CurrencyCode } from '../../../src/domain/money/currencies';
import { parseDecimal } from '../../../src/domain/money/decimal';
import { equalMoney, formatAmount, parseMoney, toAmountString } from '../../../src/domain/money/money';
import { priceVoucher, sameCurrencyRate, voucherConfigDecimals, type VoucherPrice } from '../../../src/domain/vouchers/voucher-pricing';
import type { VoucherVendor } from '../../../src/domain/vouchers/voucher-vendors';
import type { DatabaseSchema } from '../db/database-schema';
import { isUniqueViolation } from '../db/database-errors';
import { newRecordId } from '../db/record-id';
import type { Actor } from '../http/actor';
import { ApiFailure, conflict, failure, forbidden, invalidInput } from '../http/api-failure';
import type { VendorFailureReason, VendorProduct, VoucherVendorPort } from '../providers/voucher-vendor.port';
import type { VouchersRepository, VoucherServiceRecord } from './vouchers.repository';
import { voucherQuoteOf, voucherTransactionOf } from './vouchers.wire-mapping';

export interface ProductChoice {
  vendor: VoucherVendor;
  voucherId: string;
  productCode: string;
}

export interface PurchaseRequest extends ProductChoice {
  serviceId: string;
  amount: number;
  user: { userName: string; userMsisdn: string; email: string };
  fields?: Record<string, string> | undefined;
}

export interface PurchaseAnswer {
  transaction: VoucherTransactionRow;
  referenceNo: string;
  voucherPin: string | null;
}

interface Priced {
  merchantId: string;
  product: VendorProduct;
  service: VoucherServiceRecord;
  currency: CurrencyCode;
  rate: string;
  price: VoucherPrice;
}

export interface VoucherPurchaseDeps {
  db: Kysely<DatabaseSchema>;
  vouchers: VouchersRepository;
  vendors: ReadonlyMap<VoucherVendor, VoucherVendorPort>;
}

/** How a vendor's refusal reaches the buyer: a timeout is the gateway's, the rest the vendor's no. */
const vendorStatus: Readonly<Record<VendorFailureReason, number>> = {
  timeout: 504,
  'insufficient-balance': 502,
  'out-of-stock': 409,
  inactive: 409,
  declined: 502,
  'invalid-player': 400,
};

const twelveDigits = () => String(randomInt(0, 1_000_000)).padStart(6, '0') + String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * docs/decisions/0032-vouchers.md: the buy-side flow. The price is the domain's `priceVoucher` over the
 * service's voucherConfig and the current USD rate; the buyer's amount must match it. The vendor is
 * asked with a reference made of the merchant and the Idempotency-Key, so a repeat never buys twice;
 * only a vendor's success is recorded, and the request and the transaction with its shares commit
 * in one database transaction. A repeated key is answered before this runs (docs/decisions/0021-idempotency.md).
 */
export class VoucherPurchaseService {
  constructor(private readonly deps: VoucherPurchaseDeps) {}

  async quote(actor: Actor, choice: ProductChoice, serviceId?: string): Promise<VoucherQuote | ApiFailure> {
    const priced = await this.#price(actor, choice, serviceId);
    if (priced instanceof ApiFailure) return priced;
    return voucherQuoteOf(choice, priced);
  }

  async purchase(actor: Actor, request: PurchaseRequest, idempotencyKey: string): Promise<PurchaseAnswer | ApiFailure> {
    if (actor.scope.kind !== 'merchant') return forbidden("Only a merchant's users buy vouchers");
    const merchantId = actor.scope.merchantId;

    const priced = await this.#price(actor, request, request.serviceId);
    if (priced instanceof ApiFailure) return priced;
    const offered = parseMoney(request.amount, priced.currency);
    if (!offered.ok) return invalidInput('Amount allows at most 2 decimals', 'amount');
    if (!equalMoney(offered.value, priced.price.customerPrice)) {
      return conflict(`The price is now ${formatAmount(priced.price.customerPrice)} ${priced.currency}; review it and buy again`, 'amount');
    }

    const vendor = this.#vendor(request.vendor);
    const result = await vendor.order({
      reference: `${merchantId}:${idempotencyKey}`,
      voucherId: request.voucherId,
      productCode: request.productCode,
      buyer: request.user,
      fields: request.fields ?? {},
    });
    if (result.outcome === 'failed') {
      const field = result.reason === 'invalid-player' ? 'fields.userid' : undefined;
      return failure(vendorStatus[result.reason], errorCodes.vendorFailed, result.message, field);
    }

    try {
      return await this.deps.db.transaction().execute((trx) => this.#record(trx, actor, merchantId, idempotencyKey, request, priced, result));
    } catch (error) {
      // Another user of the merchant bought with this key: the vendor answered that purchase again.
      if (isUniqueViolation(error)) return conflict('This Idempotency-Key was used for another purchase of your merchant', 'Idempotency-Key');
      throw error;
    }
  }

  #vendor(name: VoucherVendor): VoucherVendorPort {
    const vendor = this.deps.vendors.get(name);
    if (vendor === undefined) throw new Error(`No adapter for ${name}`);
    return vendor;
  }

  async #price(actor: Actor, choice: ProductChoice, serviceId: string | undefined): Promise<Priced | ApiFailure> {
    if (actor.scope.kind !== 'merchant') return forbidden("Only a merchant's users buy vouchers");
    const merchantId = actor.scope.merchantId;
    const product = await this.#vendor(choice.vendor).product(choice.voucherId, choice.productCode);
    if (product === null) return invalidInput(`${choice.vendor} has no such voucher or product`, 'productCode');
    if (!product.active) return conflict('This voucher is inactive', 'voucherId');

    const services = await this.deps.vouchers.voucherServicesOf(merchantId);
    const service = serviceId === undefined ? services[0] : services.find((entry) => entry.id === serviceId);
    if (service === undefined) {
      return serviceId === undefined
        ? conflict('Your organisation has no active voucher service', 'serviceId')
        : invalidInput('Choose one of your voucher services', 'serviceId');
    }
    const config = service.voucherConfig === undefined ? null : voucherConfigDecimals(service.voucherConfig);
    if (config === null) return conflict(`The service ${service.service_name} has no valid voucher configuration`, 'serviceId');
    const currency = service.currency;
    if (!isCurrencyCode(currency)) return conflict(`The service's currency ${currency} is not supported`, 'serviceId');

    let rate = '1';
    if (product.currency !== currency) {
      if (product.currency !== 'USD') return conflict(`${choice.vendor} prices in ${product.currency}, which has no rate`, 'vendor');
      const current = await this.deps.vouchers.currentRate('USD');
      if (current === undefined) return conflict('No USD exchange rate has been set for vouchers', 'rate');
      rate = current;
    }
    const vendorPrice = parseDecimal(product.price, 2);
    const exchangeRate = rate === '1' ? { ok: true as const, value: sameCurrencyRate } : parseDecimal(rate, 4);
    if (!vendorPrice.ok || !exchangeRate.ok) return conflict('The vendor price or the rate cannot be read', 'productCode');
    const price = priceVoucher({ vendorPrice: vendorPrice.value, exchangeRate: exchangeRate.value, config, currency });
    if (!price.sellable) return conflict(`The voucher configuration of ${service.service_name} would sell this voucher at a loss`, 'serviceId');
    return { merchantId, product, service, currency, rate, price };
  }

  async #record(
    trx: Kysely<DatabaseSchema>,
    actor: Actor,
    merchantId: string,
    key: string,
    request: PurchaseRequest,
    priced: Priced,
    result: Extract<Awaited<ReturnType<VoucherVendorPort['order']>>, { outcome: 'success' }>,
  ): Promise<PurchaseAnswer> {
    const { price, product, service } = priced;
    const requestId = newRecordId();
    const figures = {
      vendorPrice: product.price,
      vendorCurrency: product.currency,
      exchangeRate: priced.rate,
      faceValue: toAmountString(price.faceValue),
      customerPrice: toAmountString(price.customerPrice),
      vendorPayment: toAmountString(price.vendorPayment),
      withholdingTaxAmount: toAmountString(price.withholdingTax),
      repatriationCostAmount: toAmountString(price.repatriationCost),
      carrierShare: toAmountString(price.carrierShare),
      margin: toAmountString(price.margin),
      platformShare: toAmountString(price.platformShare),
      merchantShare: toAmountString(price.merchantShare),
    };
    const config = service.voucherConfig;
    await trx
      .insertInto('voucher_requests')
      .values({
        id: requestId,
        merchant_id: merchantId,
        service_id: service.id,
        source: request.vendor,
        product_code: request.productCode,
        product_name: product.productName,
        amount: figures.customerPrice,
        currency: priced.currency,
        status: 'SUCCESS',
        response_payload: JSON.stringify({ reference_no: result.referenceNo, order: result.order }),
        // The configuration as it was: a later change of the service never rewrites this sale.
        financial_summary: JSON.stringify({
          salesRate: config?.salesRate.value ?? null,
          vendorMargin: config?.vendorMargin.value ?? null,
          withholdingTax: config?.withholdingTax.value ?? null,
          repatriationCost: config?.repatriationCost.value ?? null,
          merchantCost: config?.merchantCost.value ?? null,
          voucherConfig: config ?? null,
          ...figures,
        }),
        idempotency_key: key,
        created_by: actor.userId,
      })
      .execute();
    const row = await trx
      .insertInto('voucher_transactions')
      .values({
        id: newRecordId(),
        payment_transaction_id: `VT${twelveDigits()}`,
        payment_order_id: `VO-${result.referenceNo}`,
        source: request.vendor,
        merchant_id: merchantId,
        service_id: service.id,
        voucher_request_id: requestId,
        users: JSON.stringify([request.user]),
        product_name: product.productName,
        product_code: request.productCode,
        amount: figures.customerPrice,
        currency: priced.currency,
        status: 'SUCCESS',
        carrier_share_value: figures.carrierShare,
        merchant_share_value: figures.merchantShare,
        walee_share_value: figures.platformShare,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const merchant = await trx.selectFrom('merchants').select('name').where('id', '=', merchantId).executeTakeFirstOrThrow();
    const answer: PurchaseAnswer = {
      transaction: voucherTransactionOf({ ...row, users: [request.user], merchant_name: merchant.name, service_name: service.service_name }),
      referenceNo: result.referenceNo,
      voucherPin: result.voucherPin,
    };
    // A repeated key is answered from the idempotency keys, sealed there (docs/decisions/0021-idempotency.md).
    return answer;
  }
}
