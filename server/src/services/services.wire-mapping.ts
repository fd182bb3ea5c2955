import { serviceCodeNames, type ServiceBodyRead, type ServiceDto } from '../../../src/contract/services.contract';
import { renamed } from '../../../src/contract/wire-names';
import type { ServiceForm } from '../../../src/forms/service.form-schema';
import type { ValueOrPercent, VoucherConfig } from '../db/business/catalogue.tables';
import { wireAmount, wireInstant, wireRate } from '../http/wire-values';
import type { LinkedStore, ServiceRow } from './services.repository';

const figure = (text: string | undefined): number | null => (text === undefined ? null : wireAmount(text));
const chargeOf = (charge: ValueOrPercent | undefined) => (charge === undefined ? null : { value: wireAmount(charge.value), percentage: charge.percentage });

function voucherConfigDtoOf(config: VoucherConfig | undefined): ServiceDto['voucherConfig'] {
  if (config === undefined) return null;
  const fee = (name: keyof Omit<VoucherConfig, 'marginDistribution'>) => ({ value: wireAmount(config[name].value), type: config[name].type });
  return {
    vendorMargin: fee('vendorMargin'),
    withholdingTax: fee('withholdingTax'),
    repatriationCost: fee('repatriationCost'),
    salesRate: fee('salesRate'),
    merchantCost: fee('merchantCost'),
    marginDistribution: { walee: wireAmount(config.marginDistribution.walee), merchant: wireAmount(config.marginDistribution.merchant) },
  };
}

/** The store key is the platform's credential with Easypaisa: only platform staff receive it. */
function storeDtoOf(store: LinkedStore, withKey: boolean): ServiceDto['epStoreConfig'][number] {
  return {
    _id: store.id,
    name: store.name,
    ...(withKey ? { epStoreKey: store.ep_store_key } : {}),
    epStoreId: store.ep_store_id,
    epStoreAccountNumber: store.ep_store_account_number,
    epServiceName: store.ep_service_name,
    balance: wireAmount(store.balance),
  };
}

export function serviceDtoOf(row: ServiceRow, stores: readonly LinkedStore[], withStoreKeys: boolean): ServiceDto {
  const config = row.config;
  const packages = config.packages ?? {};
  return {
    _id: row.id,
    serviceId: row.service_id,
    country: row.country,
    merchant: row.merchant_id,
    merchantName: row.merchant_name,
    packages: { d: figure(packages.d), w: figure(packages.w), m: figure(packages.m), y: figure(packages.y), oneTime: figure(packages.oneTime) },
    serviceName: row.service_name,
    jcServiceName: row.jc_service_name,
    epServiceName: row.ep_service_name,
    ccServiceName: row.cc_service_name,
    serviceProvider: row.service_provider,
    operatorName: row.operator_name,
    subscriptionFrequency: config.subscriptionFrequency ?? null,
    currency: row.currency,
    freshWalletsAllowed: config.freshWalletsAllowed ?? false,
    price: wireAmount(row.price),
    disbursementAmount: figure(config.disbursementAmount),
    autoDisburse: config.autoDisburse ?? false,
    perTransactionCharge: figure(config.perTransactionCharge),
    epPerTransactionCharge: figure(config.epPerTransactionCharge),
    epPerTransactionValues: chargeOf(config.epPerTransactionValues),
    jcPerTransactionValues: chargeOf(config.jcPerTransactionValues),
    serviceType: row.service_type,
    notificationApi: row.notification_api,
    tokenApi: config.tokenApi ?? null,
    clickIdApi: config.clickIdApi ?? null,
    portalUrl: row.portal_url,
    carrierShare: wireRate(row.carrier_share),
    merchantShare: wireRate(row.merchant_share),
    waleeShare: wireRate(row.walee_share),
    payoutShare: wireRate(row.payout_share),
    payoutShareChecked: config.payoutShareChecked ?? false,
    paymentMethods: row.payment_methods,
    voucherConfig: voucherConfigDtoOf(config.voucherConfig),
    epStoreConfig: stores.map((store) => storeDtoOf(store, withStoreKeys)),
    status: row.status,
    createdDate: wireInstant(row.created_at),
  };
}

/** The body of add and edit in the form's names (docs/style.md §3). */
export const serviceFormOf = (body: ServiceBodyRead): ServiceForm => renamed(body, serviceCodeNames);
