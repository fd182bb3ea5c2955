import { z } from 'zod';
import { defineCall } from './call-definition';
import { currencyCodes } from '../domain/money/currencies';
import { parseDecimal } from '../domain/money/decimal';
import { settlementRequiredMessages } from '../domain/settlements/settlement-form-rules';
import { isIsoDate } from '../domain/time/iso-date';
import { reversed } from './wire-names';

// spec 1 §3 Settlement and §7 Settlements; wire names kept (waleeShare is the PGW share).

/** Amounts travel as JSON numbers with at most two decimals (docs/decisions/0004-money.md). */
const amount = z.number().finite();
const percent = z.number().finite();

/** A required input number whose missing answer is the spec's message (spec 1 §5). */
function requiredNumber(message: string, decimals: number, label: string) {
  return z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? message : `${label} must be a number`) })
    .refine((value) => parseDecimal(value, decimals).ok, `${label} allows at most ${decimals} decimals`);
}

function requiredText(message: string, max = 100) {
  return z
    .string({ error: () => message })
    .trim()
    .min(1, message)
    .max(max);
}

const isoDate = (message: string) => z.string({ error: () => message }).refine(isIsoDate, 'Use a date written YYYY-MM-DD');

const currency = (message: string) => z.enum(currencyCodes, { error: () => message });

/** Ours (docs/decisions/0041-refunds-in-the-money-figures.md): a refund of an earlier payment the settlement took off its revenue. */
export const settlementAdjustmentSchema = z.object({
  transactionNumber: z.string(),
  /** Business dates of the payment and of its refund. */
  paymentDate: z.string(),
  refundDate: z.string(),
  refundedAmount: amount,
  /** The shares the refund reverses. */
  waleeShare: amount,
  merchantShare: amount,
  currency: z.string(),
});
export type SettlementAdjustmentDto = z.infer<typeof settlementAdjustmentSchema>;

export const settlementSchema = z.object({
  _id: z.string(),
  transactionId: z.string(),
  transactionDate: z.string(),
  channel: z.string(),
  settledCurrency: z.string(),
  grossSettledAmount: amount,
  netSettledAmount: amount,
  totalRevenue: amount,
  country: z.string(),
  /** Local units per settled unit, up to four decimals. */
  exchangeRate: z.number().finite(),
  remittanceCharges: amount,
  remittanceChargesPercentage: percent,
  merchantName: z.string(),
  waleeShare: amount,
  waleeSharePercentage: percent,
  merchantShare: amount,
  merchantSharePercentage: percent,
  subTotal: amount,
  netTransferAmount: amount,
  localCurrency: z.string(),
  /** The merchant (docs/spec/decisions.md §2: userTypeId names the organisation). */
  userTypeId: z.string(),
  dateFrom: z.string(),
  dateTo: z.string(),
  /** spec 1 §4: always Paid. */
  status: z.literal('Paid'),
  /** Ours, answered by the settlement's own calls (get and add), not by the list. */
  adjustments: z.array(settlementAdjustmentSchema).optional(),
});
export type SettlementDto = z.infer<typeof settlementSchema>;

export const listSettlements = defineCall({
  id: 'settlements.list',
  summary: 'Settlements visible to the caller, newest first (a merchant sees only its own)',
  base: 'api',
  method: 'GET',
  path: '/settlements/get',
  response: z.array(settlementSchema),
});

export const getSettlement = defineCall({
  id: 'settlements.get',
  summary: "One settlement; another merchant's answers 404",
  base: 'api',
  method: 'GET',
  path: '/settlements/get/{id}',
  params: z.object({ id: z.string().min(1).max(64) }),
  response: settlementSchema,
});

const m = settlementRequiredMessages;

/**
 * docs/spec/decisions.md §2: the settlement's payloads name the platform's share `waleeShare` and its
 * percent `waleeSharePercentage` (spec 1 §3); a failure of the add names these fields.
 */
