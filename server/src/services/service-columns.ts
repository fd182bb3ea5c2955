import { decimalOf, type Decimal } from '../../../src/domain/money/decimal';
import { voucherConfigWith } from '../../../src/domain/services/voucher-config';
import type { ServiceForm } from '../../../src/forms/service.form-schema';
import type { ServiceConfig, ValueOrPercent, VoucherConfig } from '../db/business/catalogue.tables';
import { figureText, optionalFigureText } from '../shared/figure-columns';
import type { ServiceColumns } from './services.repository';

/** numeric(7,4) percents keep four places; every figure the form sends has at most two. */
const percent = (value: Decimal) => figureText(value, 4);

function chargeOf(charge: ServiceForm['epPerTransactionValues']): ValueOrPercent | undefined {
  return charge === null ? undefined : { value: figureText(charge.value), percentage: charge.percentage };
}

function voucherConfigOf(config: NonNullable<ServiceForm['voucherConfig']>): VoucherConfig {
  return voucherConfigWith(config, (value) => figureText(value));
}

/** Drops absent entries so the stored document holds only what was given. */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined && entry !== null)) as T;
}

/** spec 2 §3 Service fields that no query filters on, kept as one jsonb document of exact text. */
export function serviceConfigOf(form: ServiceForm): ServiceConfig {
  const packages =
    form.packages === null
      ? undefined
      : defined({
          d: optionalFigureText(form.packages.d),
          w: optionalFigureText(form.packages.w),
          m: optionalFigureText(form.packages.m),
          y: optionalFigureText(form.packages.y),
          oneTime: optionalFigureText(form.packages.oneTime),
        });
  return defined({
    packages: packages as ServiceConfig['packages'],
    subscriptionFrequency: form.subscriptionFrequency ?? undefined,
    freshWalletsAllowed: form.freshWalletsAllowed,
    disbursementAmount: optionalFigureText(form.disbursementAmount) ?? undefined,
    autoDisburse: form.autoDisburse,
    perTransactionCharge: optionalFigureText(form.perTransactionCharge) ?? undefined,
    epPerTransactionCharge: optionalFigureText(form.epPerTransactionCharge) ?? undefined,
    epPerTransactionValues: chargeOf(form.epPerTransactionValues),
    jcPerTransactionValues: chargeOf(form.jcPerTransactionValues),
    tokenApi: form.tokenApi ?? undefined,
    clickIdApi: form.clickIdApi ?? undefined,
    payoutShareChecked: form.payoutShareChecked,
    // spec 2 §4: the voucher section belongs to Voucher services only.
    voucherConfig: form.serviceType === 'Voucher' && form.voucherConfig !== null ? voucherConfigOf(form.voucherConfig) : undefined,
  });
}

export function serviceColumnsOf(form: ServiceForm, merchantId: string, operatorId: string | null): ServiceColumns {
  return {
    merchant_id: merchantId,
    operator_id: operatorId,
    country: form.country,
    service_name: form.serviceName,
    jc_service_name: form.jcServiceName,
    ep_service_name: form.epServiceName,
    cc_service_name: form.ccServiceName,
    service_provider: form.serviceProvider,
    operator_name: form.operatorName,
    currency: form.currency,
    price: figureText(form.price),
    merchant_share: percent(form.merchantShare),
    walee_share: percent(form.platformShare),
    carrier_share: percent(form.carrierShare),
    // spec 2 §4: the payout share counts only while its checkbox is on.
    payout_share: percent(form.payoutShareChecked ? form.payoutShare : decimalOf(0n, 0)),
    service_type: form.serviceType,
    payment_methods: JSON.stringify(form.paymentMethods),
    config: JSON.stringify(serviceConfigOf(form)),
    portal_url: form.portalUrl,
    notification_api: form.notificationApi,
  };
}
