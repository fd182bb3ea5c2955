import type { Decimal } from '../../domain/money/decimal';
import type { Money } from '../../domain/money/money';
import type { AccountPaymentMethod, AccountTransactionCurrency } from '../../domain/payouts/account-transaction';
import type { GridPage, GridWindow } from '../../domain/shared/grid-page';

/** spec 3 §3 Payout account: one per merchant, kept in PKR. */
export interface PayoutAccount {
  id: string;
  merchantId: string;
  merchantName: string;
  currency: string;
  availableBalance: Money;
  totalTransactions: number;
  totalTransactionsAmount: Money;
}

/** The four charges of a top-up, each a percent of the amount (spec 3 §5). */
export interface AccountTransactionCharges {
  waleeCommission: Decimal;
  sbpCharges: Decimal;
  serviceSalesTax: Decimal;
  withHoldingCharges: Decimal;
}

/** spec 3 §3 Account transaction: a top-up of a payout account. */
export interface AccountTransaction extends AccountTransactionCharges {
  id: string;
  transactionId: string;
  merchantId: string;
  merchantName: string;
  currency: AccountTransactionCurrency;
  paymentMethod: AccountPaymentMethod;
  totalAmount: Money;
  /** PKR credited to the payout account. */
  totalBilledAmount: Money;
  exchangeRate: Decimal | null;
  /** ISO 8601 instant. */
  createdDate: string;
}

/** A transaction with its account's balance summary (spec 3 §3 loanAccount). */
export interface AccountTransactionDetail extends AccountTransaction {
  account: { merchantName: string; totalTransactions: number; totalTransactionsAmount: Money; availableBalance: Money };
}

export interface PayoutAccountDetail {
  account: PayoutAccount;
  transactions: AccountTransaction[];
}

export interface AccountTransactionHistoryLine {
  date: string;
  description: string;
  userName: string;
}

/** What the confirm step sends (spec 3 §4): the form's figures, the billed amount and the summary's balance. */
export interface AccountTransactionDraft extends AccountTransactionCharges {
  merchantId: string;
  paymentMethod: AccountPaymentMethod;
  currency: AccountTransactionCurrency;
  totalAmount: Money;
  exchangeRate: Decimal | null;
  totalBilledAmount: Money;
  /** The balance the Transaction Summary showed after this transaction. */
  availableBilledAmount: Money;
}

/** spec 3 §7 Accounts and transactions. Failures reject with an AppError carrying the server's message. */
export interface PayoutAccountsPort {
  /** Every account the caller sees (the transaction form's merchant lookup). */
  listAccounts(): Promise<PayoutAccount[]>;
  /** One page of the accounts grid (docs/decisions/0027-administration-grids.md). */
  accountsPage(window: GridWindow): Promise<GridPage<PayoutAccount>>;
  accountDetail(merchantId: string): Promise<PayoutAccountDetail>;
  transaction(id: string): Promise<AccountTransactionDetail>;
  transactionHistory(id: string): Promise<AccountTransactionHistoryLine[]>;
  /** The key makes a repeat (a double click, a retry) answer the first transaction. */
  createTransaction(draft: AccountTransactionDraft, idempotencyKey: string): Promise<AccountTransactionDetail>;
  editTransaction(id: string, draft: AccountTransactionDraft): Promise<AccountTransactionDetail>;
  deleteTransaction(id: string): Promise<void>;
}