export const settlementWireNames = { platformShare: 'waleeShare', platformSharePercentage: 'waleeSharePercentage' } as const;
export const settlementCodeNames = reversed(settlementWireNames);

/** spec 1 §2 Settlement form, with the messages of spec 1 §5. The server recomputes every figure. */
export const addSettlementBodySchema = z.object({
  dateFrom: isoDate('Please select revenue from date'),
  dateTo: isoDate('Please select revenue to date'),
  country: requiredText(m.country),
  userTypeId: requiredText(m.userTypeId, 64),
  channel: requiredText(m.channel),
  totalRevenue: requiredNumber(m.totalRevenue, 2, 'Total Revenue'),
  waleeShare: requiredNumber(m.platformShare, 2, 'PGW share'),
  waleeSharePercentage: requiredNumber(m.platformSharePercentage, 4, 'PGW share percent'),
  merchantShare: requiredNumber(m.merchantShare, 2, 'Merchant share'),
  merchantSharePercentage: requiredNumber(m.merchantSharePercentage, 4, 'Merchant share percent'),
  subTotal: requiredNumber(m.subTotal, 2, 'Sub total'),
  remittanceChargesPercentage: requiredNumber(m.remittanceChargesPercentage, 4, 'Remittance percentage'),
  remittanceCharges: requiredNumber(m.remittanceCharges, 2, 'Remittance charges'),
  netTransferAmount: requiredNumber(m.netTransferAmount, 2, 'Net transfer amount'),
  exchangeRate: requiredNumber(m.exchangeRate, 4, 'Exchange rate'),
  netSettledAmount: requiredNumber(m.netSettledAmount, 2, 'Net settled amount'),
  grossSettledAmount: requiredNumber('Please provide gross settled amount', 2, 'Gross settled amount'),
  localCurrency: currency(m.localCurrency),
  settledCurrency: currency(m.settledCurrency),
});
export type AddSettlementBody = z.infer<typeof addSettlementBodySchema>;

export const addSettlement = defineCall({
  id: 'settlements.add',
  summary: 'Creates a settlement (platform staff with Settlements.addSettlement); figures are recomputed and must match',
  base: 'api',
  method: 'POST',
  path: '/settlements/add',
  body: addSettlementBodySchema,
  response: settlementSchema,
  idempotency: { required: false },
});

export const merchantRevenueBodySchema = z.object({
  dateFrom: isoDate('Please select revenue from date'),
  dateTo: isoDate('Please select revenue to date'),
  country: requiredText(m.country),
  merchantName: requiredText(m.userTypeId),
  /** spec 1 §7: the portal sends Success; only successful transactions are revenue. */
  status: z.literal('Success').default('Success'),
});
export type MerchantRevenueBody = z.input<typeof merchantRevenueBodySchema>;

export const merchantRevenueSchema = z.object({
  totalAmount: amount,
  waleeShareValue: amount,
  /** Percent. */
  waleeShare: percent,
  merchantShareValue: amount,
  /** Percent. */
  merchantShare: percent,
  /**
   * Ours (docs/decisions/0041-refunds-in-the-money-figures.md): totalAmount is the payments (grossAmount)
   * minus the refunds dated in the period (refundedAmount); settledRevenue is the revenue of the
   * merchant's earlier settlements at these percentages, which the shares are reckoned after.
   */
  grossAmount: amount.optional(),
  refundedAmount: amount.optional(),
  settledRevenue: amount.optional(),
});

export type MerchantRevenueDto = z.infer<typeof merchantRevenueSchema>;

/** spec 1 §7: the settlement form's revenue lookup (docs/decisions/0008-settlements.md). */
export const merchantRevenue = defineCall({
  id: 'merchants.revenue',
  summary: "A merchant's successful revenue over business days dateFrom..dateTo and its configured shares",
  base: 'api',
  method: 'POST',
  readOnly: 'the settlement form’s revenue lookup sent as POST (spec 1 §7)',
  path: '/merchants/add/revenue',
  body: merchantRevenueBodySchema,
  response: z.array(merchantRevenueSchema),
});
