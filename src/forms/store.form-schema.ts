import { z } from 'zod';
import { localCurrency } from '../domain/money/currencies';
import { easypaisaServiceNames } from '../domain/services/service-catalogue';
import { boundedText, recordId, requiredText } from './catalogue-form-fields';
import { moneyFigure } from './figure-fields';

/**
 * spec 2 §5 Store: name 2 to 50; epStoreId, epStoreKey, epStoreAccountNumber and epServiceName
 * required; balance a number with at most two decimals. The spec gives the balance message; the
 * others are ours, in its style.
 */
export const storeFormMessages = {
  nameRequired: 'Please provide valid store name',
  nameTooShort: 'Too short store name.',
  nameTooLong: 'Too long store name',
  epStoreIdRequired: 'Please provide EP store id',
  epStoreKeyRequired: 'Please provide EP store key',
  epStoreAccountNumberRequired: 'Please provide EP store account number',
  epServiceNameRequired: 'Please select EP service',
  balanceRequired: 'Please provide balance',
  balanceDecimals: 'The balance must have at most two decimal places',
  balanceNegative: 'The balance cannot be negative',
  idRequired: 'Please provide the store id',
} as const;

const m = storeFormMessages;

export const storeFormFields = {
  name: boundedText({ required: m.nameRequired, tooShort: m.nameTooShort, tooLong: m.nameTooLong }),
  epStoreId: requiredText(m.epStoreIdRequired, 64),
  epStoreKey: requiredText(m.epStoreKeyRequired, 128),
  epStoreAccountNumber: requiredText(m.epStoreAccountNumberRequired, 64),
  /** spec 2 §2.4: chosen from the Easypaisa services of spec 2 §9. */
  epServiceName: z.enum(easypaisaServiceNames as [string, ...string[]], { error: () => m.epServiceNameRequired }),
  /** Easypaisa stores hold rupees (docs/spec/decisions.md §3): the balance is exact money. */
  balance: moneyFigure(
    { required: m.balanceRequired, invalid: m.balanceDecimals, notANumber: 'Must be a number' },
    localCurrency,
    {},
    {
      holds: (value) => value.units >= 0n,
      message: m.balanceNegative,
    },
  ),
};

/** spec 2 §2.4 /stores/form/new. */
export const storeFormSchema = z.object(storeFormFields);
export type StoreForm = z.infer<typeof storeFormSchema>;

/** spec 2 §7: PATCH /stores-config/ep carries the store's _id in the body. */
export const storeEditFormSchema = storeFormSchema.extend({ _id: recordId(m.idRequired) });
export type StoreEditForm = z.infer<typeof storeEditFormSchema>;
