import { z } from 'zod';
import { isPakistaniMobile } from '../domain/msisdn/msisdn';
import { emailText, requiredText } from './people-fields';

/** The buyer of a voucher (spec 3 §3 Voucher transaction users[0]). Not in the spec: our messages. */
export const voucherPurchaseFormMessages = {
  userNameRequired: 'Please provide customer name',
  userNameTooShort: 'Customer name is too short',
  userNameTooLong: 'Customer name is too long',
  msisdnInvalid: 'Mobile number must be 11 digits and start with 03',
  emailRequired: 'Please provide email',
  emailInvalid: 'Invalid email address',
} as const;

const m = voucherPurchaseFormMessages;

export const voucherBuyerSchema = z.object({
  userName: requiredText({ min: 2, max: 60 }, { required: m.userNameRequired, tooShort: m.userNameTooShort, tooLong: m.userNameTooLong }),
  userMsisdn: z
    .string({ error: () => m.msisdnInvalid })
    .trim()
    .refine((value) => /^03\d{9}$/.test(value) && isPakistaniMobile(value), m.msisdnInvalid),
  email: emailText(100, { required: m.emailRequired, invalid: m.emailInvalid }),
});
export type VoucherBuyer = z.output<typeof voucherBuyerSchema>;

/** The Buy form of the voucher details dialog: the buyer's details. */
export const voucherPurchaseFormSchema = voucherBuyerSchema;
export type VoucherPurchaseFormInput = z.input<typeof voucherPurchaseFormSchema>;
