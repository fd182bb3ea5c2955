import { settlementCurrencies } from '../../domain/settlements/settlement-arithmetic';
import { businessDayOf, shiftBusinessDate } from '../../domain/time/business-day';
import type { SettlementFormValues } from '../../forms/settlement.form-schema';

/** Channels the form offers (the demo data pays by bank transfer). */
export const settlementChannels = ['Bank Transfer', 'Wire Transfer', 'Online Transfer'] as const;
/** spec 1 §9: the default country is Pakistan; the others are where the gateway collects. */
export const settlementCountries = ['Pakistan', 'Egypt', 'United Arab Emirates', 'Saudi Arabia'] as const;

/** Settlements are monthly: the form starts on the previous whole business month. */
export function previousMonth(today: string = businessDayOf(new Date())): { dateFrom: string; dateTo: string } {
  const dateTo = shiftBusinessDate(`${today.slice(0, 7)}-01`, -1);
  return { dateFrom: `${dateTo.slice(0, 7)}-01`, dateTo };
}

export function emptySettlementForm(): SettlementFormValues {
  return {
    ...previousMonth(),
    country: settlementCountries[0],
    userTypeId: '',
    totalRevenue: '',
    platformShare: '',
    platformSharePercentage: '',
    merchantShare: '',
    merchantSharePercentage: '',
    subTotal: '',
    channel: '',
    remittanceChargesPercentage: '',
    remittanceCharges: '',
    netTransferAmount: '',
    exchangeRate: '',
    netSettledAmount: '',
    grossSettledAmount: '',
    grossRevenue: '',
    refundedAmount: '',
    settledRevenue: '',
    localCurrency: settlementCurrencies.local,
    settledCurrency: settlementCurrencies.settled,
  };
}
