import { inject, injectable } from 'inversify';
import type { AccountHistory } from '../../application/accounts/account.port';
import type { AccountTopUp, Merchant, MerchantDetails, MerchantKeys, MerchantsPort } from '../../application/accounts/merchants.port';
import type { AccountStatus } from '../../domain/accounts/account-records';
import {
  addMerchant,
  addMerchantAccountBalance,
  deleteMerchant,
  editMerchant,
  getMerchant,
  getMerchantConfidential,
  rotateMerchantSecretKey,
  getMerchantHistory,
  setMerchantStatus,
} from '../../contract/merchants.contract';
import { pageMerchants } from '../../contract/lookups.contract';
import type { GridPage, GridWindow } from '../../domain/shared/grid-page';
import { TOKENS } from '../di/tokens';
import type { CallApi } from '../http/http-transport';
import { historyOf, merchantKeysOf, merchantOf } from './accounts.wire-mapping';
import { idempotencyKeyHeader } from '../../contract/idempotency-key';
import { toWire } from '../http/money-to-wire';

@injectable()
export class HttpMerchantsAdapter implements MerchantsPort {
  constructor(@inject(TOKENS.CallApi) private readonly callApi: CallApi) {}

  async pageMerchants(window: GridWindow): Promise<GridPage<Merchant>> {
    const answer = await this.callApi(pageMerchants, { query: { page: window.page, limit: window.size } });
    return { rows: answer.data.map(merchantOf), total: answer.count };
  }

  async merchant(id: string): Promise<Merchant> {
    return merchantOf(await this.callApi(getMerchant, { params: { id } }));
  }

  async createMerchant(details: MerchantDetails): Promise<Merchant> {
    return merchantOf(await this.callApi(addMerchant, { body: details }));
  }

  async editMerchant(id: string, details: MerchantDetails): Promise<Merchant> {
    return merchantOf(await this.callApi(editMerchant, { params: { _id: id }, body: { ...details, _id: id } }));
  }

  async setMerchantStatus(merchant: { id: string; name: string }, status: AccountStatus): Promise<Merchant> {
    return merchantOf(await this.callApi(setMerchantStatus, { params: { _id: merchant.id }, body: { status, name: merchant.name, _id: merchant.id } }));
  }

  async addAccountBalance(id: string, topUp: AccountTopUp): Promise<Merchant> {
    const answer = await this.callApi(addMerchantAccountBalance, {
      params: { _id: id },
      body: { _id: id, grossAmount: toWire(topUp.grossAmount), tax: toWire(topUp.tax), netAmount: toWire(topUp.netAmount) },
      // docs/decisions/0017-merchants-and-carriers.md: a repeat with the same key answers the first result.
      headers: { [idempotencyKeyHeader]: topUp.idempotencyKey },
    });
    return merchantOf(answer);
  }

  async deleteMerchant(id: string): Promise<void> {
    await this.callApi(deleteMerchant, { params: { id } });
  }

  async revealKeys(id: string): Promise<MerchantKeys> {
    return merchantKeysOf(await this.callApi(getMerchantConfidential, { params: { id } }));
  }

  async rotateSecretKey(id: string): Promise<MerchantKeys> {
    return merchantKeysOf(await this.callApi(rotateMerchantSecretKey, { params: { id } }));
  }

  async merchantHistory(id: string): Promise<AccountHistory> {
    return historyOf(await this.callApi(getMerchantHistory, { params: { id } }));
  }
}
