import type { DefaultValues, UseFormReturn } from 'react-hook-form';
import type { ServiceDraft, ServiceStore, TransactionCharge } from '../../application/services/services.port';
import type { Decimal } from '../../domain/money/decimal';
import { voucherConfigWith } from '../../domain/services/voucher-config';
import { figureInputOf } from '../../forms/figure-fields';
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

/** A linked store as the form's store list holds it (its balance as the figure input's number). */
export type ServiceStoreInput = NonNullable<ServiceFormInput['epStoreConfig']>[number];
export const storeInputOf = (store: ServiceStore): ServiceStoreInput => ({ ...store, balance: figureInputOf(store.balance) });

const inputOrNull = (value: Decimal | null | undefined): number | null => (value === null || value === undefined ? null : figureInputOf(value));
const chargeInputOf = (charge: TransactionCharge | null) => (charge === null ? null : { ...charge, value: figureInputOf(charge.value) });

/**
 * A saved service as the form's values: each exact figure as its figure input holds it, and every
 * package price present, so its inputs are controlled.
 */
export function serviceValuesOf(draft: ServiceDraft): ServiceFormInput {
  const packages = draft.packages ?? {};
  return {
    ...draft,
    packages: {
      d: inputOrNull(packages.d),
      w: inputOrNull(packages.w),
      m: inputOrNull(packages.m),
      y: inputOrNull(packages.y),
      oneTime: inputOrNull(packages.oneTime),
    },
    price: figureInputOf(draft.price),
    disbursementAmount: inputOrNull(draft.disbursementAmount),
    perTransactionCharge: inputOrNull(draft.perTransactionCharge),
    epPerTransactionCharge: inputOrNull(draft.epPerTransactionCharge),
    epPerTransactionValues: chargeInputOf(draft.epPerTransactionValues),
    jcPerTransactionValues: chargeInputOf(draft.jcPerTransactionValues),
    carrierShare: figureInputOf(draft.carrierShare),
    merchantShare: figureInputOf(draft.merchantShare),
    platformShare: figureInputOf(draft.platformShare),
    payoutShare: figureInputOf(draft.payoutShare),
    voucherConfig: draft.voucherConfig === null ? null : voucherConfigWith(draft.voucherConfig, figureInputOf),
    epStoreConfig: draft.epStoreConfig.map(storeInputOf),
  };
}

/**
 * The schema's output, every figure read exactly once, is the draft the port saves. A merchant user's save leaves the stores alone
 * (docs/decisions/0015-catalogue.md: the server keeps its links), so it sends none.
 */
export function draftOf(form: ServiceForm, isPlatform: boolean): ServiceDraft {
  return isPlatform ? form : { ...form, epStoreConfig: [] };
}

/** Every top-level field, for showing a server's error under the field it names. */
export const serviceFields = [...Object.keys(newServiceValues('')), 'serviceType', 'merchantShare', 'platformShare'] as (keyof ServiceFormInput)[];
