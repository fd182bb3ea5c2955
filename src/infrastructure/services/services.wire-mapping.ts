import type { ServiceDetails, ServiceDraft, ServiceStore, ServiceSummary } from '../../application/services/services.port';
import { serviceWireNames, type ServiceBody, type ServiceDto } from '../../contract/services.contract';
import { renamed } from '../../contract/wire-names';
import type { StoreDto } from '../../contract/stores.contract';
import {
  defaultServiceProvider,
  paymentMethods,
  serviceCountries,
  serviceProviders,
  type PaymentMethod,
} from '../../domain/services/service-catalogue';

// docs/style.md §3: wire names (_id, status, merchantName, waleeShare) become the port's words here, once.

const memberOf = <T extends string>(values: readonly T[], value: string): T | undefined => values.find((candidate) => candidate === value);

export function serviceSummaryOf(dto: ServiceDto): ServiceSummary {
  return {
    id: dto._id,
    serviceId: dto.serviceId,
    merchantName: dto.merchantName,
    name: dto.serviceName,
    provider: dto.serviceProvider,
    active: dto.status,
    createdDate: dto.createdDate,
  };
}

export function serviceStoreOf(dto: Omit<StoreDto, 'epStoreKey' | 'dcbService' | 'createdDate'> & { epStoreKey?: string | undefined }): ServiceStore {
  return {
    _id: dto._id,
    name: dto.name,
    epStoreId: dto.epStoreId,
    epStoreKey: dto.epStoreKey ?? '',
    epStoreAccountNumber: dto.epStoreAccountNumber,
    epServiceName: dto.epServiceName,
    balance: dto.balance,
  };
}

export function serviceDraftOf(dto: ServiceDto): ServiceDraft {
  return {
    // A country or provider the form does not offer is shown as the form's first choice.
    country: memberOf(serviceCountries, dto.country) ?? 'Pakistan',
    merchant: dto.merchant,
    serviceProvider: memberOf(serviceProviders, dto.serviceProvider) ?? defaultServiceProvider,
    serviceName: dto.serviceName,
    epServiceName: dto.epServiceName,
    jcServiceName: dto.jcServiceName,
    ccServiceName: dto.ccServiceName,
    operatorName: dto.operatorName,
    subscriptionFrequency: dto.subscriptionFrequency,
    currency: dto.currency,
    freshWalletsAllowed: dto.freshWalletsAllowed,
    packages: dto.packages,
    price: dto.price,
    disbursementAmount: dto.disbursementAmount,
    autoDisburse: dto.autoDisburse,
    perTransactionCharge: dto.perTransactionCharge,
    epPerTransactionCharge: dto.epPerTransactionCharge,
    epPerTransactionValues: dto.epPerTransactionValues,
    jcPerTransactionValues: dto.jcPerTransactionValues,
    serviceType: dto.serviceType,
    notificationApi: dto.notificationApi,
    tokenApi: dto.tokenApi,
    clickIdApi: dto.clickIdApi,
    portalUrl: dto.portalUrl,
    carrierShare: dto.carrierShare,
    merchantShare: dto.merchantShare,
    platformShare: dto.waleeShare,
    payoutShare: dto.payoutShare,
    payoutShareChecked: dto.payoutShareChecked,
    paymentMethods: dto.paymentMethods.map((method) => memberOf(paymentMethods, method)).filter((method): method is PaymentMethod => method !== undefined),
    voucherConfig: dto.voucherConfig,
    epStoreConfig: dto.epStoreConfig.map(serviceStoreOf),
  };
}

export const serviceDetailsOf = (dto: ServiceDto): ServiceDetails => ({ ...serviceSummaryOf(dto), draft: serviceDraftOf(dto) });

/** The draft as the body of add and edit: the form's fields under the wire's names. */
export const serviceBodyOf = (draft: ServiceDraft): ServiceBody => renamed(draft, serviceWireNames);
