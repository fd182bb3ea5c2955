import { z } from 'zod';
import { parseDecimal } from '../domain/money/decimal';
import { settlementFormFields } from '../domain/settlements/settlement-form-rules';
import { businessDayOf } from '../domain/time/business-day';
import { isIsoDate } from '../domain/time/iso-date';

// spec 1 §5: every required message of the settlement form, as catalogue keys (the English
// catalogue holds the spec's exact text, tests compare it with settlementRequiredMessages).
const required = (field: string) => `settlements.form.required.${field}`;
const text = (field: string) => z.string().trim().min(1, required(field));

function decimalWithin(value: string, decimals: number, min: 'zero' | 'positive', max?: bigint): boolean {
  const parsed = parseDecimal(value, decimals, { maxIntegerDigits: 8 });
  if (!parsed.ok) return false;
  const { units } = parsed.value;
  if (min === 'zero' ? units < 0n : units <= 0n) return false;
  return max === undefined || units <= max * 10n ** BigInt(decimals);
}

const percentText = (field: string) => text(field).refine((value) => decimalWithin(value, 4, 'zero', 100n), 'settlements.form.invalid.percent');

const requiredFields = Object.fromEntries(settlementFormFields.map((field) => [field, text(field)])) as Record<
  (typeof settlementFormFields)[number],
  z.ZodString
>;

export const settlementFormSchema = z
  .object({
    ...requiredFields,
    dateFrom: text('dateFrom').refine(isIsoDate, required('dateFrom')),
    dateTo: text('dateTo')
      .refine(isIsoDate, required('dateTo'))
      // Today's revenue is still growing: the server settles whole past business days only.
      .refine((value) => value < businessDayOf(new Date()), 'settlements.form.invalid.dateNotPast'),
    remittanceChargesPercentage: percentText('remittanceChargesPercentage'),
    exchangeRate: text('exchangeRate').refine((value) => decimalWithin(value, 4, 'positive'), 'settlements.form.invalid.exchangeRate'),
    grossSettledAmount: z.string(),
    // Read-only, from the revenue lookup (docs/decisions/0041-refunds-in-the-money-figures.md).
    grossRevenue: z.string(),
    refundedAmount: z.string(),
    settledRevenue: z.string(),
  })
  .refine((values) => values.dateFrom <= values.dateTo, { path: ['dateTo'], message: 'settlements.form.invalid.dateOrder' });

export type SettlementFormValues = z.infer<typeof settlementFormSchema>;
