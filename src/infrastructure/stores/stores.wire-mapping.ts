import type { Store, StoreDraft } from '../../application/stores/stores.port';
import type { StoreDto } from '../../contract/stores.contract';
import { localCurrency } from '../../domain/money/currencies';
import { moneyOf } from '../http/wire-money';
import { toWire } from '../http/money-to-wire';

// docs/style.md §3: wire names (dcbService, _id) become the port's words here, once.

export function storeOf(dto: StoreDto): Store {
  return {
    id: dto._id,
    name: dto.name,
    epStoreId: dto.epStoreId,
    epStoreKey: dto.epStoreKey,
    epStoreAccountNumber: dto.epStoreAccountNumber,
    epServiceName: dto.epServiceName,
    balance: moneyOf(dto.balance, localCurrency),
    serviceNames: dto.dcbService,
    createdDate: dto.createdDate,
  };
}

export function storeBodyOf(draft: StoreDraft) {
  return {
    name: draft.name,
    epStoreId: draft.epStoreId,
    epStoreKey: draft.epStoreKey,
    epStoreAccountNumber: draft.epStoreAccountNumber,
    epServiceName: draft.epServiceName,
    balance: toWire(draft.balance),
  };
}
