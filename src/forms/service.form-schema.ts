import { z } from 'zod';
import { currencyCodes } from '../domain/money/currencies';
import { compareDecimal, decimal } from '../domain/money/decimal';
import {
  creditCardServiceNames,
  defaultServiceProvider,
  easypaisaServiceNames,
  jazzcashServiceNames,
  paymentMethods,
  paymentMethodsFor,
  serviceCountries,
  serviceProviders,
  serviceTypes,
} from '../domain/services/service-catalogue';
import { shareIssues, voucherConfigIssues, type ServiceTermIssueCode } from '../domain/services/service-terms';
import { maxFeePercent, voucherConfigDefaults, voucherConfigWith, voucherFeeTypes } from '../domain/services/voucher-config';
import { boundedText, optionalText, recordId, twoDecimalFigure } from './catalogue-form-fields';
import { exactFigure, figureInputOf, isExactFigure } from './figure-fields';
import { storeFormFields } from './store.form-schema';

/**
 * spec 2 §5 Service, with the spec's texts where it gives them ('Too short service name.', 'Too
 * long service name', 'Stores must be unique', 'Maximum two decimal places allowed'); the rest are
 * ours, in its style.
 */
export const serviceFormMessages = {
  countryRequired: 'Please select a country',
  merchantRequired: 'Please select a merchant',
  providerRequired: 'Please select a service provider',
  serviceNameRequired: 'Please provide valid service name',
  serviceNameTooShort: 'Too short service name.',
  serviceNameTooLong: 'Too long service name',
  currencyRequired: 'Please provide currency',
  currencyInvalid: 'Provided currency is invalid',
  freshWalletsAllowedRequired: 'Please choose whether fresh wallets are allowed',
  serviceTypeRequired: 'Please select service type',
  merchantShareRequired: 'Please provide merchant share',
  platformShareRequired: 'Please provide PGW share',
  payoutShareRequired: 'Please provide payout share',
  carrierShareRequired: 'Please provide carrier share',
  payoutShareCheckedRequired: 'Please choose whether a payout share applies',
  twoDecimals: 'Maximum two decimal places allowed',
  chargeTypeRequired: 'Please select the charge type',
  storesUnique: 'Stores must be unique',
  storeOfOtherService: 'Stores must belong to the chosen Easypaisa service',
  providerNameOfOtherMerchant: 'This provider service belongs to another merchant',
  epServiceNameInvalid: 'Please select an Easypaisa service',
  jcServiceNameInvalid: 'Please select a Jazzcash service',
  ccServiceNameInvalid: 'Please select a credit card service',
  paymentMethodInvalid: 'Please select a valid payment method',
  paymentMethodsUnique: 'Payment methods must be unique',
  paymentMethodNotInCountry: 'This payment method is not offered in the chosen country',
  voucherConfigRequired: 'Please provide the voucher configuration',
  urlInvalid: 'Please provide a valid URL',
  shareNegative: 'A share cannot be negative',
  shareAboveHundred: 'A share cannot exceed 100%',
  sharesExceedHundred: 'Carrier, merchant and PGW shares together cannot exceed 100%',
  percentAboveLimit: 'A percentage cannot exceed 99%',
  marginDistributionNotHundred: 'PGW and merchant margin must add up to 100',
  notANumber: 'Must be a number',
  figureNegative: 'Cannot be negative',
} as const;

const m = serviceFormMessages;

const termMessages: Record<ServiceTermIssueCode, string> = {
  'service.share-negative': m.shareNegative,
  'service.share-above-hundred': m.shareAboveHundred,
  'service.shares-exceed-hundred': m.sharesExceedHundred,
  'service.payout-share-above-limit': m.percentAboveLimit,
  'service.fee-percent-above-limit': m.percentAboveLimit,
  'service.margin-distribution-not-hundred': m.marginDistributionNotHundred,
  'service.not-a-decimal': m.twoDecimals,
};

/** A share or a per-transaction value: its sign is judged with the other terms (serviceTermIssues). */
const termFigure = (required: string) => twoDecimalFigure({ required, decimals: m.twoDecimals, notANumber: m.notANumber });
// Every other figure of a service (prices, packages, fees, amounts) is zero or more: none is a debt.
const figure = (required: string) =>
  exactFigure({ required, invalid: m.twoDecimals, notANumber: m.notANumber }, 2, {}, { holds: (value) => value.units >= 0n, message: m.figureNegative });
