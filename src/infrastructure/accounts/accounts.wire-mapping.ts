import type { AccountHistory } from '../../application/accounts/account.port';
import type { Carrier } from '../../application/accounts/carriers.port';
import type { Merchant, MerchantKeys } from '../../application/accounts/merchants.port';
import type { CarrierDto } from '../../contract/carriers.contract';
import type { MerchantConfidential } from '../../contract/merchants.contract';
import type { MerchantListItem } from '../../contract/lookups.contract';
import { currencyOf, moneyOf } from '../http/wire-money';

// Wire names (`_id`, `history`) become the port's words once, here (docs/style.md §3).

const emailsOf = (dto: Pick<MerchantListItem, 'notificationEmail' | 'supportEmail' | 'billingEmail' | 'commercialEmail'>) => ({
  notificationEmail: dto.notificationEmail,
  supportEmail: dto.supportEmail,
  billingEmail: dto.billingEmail,
  commercialEmail: dto.commercialEmail,
});

export function merchantOf(dto: MerchantListItem): Merchant {
  const currency = currencyOf(dto.currency);
  return {
    id: dto._id,
    name: dto.name,
    country: dto.country,
    currency,
    ...emailsOf(dto),
    showBalance: dto.showBalance,
    accountBalance: moneyOf(dto.accountBalance, currency),
    status: dto.status,
    createdDate: dto.createdDate,
  };
}

export function carrierOf(dto: CarrierDto): Carrier {
  return {
    id: dto._id,
    name: dto.name,
    type: dto.type,
    country: dto.country,
    currency: dto.currency,
    ...emailsOf(dto),
    status: dto.status,
    createdDate: dto.createdDate,
    isPlatform: dto.isPlatform,
  };
}

export function merchantKeysOf(dto: MerchantConfidential): MerchantKeys {
  return {
    id: dto._id,
    name: dto.name,
    sid: dto.sid,
    publicKey: dto.publicKey,
    privateKey: dto.privateKey,
    token: dto.token,
    base64: dto.base64,
    previousKeyValidUntil: dto.previousKeyValidUntil,
    keyOverlapHours: dto.keyOverlapHours,
  };
}

export function historyOf(dto: { _id: string; name: string; history: { date: string; description: string }[] }): AccountHistory {
  return { id: dto._id, name: dto.name, entries: dto.history.map((entry) => ({ date: entry.date, description: entry.description })) };
}
