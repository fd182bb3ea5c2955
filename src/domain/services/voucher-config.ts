import { decimalOf, type Decimal } from '../money/decimal';

// spec 2 §3 voucherConfig and §9 voucher defaults. Values are exact decimals written as text, so
// the form, the wire mapping and the database read them the same way (docs/spec/decisions.md §3).

export const voucherFeeTypes = ['fixed', 'percent'] as const;
export type VoucherFeeType = (typeof voucherFeeTypes)[number];

export interface VoucherFee<V = string> {
  value: V;
  type: VoucherFeeType;
}

export const voucherFeeNames = ['vendorMargin', 'withholdingTax', 'repatriationCost', 'salesRate', 'merchantCost'] as const;
export type VoucherFeeName = (typeof voucherFeeNames)[number];

/** V is the figure's form: decimal text when stored, a JSON number on the wire. */
export type VoucherConfig<V = string> = Record<VoucherFeeName, VoucherFee<V>> & {
  /** Percent of the margin that goes to the platform (walee, shown PGW) and to the merchant. */
  marginDistribution: { walee: V; merchant: V };
};

/**
 * The same configuration with each figure in another of its forms (decimal text, an exact decimal,
 * a JSON number), in the order spec 2 §3 lists them.
 */
export function voucherConfigWith<V, W>(config: VoucherConfig<V>, figure: (value: V) => W): VoucherConfig<W> {
  const fee = (name: VoucherFeeName): VoucherFee<W> => ({ value: figure(config[name].value), type: config[name].type });
  return {
    vendorMargin: fee('vendorMargin'),
    withholdingTax: fee('withholdingTax'),
    repatriationCost: fee('repatriationCost'),
    salesRate: fee('salesRate'),
    merchantCost: fee('merchantCost'),
    marginDistribution: { walee: figure(config.marginDistribution.walee), merchant: figure(config.marginDistribution.merchant) },
  };
}

const percentFee = (value: string): VoucherFee<string> => ({ value, type: 'percent' });

/**
 * spec 2 §9: vendor margin 2%, withholding tax 4%, repatriation cost 5%, sales rate 10%, merchant
 * cost 1.5%, margin distribution 80 platform and 20 merchant. The service form starts from these.
 */
export const voucherConfigDefaults: VoucherConfig = Object.freeze({
  vendorMargin: percentFee('2'),
  withholdingTax: percentFee('4'),
  repatriationCost: percentFee('5'),
  salesRate: percentFee('10'),
  merchantCost: percentFee('1.5'),
  marginDistribution: { walee: '80', merchant: '20' },
});

// Built from their units rather than parsed, so loading the module does no work that could throw.
export const hundredPercent: Decimal = decimalOf(100n, 0);
/** spec 2 §9: percent fields up to 99 (a fee of the whole amount leaves nothing to sell). */
export const maxFeePercent: Decimal = decimalOf(99n, 0);
