import { z } from 'zod';
import { compareDecimal, decimalOf, parseDecimal } from '../domain/money/decimal';

/** spec 3 §7 Add rate (rate and currency USD). The spec shows no message; these are ours. */
export const voucherRateFormMessages = {
  rateRequired: 'Please provide exchange rate',
  rateInvalid: 'Exchange rate must be above 0 with at most 4 decimals',
} as const;

const m = voucherRateFormMessages;

/** numeric(12,4): eight digits before the point. */
const rateOk = (value: number) => {
  const parsed = parseDecimal(value, 4, { maxIntegerDigits: 8 });
  return parsed.ok && compareDecimal(parsed.value, decimalOf(0n, 0)) > 0;
};

export const voucherRateFormSchema = z.object({
  rate: z.number({ error: () => m.rateRequired }).refine(rateOk, m.rateInvalid),
  currency: z.literal('USD', { error: 'Rates are kept in USD' }).default('USD'),
});
export type VoucherRateFormInput = z.input<typeof voucherRateFormSchema>;
export type VoucherRateFormValues = z.output<typeof voucherRateFormSchema>;
