import { toggledStatus } from '../../domain/accounts/account-records';
import { AppError } from '../errors/app-error';
import { portMethodsAs, type PortMethodsAs } from '../use-cases/port-methods';
import type { AccountHistory } from './account.port';
import { newestFirst } from './account-history.use-case';
import { topUpFigures, type TopUpFigures, type TopUpInput } from './account-top-up.use-case';
import type { Merchant, MerchantKeys, MerchantsPort } from './merchants.port';

const passedOn = {
  page: 'pageMerchants',
  get: 'merchant',
  create: 'createMerchant',
  edit: 'editMerchant',
  remove: 'deleteMerchant',
  revealKeys: 'revealKeys',
  rotateSecretKey: 'rotateSecretKey',
} as const;

export interface MerchantsUseCases extends PortMethodsAs<MerchantsPort, typeof passedOn> {
  /** spec 2 §4: Active becomes Inactive and back; answers the updated row. */
  toggleStatus: (merchant: Merchant) => Promise<Merchant>;
  /** Newest first, as the timeline shows it. */
  history: (id: string) => Promise<AccountHistory>;
  /** The form's live figures in the merchant's currency (spec 2 §5), null while they break a rule. */
  topUpFigures: typeof topUpFigures;
  /** Computes the net amount in the merchant's currency and adds it; the same key never adds twice (a double click, a retry). */
  addAccountBalance: (merchant: Merchant, input: TopUpInput, idempotencyKey: string) => Promise<Merchant>;
  /** Until when the current secret key would work if it were rotated at `now` (the rotation's confirmation), as an ISO instant. */
  overlapEndIfRotatedAt: (keys: MerchantKeys, now: Date) => string;
}

export function merchantsUseCases(deps: { merchants: MerchantsPort }): MerchantsUseCases {
  const { merchants } = deps;
  return {
    ...portMethodsAs(merchants, passedOn),
    toggleStatus: (merchant) => merchants.setMerchantStatus(merchant, toggledStatus(merchant.status)),
    history: async (id) => newestFirst(await merchants.merchantHistory(id)),
    topUpFigures,
    overlapEndIfRotatedAt: (keys, now) => new Date(now.getTime() + keys.keyOverlapHours * 3_600_000).toISOString(),
    addAccountBalance(merchant, input, idempotencyKey) {
      const figures: TopUpFigures | null = topUpFigures(input, merchant.currency);
      if (figures === null) return Promise.reject(new AppError('account-balance.invalid', 'Please enter valid amount', 'grossAmount'));
      return merchants.addAccountBalance(merchant.id, { grossAmount: figures.grossAmount, tax: figures.tax, netAmount: figures.netAmount, idempotencyKey });
    },
  };
}
