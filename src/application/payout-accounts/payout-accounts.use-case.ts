import { computeBilledAmount } from '../../domain/accounts/billed-amount';
import { parseDecimal, type Decimal } from '../../domain/money/decimal';
import { parseMoney } from '../../domain/money/money';
import type { AccountPaymentMethod, AccountTransactionCurrency } from '../../domain/payouts/account-transaction';
import type { GridPage, GridWindow } from '../../domain/shared/grid-page';
import { AppError } from '../errors/app-error';
import type {
  AccountTransaction,
  AccountTransactionDetail,
  AccountTransactionDraft,
  AccountTransactionHistoryLine,
  PayoutAccount,
  PayoutAccountDetail,
  PayoutAccountsPort,
} from './payout-accounts.port';

/** The transaction form's values as the form holds them (numbers as typed, checked by its schema). */
export interface AccountTransactionEntry {
  userTypeId: string;
  paymentMethod: AccountPaymentMethod;
  currency: AccountTransactionCurrency;
  totalAmount: number;
  exchangeRate: number | null;
  waleeCommission: number;
  sbpCharges: number;
  serviceSalesTax: number;
  withHoldingCharges: number;
}

export interface PayoutAccountsUseCases {
  list: () => Promise<PayoutAccount[]>;
  page: (window: GridWindow) => Promise<GridPage<PayoutAccount>>;
  detail: (merchantId: string) => Promise<PayoutAccountDetail>;
  transaction: (id: string) => Promise<AccountTransactionDetail>;
  history: (id: string) => Promise<AccountTransactionHistoryLine[]>;
  /**
   * The confirm step (spec 3 §4): edit when `id` is set, otherwise create. The billed amount is the
   * domain's (the server recomputes it); `availableBilledAmount` is the summary's balance.
   */
  save: (id: string | null, entry: AccountTransactionEntry, availableBilledAmount: AccountTransactionDraft['availableBilledAmount'], idempotencyKey: string) => Promise<AccountTransactionDetail>;
  remove: (transaction: AccountTransaction) => Promise<void>;
}

const invalid = (field: string) => new AppError('validation_failed', 'Please check the transaction', field);

function decimalOf(value: number, decimals: number, field: string): Decimal {
  const parsed = parseDecimal(value, decimals);
  if (!parsed.ok) throw invalid(field);
  return parsed.value;
}

/** The entry in the domain's exact values, with its billed amount. */
export function draftOf(entry: AccountTransactionEntry, availableBilledAmount: AccountTransactionDraft['availableBilledAmount']): AccountTransactionDraft {
  const amount = parseMoney(entry.totalAmount, entry.currency);
  if (!amount.ok) throw invalid('totalAmount');
  const charges = {
    waleeCommission: decimalOf(entry.waleeCommission, 2, 'waleeCommission'),
    sbpCharges: decimalOf(entry.sbpCharges, 2, 'sbpCharges'),
    serviceSalesTax: decimalOf(entry.serviceSalesTax, 2, 'serviceSalesTax'),
    withHoldingCharges: decimalOf(entry.withHoldingCharges, 2, 'withHoldingCharges'),
  };
  const exchangeRate = entry.currency === 'USD' && entry.exchangeRate !== null ? decimalOf(entry.exchangeRate, 4, 'exchangeRate') : null;
  const billed = computeBilledAmount({ totalAmount: amount.value, exchangeRate, ...charges });
  if (!billed.ok) throw invalid(billed.issues[0]?.field ?? 'totalAmount');
  return {
    merchantId: entry.userTypeId,
    paymentMethod: entry.paymentMethod,
    currency: entry.currency,
    totalAmount: amount.value,
    exchangeRate,
    ...charges,
    totalBilledAmount: billed.value.totalBilledAmount,
    availableBilledAmount,
  };
}

export function payoutAccountsUseCases(deps: { payoutAccounts: PayoutAccountsPort }): PayoutAccountsUseCases {
  const { payoutAccounts } = deps;
  return {
    list: () => payoutAccounts.listAccounts(),
    page: (window) => payoutAccounts.accountsPage(window),
    detail: (merchantId) => payoutAccounts.accountDetail(merchantId),
    transaction: (id) => payoutAccounts.transaction(id),
    history: (id) => payoutAccounts.transactionHistory(id),
    async save(id, entry, availableBilledAmount, idempotencyKey) {
      const draft = draftOf(entry, availableBilledAmount);
      return id === null ? payoutAccounts.createTransaction(draft, idempotencyKey) : payoutAccounts.editTransaction(id, draft);
    },
    remove: (transaction) => payoutAccounts.deleteTransaction(transaction.id),
  };
}