const optionalFigure = () =>
  figure(m.notANumber)
    .nullish()
    .transform((value) => value ?? null);
const oneOf = (values: readonly string[], message: string) =>
  z
    .enum(values as [string, ...string[]], { error: () => message })
    .nullish()
    .transform((value) => value ?? null);

/** An absolute http(s) address or a path on the gateway's own origin (the sandbox endpoints). */
const endpoint = () => optionalText(500).refine((value) => value === null || /^https?:\/\/[^\s/]+/i.test(value) || /^\/[^\s/]/.test(value), m.urlInvalid);

/** spec 2 §3 epPerTransactionValues / jcPerTransactionValues: a value and a percentage flag. */
const perTransactionValues = z
  .object({
    value: termFigure(m.twoDecimals),
    percentage: z.boolean({ error: () => m.chargeTypeRequired }),
  })
  .nullish()
  .transform((value) => value ?? null);

const voucherFee = z.object({
  value: termFigure(m.twoDecimals),
  type: z.enum(voucherFeeTypes, { error: () => m.chargeTypeRequired }),
});

export const voucherConfigSchema = z.object({
  vendorMargin: voucherFee,
  withholdingTax: voucherFee,
  repatriationCost: voucherFee,
  salesRate: voucherFee,
  merchantCost: voucherFee,
  marginDistribution: z.object({ walee: termFigure(m.marginDistributionNotHundred), merchant: termFigure(m.marginDistributionNotHundred) }),
});
/** The voucher section as the form's figure inputs hold it (JSON numbers). */
export type VoucherConfigFormInput = z.input<typeof voucherConfigSchema>;

/** spec 2 §9 voucher defaults as the form's figure inputs hold them, from the domain's constant (decimal text). */
export const voucherConfigFormDefaults: VoucherConfigFormInput = voucherConfigWith(voucherConfigDefaults, (text) => figureInputOf(decimal(text)));

/** spec 2 §3 epStoreConfig: each store with all its fields. */
export const serviceStoreSchema = z.object({ _id: recordId('Please select a store'), ...storeFormFields });

const packages = z
  .object({ d: optionalFigure(), w: optionalFigure(), m: optionalFigure(), y: optionalFigure(), oneTime: optionalFigure() })
  .partial()
  .nullish()
  .transform((value) => value ?? null);

/** Every field of spec 2 §3 Service that the form edits. */
export const serviceFieldsSchema = z.object({
  country: z.enum(serviceCountries, { error: () => m.countryRequired }),
  merchant: recordId(m.merchantRequired),
  serviceProvider: z.enum(serviceProviders, { error: () => m.providerRequired }).default(defaultServiceProvider),
  serviceName: boundedText({ required: m.serviceNameRequired, tooShort: m.serviceNameTooShort, tooLong: m.serviceNameTooLong }),
  epServiceName: oneOf(easypaisaServiceNames, m.epServiceNameInvalid),
  jcServiceName: oneOf(jazzcashServiceNames, m.jcServiceNameInvalid),
  ccServiceName: oneOf(creditCardServiceNames, m.ccServiceNameInvalid),
  operatorName: optionalText(50),
  subscriptionFrequency: optionalText(20),
  currency: z
    .string({ error: () => m.currencyRequired })
    .trim()
    .min(1, m.currencyRequired)
    .min(2, m.currencyInvalid)
    .max(4, m.currencyInvalid)
    .refine((value) => value.length < 2 || value.length > 4 || (currencyCodes as readonly string[]).includes(value), m.currencyInvalid),
  freshWalletsAllowed: z.boolean({ error: () => m.freshWalletsAllowedRequired }),
  packages,
  // The defaults are the figure input's (0), read like any typed figure.
  price: figure(m.notANumber).prefault(0),
  disbursementAmount: optionalFigure(),
  autoDisburse: z.boolean().default(false),
  perTransactionCharge: optionalFigure(),
  epPerTransactionCharge: optionalFigure(),
  epPerTransactionValues: perTransactionValues,
  jcPerTransactionValues: perTransactionValues,
  serviceType: z.enum(serviceTypes, { error: () => m.serviceTypeRequired }),
  notificationApi: endpoint(),
  tokenApi: endpoint(),
  clickIdApi: endpoint(),
  portalUrl: endpoint(),
  carrierShare: termFigure(m.carrierShareRequired).prefault(0),
  merchantShare: termFigure(m.merchantShareRequired),
  platformShare: termFigure(m.platformShareRequired),
  payoutShare: termFigure(m.payoutShareRequired),
  payoutShareChecked: z.boolean({ error: () => m.payoutShareCheckedRequired }),
  paymentMethods: z
    .array(z.enum(paymentMethods, { error: () => m.paymentMethodInvalid }))
    .max(paymentMethods.length)
    .default([]),
  voucherConfig: voucherConfigSchema.nullish().transform((value) => value ?? null),
  epStoreConfig: z.array(serviceStoreSchema).max(100).default([]),
});

