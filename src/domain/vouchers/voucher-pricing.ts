import { decimalOf, multiplyDecimal, parseDecimal, type Decimal } from '../money/decimal';
import { addMoney, fromDecimal, percentOf, subtractMoney, zeroOf, type Money } from '../money/money';
import { voucherFeeNames, type VoucherConfig, type VoucherFee } from '../services/voucher-config';

/**
 * The priced sale of one voucher (docs/decisions/0032-vouchers.md). Every figure is in the selling
 * currency (PKR):
 *
 *   faceValue        = vendor price × exchange rate (one rounding to the paisa)
 *   customerPrice    = faceValue + salesRate(faceValue)                       what the customer pays
 *   vendorPayment    = faceValue − vendorMargin(faceValue)                    what the vendor is paid
 *   withholdingTax   = withholdingTax(customerPrice)                          tax withheld on the sale
 *   repatriationCost = repatriationCost(vendorPayment)                        sending the payment abroad
 *   carrierShare     = merchantCost(customerPrice)                            the collecting carrier's fee
 *   margin           = customerPrice − vendorPayment − withholdingTax − repatriationCost − carrierShare
 *   platformShare    = margin × marginDistribution.walee / 100 (one rounding)
 *   merchantShare    = margin − platformShare
 *
 * A percent fee is `value`% of its base, rounded half away from zero to the paisa once
 * (`percentOf`); a fixed fee is `value` in the selling currency, taken as it is. The merchant's share
 * is the rest of the margin, so platformShare + merchantShare = margin exactly and the parts add up
 * to the customer price to the paisa. A margin below zero means the configuration sells at a loss:
 * `sellable` is false and the server refuses the purchase.
 */
export interface VoucherPrice {
  faceValue: Money;
  customerPrice: Money;
  vendorPayment: Money;
  withholdingTax: Money;
  repatriationCost: Money;
  carrierShare: Money;
  margin: Money;
  platformShare: Money;
  merchantShare: Money;
  sellable: boolean;
}

export interface VoucherPriceInput {
  /** The vendor's price in its own currency, exact. */
  vendorPrice: Decimal;
  /** Selling-currency units per vendor-currency unit (1 when the vendor already prices in it). */
  exchangeRate: Decimal;
  config: VoucherConfig<Decimal>;
  currency: Money['currency'];
}

function feeOf(fee: VoucherFee<Decimal>, base: Money): Money {
  return fee.type === 'percent' ? percentOf(base, fee.value) : fromDecimal(fee.value, base.currency);
}

export function priceVoucher(input: VoucherPriceInput): VoucherPrice {
  const { config, currency } = input;
  const faceValue = fromDecimal(multiplyDecimal(input.vendorPrice, input.exchangeRate), currency);
  const customerPrice = addMoney(faceValue, feeOf(config.salesRate, faceValue));
  const vendorPayment = subtractMoney(faceValue, feeOf(config.vendorMargin, faceValue));
  const withholdingTax = feeOf(config.withholdingTax, customerPrice);
  const repatriationCost = feeOf(config.repatriationCost, vendorPayment);
  const carrierShare = feeOf(config.merchantCost, customerPrice);
  const costs = [vendorPayment, withholdingTax, repatriationCost, carrierShare].reduce(addMoney, zeroOf(currency));
  const margin = subtractMoney(customerPrice, costs);
  const platformShare = percentOf(margin, config.marginDistribution.walee);
  const merchantShare = subtractMoney(margin, platformShare);
  return {
    faceValue,
    customerPrice,
    vendorPayment,
    withholdingTax,
    repatriationCost,
    carrierShare,
    margin,
    platformShare,
    merchantShare,
    sellable: margin.minor >= 0n && customerPrice.minor > 0n,
  };
}

/** A price already in the selling currency converts at 1. */
export const sameCurrencyRate: Decimal = decimalOf(1n, 0);

/** Stored configurations hold decimal text (spec 2 §3 voucherConfig); a figure that is not one is null. */
export function voucherConfigDecimals(config: VoucherConfig): VoucherConfig<Decimal> | null {
  const read = (text: string): Decimal | null => {
    const parsed = parseDecimal(text, 4);
    return parsed.ok ? parsed.value : null;
  };
  const walee = read(config.marginDistribution.walee);
  const merchant = read(config.marginDistribution.merchant);
  const fee = (name: (typeof voucherFeeNames)[number]): VoucherFee<Decimal> | null => {
    const value = read(config[name].value);
    return value === null ? null : { value, type: config[name].type };
  };
  const [vendorMargin, withholdingTax, repatriationCost, salesRate, merchantCost] = voucherFeeNames.map(fee);
  if (!walee || !merchant || !vendorMargin || !withholdingTax || !repatriationCost || !salesRate || !merchantCost) return null;
  return { vendorMargin, withholdingTax, repatriationCost, salesRate, merchantCost, marginDistribution: { walee, merchant } };
}
