import type { ServiceDetails, ServiceDraft, ServiceStore, ServiceSummary, TransactionCharge } from '../../application/services/services.port';
import { serviceWireNames, type ServiceBody, type ServiceDto } from '../../contract/services.contract';
import type { StoreDto } from '../../contract/stores.contract';
import { renamed } from '../../contract/wire-names';
import type { Decimal } from '../../domain/money/decimal';
import { localCurrency } from '../../domain/money/currencies';
import { defaultServiceProvider, paymentMethods, serviceCountries, serviceProviders, type PaymentMethod } from '../../domain/services/service-catalogue';
import { voucherConfigWith } from '../../domain/services/voucher-config';
import { toWire } from '../http/money-to-wire';
import { figureOf, moneyOf, percentOf } from '../http/wire-money';

// docs/style.md §3: wire names (_id, status, merchantName, waleeShare) become the port's words here, once, and
// every figure is read exactly on the way in and written with toWire on the way out.

const optionalFigureOf = (value: number | null): Decimal | null => (value === null ? null : figureOf(value));
const chargeOf = (charge: { value: number; percentage: boolean } | null): TransactionCharge | null =>
  charge === null ? null : { value: figureOf(charge.value), percentage: charge.percentage };

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
    // Easypaisa stores hold rupees (docs/spec/decisions.md §3).
    balance: moneyOf(dto.balance, localCurrency),
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
    packages: {
      d: optionalFigureOf(dto.packages.d),
      w: optionalFigureOf(dto.packages.w),
      m: optionalFigureOf(dto.packages.m),
      y: optionalFigureOf(dto.packages.y),
      oneTime: optionalFigureOf(dto.packages.oneTime),
    },
    price: figureOf(dto.price),
    disbursementAmount: optionalFigureOf(dto.disbursementAmount),
    autoDisburse: dto.autoDisburse,
    perTransactionCharge: optionalFigureOf(dto.perTransactionCharge),
    epPerTransactionCharge: optionalFigureOf(dto.epPerTransactionCharge),
    epPerTransactionValues: chargeOf(dto.epPerTransactionValues),
    jcPerTransactionValues: chargeOf(dto.jcPerTransactionValues),
    serviceType: dto.serviceType,
    notificationApi: dto.notificationApi,
    tokenApi: dto.tokenApi,
    clickIdApi: dto.clickIdApi,
    portalUrl: dto.portalUrl,
    carrierShare: percentOf(dto.carrierShare),
    merchantShare: percentOf(dto.merchantShare),
    platformShare: percentOf(dto.waleeShare),
    payoutShare: percentOf(dto.payoutShare),
    payoutShareChecked: dto.payoutShareChecked,
    paymentMethods: dto.paymentMethods.map((method) => memberOf(paymentMethods, method)).filter((method): method is PaymentMethod => method !== undefined),
    voucherConfig: dto.voucherConfig === null ? null : voucherConfigWith(dto.voucherConfig, figureOf),
    epStoreConfig: dto.epStoreConfig.map(serviceStoreOf),
  };
}

export const serviceDetailsOf = (dto: ServiceDto): ServiceDetails => ({ ...serviceSummaryOf(dto), draft: serviceDraftOf(dto) });

const wireOrNull = <Absent extends null | undefined>(value: Decimal | Absent): number | Absent =>
  value === null || value === undefined ? value : toWire(value);

/**
 * The draft as the add and edit calls carry it: each figure a JSON number (docs/decisions/0004-money.md),
 * every field where the draft has it, under the wire's names, so the server receives the body it always has.
 */
export function serviceBodyOf(draft: ServiceDraft): ServiceBody {
  const { packages, epPerTransactionValues: ep, jcPerTransactionValues: jc } = draft;
  return renamed(
    {
      ...draft,
      packages:
        packages === null ? null : (Object.fromEntries(Object.entries(packages).map(([name, price]) => [name, wireOrNull(price)])) as ServiceBody['packages']),
      price: toWire(draft.price),
      disbursementAmount: wireOrNull(draft.disbursementAmount),
      perTransactionCharge: wireOrNull(draft.perTransactionCharge),
      epPerTransactionCharge: wireOrNull(draft.epPerTransactionCharge),
      epPerTransactionValues: ep === null ? null : { ...ep, value: toWire(ep.value) },
      jcPerTransactionValues: jc === null ? null : { ...jc, value: toWire(jc.value) },
      carrierShare: toWire(draft.carrierShare),
      merchantShare: toWire(draft.merchantShare),
      platformShare: toWire(draft.platformShare),
      payoutShare: toWire(draft.payoutShare),
      voucherConfig: draft.voucherConfig === null ? null : voucherConfigWith(draft.voucherConfig, toWire),
      epStoreConfig: draft.epStoreConfig.map((store) => ({ ...store, balance: toWire(store.balance) })),
    },
    serviceWireNames,
  );
}
