import { z } from 'zod';
import { carrierCountries, carrierTypes } from '../domain/accounts/account-records';
import { accountCurrencyField, accountEmailFields, accountFieldMessages, accountNameField, countryField } from './account.form-fields';

/** spec 2 §5 "Merchant and carrier": the carrier form's messages (the merchant's and the type's). */
export const carrierFormMessages = {
  ...accountFieldMessages,
  typeRequired: 'Please select type',
} as const;

/** spec 2 §2.3 and §3: the carrier form. Status and history are the server's. */
export const carrierFormSchema = z.object({
  country: countryField(carrierCountries),
  type: z.enum(carrierTypes, { error: () => carrierFormMessages.typeRequired }),
  name: accountNameField,
  currency: accountCurrencyField,
  ...accountEmailFields,
});
export type CarrierFormInput = z.input<typeof carrierFormSchema>;
export type CarrierFormValues = z.output<typeof carrierFormSchema>;
