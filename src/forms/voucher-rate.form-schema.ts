import { z } from 'zod';
import { compareDecimal, decimalOf } from '../domain/money/decimal';
import { exactFigure } from './figure-fields';

/** spec 3 §7 Add rate (rate and currency USD). The spec shows no message; these are ours. */
export const voucherRateFormMessages = {
  rateRequired: 'Please provide exchange rate',
  rateInvalid: 'Exchange rate must be above 0 with at most 4 decimals',
} as const;

const m = voucherRateFormMessages;
const zero = decimalOf(0n, 0);

export const voucherRateFormSchema = z.object({
  /** numeric(12,4): eight digits before the point, four after; the form's value is the exact rate. */
  rate: exactFigure(
    { required: m.rateRequired, invalid: m.rateInvalid, notANumber: m.rateRequired },
    4,
    { maxIntegerDigits: 8 },
    {
      holds: (value) => compareDecimal(value, zero) > 0,
      message: m.rateInvalid,
    },
  ),
  currency: z.literal('USD', { error: 'Rates are kept in USD' }).default('USD'),
});
export type VoucherRateFormInput = z.input<typeof voucherRateFormSchema>;
export type VoucherRateFormValues = z.output<typeof voucherRateFormSchema>;
