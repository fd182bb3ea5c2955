import { z } from 'zod';
import { merchantCountries } from '../domain/accounts/account-records';
import { accountCurrencyField, accountEmailFields, accountFieldMessages, accountNameField, countryField } from './account.form-fields';

/** spec 2 §5 "Merchant and carrier": the merchant form's messages. */
export const merchantFormMessages = accountFieldMessages;

/**
 * spec 2 §2.2 and §3: the merchant form. Keys, balance, status and history are the server's: a
 * client sending them is ignored (unknown fields are dropped).
 */
export const merchantFormSchema = z.object({
  country: countryField(merchantCountries),
  name: accountNameField,
  currency: accountCurrencyField,
  ...accountEmailFields,
  showBalance: z.boolean({ error: () => 'Show balance must be true or false' }).default(false),
});
export type MerchantFormInput = z.input<typeof merchantFormSchema>;
export type MerchantFormValues = z.output<typeof merchantFormSchema>;
