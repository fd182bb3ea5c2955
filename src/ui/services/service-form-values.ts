import type { DefaultValues, UseFormReturn } from 'react-hook-form';
import type { ServiceDraft } from '../../application/services/services.port';
import type { ServiceForm, ServiceFormInput } from '../../forms/service.form-schema';

/** The service form as react-hook-form holds it: the shared schema's input and output. */
export type ServiceFormApi = UseFormReturn<ServiceFormInput, unknown, ServiceForm>;

/** spec 2 §3: a new service starts in Pakistan on Easypaisa (the default provider), in rupees. */
export function newServiceValues(merchant: string): DefaultValues<ServiceFormInput> {
  return {
    country: 'Pakistan',
    merchant,
    serviceProvider: 'Easypaisa',
    serviceName: '',
    epServiceName: null,
    jcServiceName: null,
    ccServiceName: null,
    operatorName: null,
    subscriptionFrequency: null,
    currency: 'PKR',
    freshWalletsAllowed: false,
    packages: { d: null, w: null, m: null, y: null, oneTime: null },
    price: 0,
    disbursementAmount: null,
    autoDisburse: false,
    perTransactionCharge: null,
    epPerTransactionCharge: null,
    epPerTransactionValues: null,
    jcPerTransactionValues: null,
    notificationApi: null,
    tokenApi: null,
    clickIdApi: null,
    portalUrl: null,
    carrierShare: 0,
    payoutShare: 0,
    payoutShareChecked: false,
    paymentMethods: [],
    voucherConfig: null,
    epStoreConfig: [],
  };
}

/** A saved service as the form's values (every package price present, so its inputs are controlled). */
export function serviceValuesOf(draft: ServiceDraft): ServiceFormInput {
  const packages = { d: null, w: null, m: null, y: null, oneTime: null, ...(draft.packages ?? {}) };
  return { ...draft, packages };
}

/**
 * The schema's output is the draft the port saves. A merchant user's save leaves the stores alone
 * (docs/decisions/0015-catalogue.md: the server keeps its links), so it sends none.
 */
export function draftOf(form: ServiceForm, isPlatform: boolean): ServiceDraft {
  return isPlatform ? form : { ...form, epStoreConfig: [] };
}

/** Every top-level field, for showing a server's error under the field it names. */
export const serviceFields = [...Object.keys(newServiceValues('')), 'serviceType', 'merchantShare', 'platformShare'] as (keyof ServiceFormInput)[];
