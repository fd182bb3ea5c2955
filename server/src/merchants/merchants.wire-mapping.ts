import type { z } from 'zod';
import type { MerchantListItem } from '../../../src/contract/lookups.contract';
import type { accountHistorySchema, MerchantDetail } from '../../../src/contract/merchants.contract';
import type { HistoryEntry } from '../db/core-tables';
import { wireAmount, wireInstant } from '../http/wire-values';
import type { MerchantRecord } from './merchants.repository';

export function merchantListItemOf(merchant: MerchantRecord): MerchantListItem {
  return {
    _id: merchant.id,
    name: merchant.name,
    country: merchant.country,
    currency: merchant.currency,
    notificationEmail: merchant.notificationEmail,
    supportEmail: merchant.supportEmail,
    billingEmail: merchant.billingEmail,
    commercialEmail: merchant.commercialEmail,
    showBalance: merchant.showBalance,
    accountBalance: wireAmount(merchant.accountBalance),
    status: merchant.status,
    createdDate: wireInstant(merchant.createdAt),
    // docs/decisions/0017-merchants-and-carriers.md: a merchant's users carry its id as userTypeId.
    userTypeId: merchant.id,
  };
}

export function merchantDetailOf(merchant: MerchantRecord, history: HistoryEntry[]): MerchantDetail {
  return { ...merchantListItemOf(merchant), history };
}

export function merchantHistoryOf(merchant: MerchantRecord, history: HistoryEntry[]): z.input<typeof accountHistorySchema> {
  return { _id: merchant.id, name: merchant.name, history };
}
