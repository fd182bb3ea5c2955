import type { MerchantListItem } from '../../../src/contract/lookups.contract';
import { wireInstant } from '../http/wire-values';
import type { MerchantRecord } from './merchants.repository';

export function merchantListItemOf(merchant: MerchantRecord): MerchantListItem {
  return {
    _id: merchant.id,
    name: merchant.name,
    country: merchant.country,
    currency: merchant.currency,
    status: merchant.status,
    createdDate: wireInstant(merchant.createdAt),
  };
}
