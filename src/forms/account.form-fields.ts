import { z } from 'zod';
import { accountCurrencyLength, accountNameLength } from '../domain/accounts/account-records';
import { currencyCodes } from '../domain/money/currencies';
import { unsafeCharactersIn } from '../domain/text/plain-text';
import { plainTextFormMessages } from './plain-text';

// spec 2 §5 "Merchant and carrier": the two forms share their fields and messages, written exactly
// as the specification writes them. The email message is the user form's (spec 2 §5 "User"): the
// specification says the four emails are optional, and an address given must still be one.
export const accountFieldMessages = {
  countryRequired: 'Please select a department',
  nameTooShort: 'Too short account name.',
  nameTooLong: 'Too long account name',
  nameRequired: 'Please provide valid account name',
  currencyInvalid: 'Provided currency is invalid',
  currencyRequired: 'Please provide currency',
  emailInvalid: 'Invalid email address',
} as const;

const m = accountFieldMessages;
const emailPattern = z.regexes.email;
const emailMaxLength = 254;

export function countryField<T extends readonly [string, ...string[]]>(countries: T) {
  return z.enum(countries, { error: () => m.countryRequired });
}

export const accountNameField = z
  .string({ error: () => m.nameRequired })
  .trim()
  .superRefine((name, ctx) => {
    const length = [...name].length;
    // Hidden characters make the name not a valid one (the spec's message); direction marks say why.
    const unsafe = unsafeCharactersIn(name);
    const message =
      length === 0 || unsafe === 'control'
        ? m.nameRequired
        : unsafe === 'direction'
          ? plainTextFormMessages.direction
          : length < accountNameLength.min
            ? m.nameTooShort
            : length > accountNameLength.max
              ? m.nameTooLong
              : undefined;
    if (message !== undefined) ctx.addIssue({ code: 'custom', message });
  });

/** 2 to 4 characters (spec 2 §5), and one of the currencies the money rules know (spec 2 §9). */
export const accountCurrencyField = z
  .string({ error: () => m.currencyRequired })
  .trim()
  .superRefine((currency, ctx) => {
    if (currency === '') ctx.addIssue({ code: 'custom', message: m.currencyRequired });
    else if (
      currency.length < accountCurrencyLength.min ||
      currency.length > accountCurrencyLength.max ||
      !(currencyCodes as readonly string[]).includes(currency)
    ) {
      ctx.addIssue({ code: 'custom', message: m.currencyInvalid });
    }
  })
  .transform((currency) => currency as (typeof currencyCodes)[number]);

/** Optional: left out, null or empty is no address (stored as null). */
export const optionalEmailField = z
  .string({ error: () => m.emailInvalid })
  .trim()
  .refine((email) => email === '' || (email.length <= emailMaxLength && emailPattern.test(email)), m.emailInvalid)
  .nullish()
  .transform((email) => (email ? email : null));

export const accountEmailFields = {
  notificationEmail: optionalEmailField,
  supportEmail: optionalEmailField,
  billingEmail: optionalEmailField,
  commercialEmail: optionalEmailField,
};
