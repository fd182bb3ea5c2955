import { toggledStatus } from '../../domain/accounts/account-records';
import type { GridPage, GridWindow } from '../../domain/shared/grid-page';
import { AppError } from '../errors/app-error';
import type { AccountHistory } from './account.port';
import { newestFirst } from './account-history.use-case';
import { topUpFigures, type TopUpFigures, type TopUpInput } from './account-top-up.use-case';
import type { Merchant, MerchantDetails, MerchantKeys, MerchantsPort } from './merchants.port';

export interface MerchantsUseCases {
  page: (window: GridWindow) => Promise<GridPage<Merchant>>;
  get: (id: string) => Promise<Merchant>;
  create: (details: MerchantDetails) => Promise<Merchant>;
  edit: (id: string, details: MerchantDetails) => Promise<Merchant>;
  /** spec 2 §4: Active becomes Inactive and back; answers the updated row. */
  toggleStatus: (merchant: Merchant) => Promise<Merchant>;
  remove: (id: string) => Promise<void>;
  revealKeys: (id: string) => Promise<MerchantKeys>;
  /** Newest first, as the timeline shows it. */
  history: (id: string) => Promise<AccountHistory>;
  /** The form's live figures (spec 2 §5), null while incomplete. */
  topUpFigures: typeof topUpFigures;
  /** Recomputes the net amount and adds it; the same key never adds twice (a double click, a retry). */
  addAccountBalance: (merchant: Merchant, input: TopUpInput, idempotencyKey: string) => Promise<Merchant>;
}

export function merchantsUseCases(deps: { merchants: MerchantsPort }): MerchantsUseCases {
  const { merchants } = deps;
  return {
    page: (window) => merchants.pageMerchants(window),
    get: (id) => merchants.merchant(id),
    create: (details) => merchants.createMerchant(details),
    edit: (id, details) => merchants.editMerchant(id, details),
    toggleStatus: (merchant) => merchants.setMerchantStatus(merchant, toggledStatus(merchant.status)),
    remove: (id) => merchants.deleteMerchant(id),
    revealKeys: (id) => merchants.revealKeys(id),
    history: async (id) => newestFirst(await merchants.merchantHistory(id)),
    topUpFigures,
    addAccountBalance(merchant, input, idempotencyKey) {
      const figures: TopUpFigures | null = topUpFigures(input, merchant.currency);
      if (figures === null) return Promise.reject(new AppError('account-balance.invalid', 'Please enter valid amount', 'grossAmount'));
      return merchants.addAccountBalance(merchant.id, { grossAmount: figures.grossAmount, tax: figures.tax, netAmount: figures.netAmount, idempotencyKey });
    },
  };
}
