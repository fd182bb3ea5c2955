import type { StoreDto } from '../../../src/contract/stores.contract';
import { toAmountString } from '../../../src/domain/money/money';
import type { StoreForm } from '../../../src/forms/store.form-schema';
import { wireAmount, wireInstant } from '../http/wire-values';
import type { StoreFields, StoreRow } from './stores.repository';

export function storeDtoOf(row: StoreRow): StoreDto {
  return {
    _id: row.id,
    name: row.name,
    epStoreId: row.ep_store_id,
    epStoreKey: row.ep_store_key,
    epStoreAccountNumber: row.ep_store_account_number,
    epServiceName: row.ep_service_name,
    balance: wireAmount(row.balance),
    dcbService: row.service_names,
    createdDate: wireInstant(row.created_at),
  };
}

export function storeFieldsOf(form: StoreForm): StoreFields {
  return {
    name: form.name,
    ep_store_id: form.epStoreId,
    ep_store_key: form.epStoreKey,
    ep_store_account_number: form.epStoreAccountNumber,
    ep_service_name: form.epServiceName,
    balance: toAmountString(form.balance),
  };
}
