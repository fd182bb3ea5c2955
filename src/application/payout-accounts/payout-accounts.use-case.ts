import { computeBilledAmount } from '../../domain/accounts/billed-amount';
import type { Decimal } from '../../domain/money/decimal';
import type { Money } from '../../domain/money/money';
import type { AccountPaymentMethod, AccountTransactionCurrency } from '../../domain/payouts/account-transaction';
import { AppError } from '../errors/app-error';
import { portMethodsAs, type PortMethodsAs } from '../use-cases/port-methods';
import type {
  AccountTransaction,
  AccountTransactionCharges,
  AccountTransactionDetail,
  AccountTransactionDraft,
  PayoutAccountsPort,
} from './payout-accounts.port';

/** The transaction form's values (spec 3 §5), every figure exact as its schema read them, once. */
export interface AccountTransactionEntry extends AccountTransactionCharges {
  userTypeId: string;
  paymentMethod: AccountPaymentMethod;
  currency: AccountTransactionCurrency;
  totalAmount: Money;
  exchangeRate: Decimal | null;
}

const passedOn = { list: 'listAccounts', page: 'accountsPage', detail: 'accountDetail', transaction: 'transaction', history: 'transactionHistory' } as const;

export interface PayoutAccountsUseCases extends PortMethodsAs<PayoutAccountsPort, typeof passedOn> {
  /**
   * The confirm step (spec 3 §4): edit when `id` is set, otherwise create. The billed amount is the
   * domain's (the server recomputes it); `availableBilledAmount` is the summary's balance.
   */
  save: (
    id: string | null,
    entry: AccountTransactionEntry,
    availableBilledAmount: AccountTransactionDraft['availableBilledAmount'],
    idempotencyKey: string,
  ) => Promise<AccountTransactionDetail>;
  remove: (transaction: AccountTransaction) => Promise<void>;
}

/** The entry as the port sends it: its exact figures, the billed amount the domain computes from them and the summary's balance. */
export function draftOf(entry: AccountTransactionEntry, availableBilledAmount: AccountTransactionDraft['availableBilledAmount']): AccountTransactionDraft {
  const charges = {
    waleeCommission: entry.waleeCommission,
    sbpCharges: entry.sbpCharges,
    serviceSalesTax: entry.serviceSalesTax,
    withHoldingCharges: entry.withHoldingCharges,
  };
  // spec 3 §5: the rate counts for USD only.
  const exchangeRate = entry.currency === 'USD' ? entry.exchangeRate : null;
  const billed = computeBilledAmount({ totalAmount: entry.totalAmount, exchangeRate, ...charges });
  if (!billed.ok) throw new AppError('validation_failed', 'Please check the transaction', billed.issues[0]?.field ?? 'totalAmount');
  return {
    merchantId: entry.userTypeId,
    paymentMethod: entry.paymentMethod,
    currency: entry.currency,
    totalAmount: entry.totalAmount,
    exchangeRate,
    ...charges,
    totalBilledAmount: billed.value.totalBilledAmount,
    availableBilledAmount,
  };
}

export function payoutAccountsUseCases(deps: { payoutAccounts: PayoutAccountsPort }): PayoutAccountsUseCases {
  const { payoutAccounts } = deps;
  return {
    ...portMethodsAs(payoutAccounts, passedOn),
    async save(id, entry, availableBilledAmount, idempotencyKey) {
      const draft = draftOf(entry, availableBilledAmount);
      return id === null ? payoutAccounts.createTransaction(draft, idempotencyKey) : payoutAccounts.editTransaction(id, draft);
    },
    remove: (transaction) => payoutAccounts.deleteTransaction(transaction.id),
  };
}
