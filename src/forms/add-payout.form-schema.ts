import { z } from 'zod';
import { localCurrency } from '../domain/money/currencies';
import { compareDecimal, decimalOf } from '../domain/money/decimal';
import { isPayoutMsisdn, payoutBanks } from '../domain/payouts/payout-request';
import { isEmailAddress } from '../domain/users/people-rules';
import { moneyFigure } from './figure-fields';
import { plainText } from './plain-text';

/** spec 3 §5 "Add payout": the messages the specification gives, and ours where it gives none. */
export const addPayoutFormMessages = {
  merchantOrderIdRequired: 'Provide valid merchant order ID',
  amountInvalid: 'Amount must be greater than 0',
  certNameRequired: 'Please provide certificate name',
  certIdRequired: 'Please provide certificate ID',
  payoutTypeInvalid: 'Payout type must be WALLET',
  bankNameInvalid: 'Please select Easypaisa or Jazzcash',
  msisdnInvalid: 'must be 11 digits and start with 03',
  descriptionRequired: 'Please provide description',
  emailInvalid: 'Please provide a valid email',
  tooLong: 'Too long',
} as const;

const m = addPayoutFormMessages;

function requiredText(required: string, max: number) {
  return plainText(
    z
      .string({ error: () => required })
      .trim()
      .min(1, required)
      .max(max, m.tooLong),
  );
}

const walletNumber = z
  .string({ error: () => m.msisdnInvalid })
  .trim()
  .refine(isPayoutMsisdn, m.msisdnInvalid);

const one = decimalOf(1n, 0);

/**
 * spec 3 §5: a number, at least 1, with at most two decimals (numeric(18,2); docs/spec/decisions.md §3),
 * read exactly by the domain (never parseFloat) so the server stores what was typed: payouts are
 * rupees, so the form's value is exact PKR.
 */
const amountField = moneyFigure(
  { required: m.amountInvalid, invalid: m.amountInvalid },
  localCurrency,
  { maxIntegerDigits: 13 },
  {
    holds: (value) => compareDecimal(value, one) >= 0,
    message: m.amountInvalid,
  },
);

/** spec 3 §2 Add-payout dialog and §5: one schema for the portal's form and the server's call. */
export const addPayoutFormSchema = z.object({
  merchantOrderId: requiredText(m.merchantOrderIdRequired, 64),
  amount: amountField,
  certName: requiredText(m.certNameRequired, 120),
  certId: requiredText(m.certIdRequired, 64),
  payoutType: z.literal('WALLET', { error: () => m.payoutTypeInvalid }),
  bankName: z.enum(payoutBanks, { error: () => m.bankNameInvalid }),
  msisdn: walletNumber,
  bankNo: walletNumber,
  description: requiredText(m.descriptionRequired, 300),
  /** spec 3 §7 "Add admin loan request: the form plus beneficiaryEmail" (optional). */
  beneficiaryEmail: z
    .string({ error: () => m.emailInvalid })
    .trim()
    .max(200, m.tooLong)
    .refine((value) => value === '' || isEmailAddress(value), m.emailInvalid)
    .optional(),
});
export type AddPayoutFormInput = z.input<typeof addPayoutFormSchema>;
export type AddPayoutFormValues = z.output<typeof addPayoutFormSchema>;

/** spec 3 §2: amount 1, payout type WALLET, bank Easypaisa. */
export const addPayoutFormDefaults: AddPayoutFormInput = {
  merchantOrderId: '',
  amount: 1,
  certName: '',
  certId: '',
  payoutType: 'WALLET',
  bankName: 'Easypaisa',
  msisdn: '',
  bankNo: '',
  description: '',
  beneficiaryEmail: '',
};