export type ServiceFields = z.output<typeof serviceFieldsSchema>;

/** Where a rule between fields reports: the field's path and the message. */
export type ServiceIssueReport = (path: (string | number)[], message: string) => void;

const zero = decimal('0');

/**
 * spec 2 §4 and §5: the rules between fields, written once for the form and the server (the body
 * in src/contract/services.contract.ts runs them under the wire's names).
 */
export function checkServiceForm(form: ServiceFields, issue: ServiceIssueReport): void {
  // spec 2 §4: the payout share input counts only while its checkbox is on.
  const shares = {
    merchantShare: form.merchantShare,
    platformShare: form.platformShare,
    carrierShare: form.carrierShare,
    payoutShare: form.payoutShareChecked ? form.payoutShare : zero,
  };
  if (Object.values(shares).every(isExactFigure)) {
    for (const found of shareIssues(shares)) issue([found.field], termMessages[found.code]);
  }

  for (const name of ['epPerTransactionValues', 'jcPerTransactionValues'] as const) {
    const charge = form[name];
    if (charge?.percentage === true && isExactFigure(charge.value) && (charge.value.units < 0n || compareDecimal(charge.value, maxFeePercent) > 0)) {
      issue([name, 'value'], charge.value.units < 0n ? m.shareNegative : m.percentAboveLimit);
    }
  }

  // spec 2 §4: the voucher section shows only for Voucher services.
  if (form.serviceType === 'Voucher') {
    if (form.voucherConfig === null) issue(['voucherConfig'], m.voucherConfigRequired);
    else {
      // A figure the schema could not read stays one the terms cannot read (NaN): the rules name it too.
      const terms = voucherConfigWith(form.voucherConfig, (value) => (isExactFigure(value) ? value : Number.NaN));
      for (const found of voucherConfigIssues(terms)) issue(found.field.split('.'), termMessages[found.code]);
    }
  }

  // spec 2 §4: payment method toggles depend on the country.
  const allowed = paymentMethodsFor(form.country);
  form.paymentMethods.forEach((method, index) => {
    if (!allowed.includes(method)) issue(['paymentMethods', index], m.paymentMethodNotInCountry);
    if (form.paymentMethods.indexOf(method) !== index) issue(['paymentMethods', index], m.paymentMethodsUnique);
  });

  // spec 2 §5: stores must be unique; spec 2 §4: they belong to the chosen Easypaisa service.
  const seen = new Set<string>();
  form.epStoreConfig.forEach((store, index) => {
    if (seen.has(store._id) || seen.has(`ep:${store.epStoreId}`)) issue(['epStoreConfig', index], m.storesUnique);
    seen.add(store._id);
    seen.add(`ep:${store.epStoreId}`);
    if (store.epServiceName !== form.epServiceName) issue(['epStoreConfig', index, 'epServiceName'], m.storeOfOtherService);
  });
}

/** spec 2 §2.5 /services/form/{serviceId}: the service form (the body of add and edit under the wire's names). */
export const serviceFormSchema = serviceFieldsSchema.superRefine((form, ctx) =>
  checkServiceForm(form, (path, message) => ctx.addIssue({ code: 'custom', path, message })),
);
export type ServiceFormInput = z.input<typeof serviceFormSchema>;
export type ServiceForm = z.output<typeof serviceFormSchema>;

/** spec 2 §7: PUT /services/edit/status/{id} carries _id and the new status. */
export const serviceStatusFormSchema = z.object({
  _id: recordId('Please provide the service id'),
  status: z.boolean({ error: () => 'Please provide status' }),
});
