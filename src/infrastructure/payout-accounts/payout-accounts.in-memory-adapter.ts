import type {
  AccountTransaction,
  AccountTransactionDetail,
  AccountTransactionDraft,
  AccountTransactionHistoryLine,
  PayoutAccount,
  PayoutAccountDetail,
  PayoutAccountsPort,
} from '../../application/payout-accounts/payout-accounts.port';
import { AppError, appErrorCodes } from '../../application/errors/app-error';
import { decimal } from '../../domain/money/decimal';
import { addMoney, money, zeroOf } from '../../domain/money/money';
import { balanceAfterTopUp, topUpCorrectionOf } from '../../domain/payouts/account-transaction';
import { pageOfList, type GridPage, type GridWindow } from '../../domain/shared/grid-page';

const topUp = (id: string, merchantId: string, merchantName: string, amount: string, billed: string, createdDate: string): AccountTransaction => ({
  id,
  transactionId: `AT00000000${id.slice(-2)}`,
  merchantId,
  merchantName,
  currency: 'PKR',
  paymentMethod: 'IBFT',
  totalAmount: money(amount, 'PKR'),
  totalBilledAmount: money(billed, 'PKR'),
  exchangeRate: null,
  waleeCommission: decimal('2'),
  sbpCharges: decimal('1'),
  serviceSalesTax: decimal('16'),
  withHoldingCharges: decimal('0.5'),
  createdDate,
});

/** The whole PayoutAccountsPort in memory (the demo merchants of demo-users.ts); a test replaces any method through `overrides`. */
export class InMemoryPayoutAccountsAdapter implements PayoutAccountsPort {
  private accounts: PayoutAccount[] = [
    {
      id: 'account-demo',
      merchantId: 'merchant-demo',
      merchantName: 'Demo Merchant',
      currency: 'PKR',
      availableBalance: money('16100', 'PKR'),
      totalTransactions: 2,
      totalTransactionsAmount: money('16100', 'PKR'),
    },
    {
      id: 'account-games',
      merchantId: 'merchant-games',
      merchantName: 'Game Zone',
      currency: 'PKR',
      availableBalance: zeroOf('PKR'),
      totalTransactions: 0,
      totalTransactionsAmount: zeroOf('PKR'),
    },
  ];
  private rows: AccountTransaction[] = [
    topUp('top-up-01', 'merchant-demo', 'Demo Merchant', '10000', '8050', '2026-09-02T07:00:00.000Z'),
    topUp('top-up-02', 'merchant-demo', 'Demo Merchant', '10000', '8050', '2026-08-20T07:00:00.000Z'),
  ];
  private histories = new Map<string, AccountTransactionHistoryLine[]>();
  private keys = new Map<string, string>();

  constructor(private readonly overrides: Partial<PayoutAccountsPort> = {}) {}

  async listAccounts(): Promise<PayoutAccount[]> {
    if (this.overrides.listAccounts) return this.overrides.listAccounts();
    return [...this.accounts];
  }

  async accountsPage(window: GridWindow): Promise<GridPage<PayoutAccount>> {
    if (this.overrides.accountsPage) return this.overrides.accountsPage(window);
    return pageOfList(this.accounts, window);
  }

  async accountDetail(merchantId: string): Promise<PayoutAccountDetail> {
    if (this.overrides.accountDetail) return this.overrides.accountDetail(merchantId);
    return { account: this.account(merchantId), transactions: this.rows.filter((row) => row.merchantId === merchantId) };
  }

  async transaction(id: string): Promise<AccountTransactionDetail> {
    if (this.overrides.transaction) return this.overrides.transaction(id);
    const row = this.rows.find((candidate) => candidate.id === id);
    if (!row) throw new AppError(appErrorCodes.notFound, 'Transaction not found');
    const account = this.account(row.merchantId);
    return {
      ...row,
      account: {
        merchantName: account.merchantName,
        totalTransactions: account.totalTransactions,
        totalTransactionsAmount: account.totalTransactionsAmount,
        availableBalance: account.availableBalance,
      },
    };
  }

  async transactionHistory(id: string): Promise<AccountTransactionHistoryLine[]> {
    if (this.overrides.transactionHistory) return this.overrides.transactionHistory(id);
    return this.histories.get(id) ?? [{ date: '2026-09-02T07:00:00.000Z', description: 'Transaction created by admin', userName: 'admin' }];
  }

  async createTransaction(draft: AccountTransactionDraft, idempotencyKey: string): Promise<AccountTransactionDetail> {
    if (this.overrides.createTransaction) return this.overrides.createTransaction(draft, idempotencyKey);
    const earlier = this.keys.get(idempotencyKey);
    if (earlier !== undefined) return this.transaction(earlier);
    const account = this.account(draft.merchantId);
    const id = `top-up-${String(this.rows.length + 1).padStart(2, '0')}`;
    this.rows = [{ ...this.rowOf(draft, id, account.merchantName), createdDate: new Date().toISOString() }, ...this.rows];
    this.move(account, 1, topUpCorrectionOf(null, draft.totalBilledAmount));
    this.keys.set(idempotencyKey, id);
    return this.transaction(id);
  }

  async editTransaction(id: string, draft: AccountTransactionDraft): Promise<AccountTransactionDetail> {
    if (this.overrides.editTransaction) return this.overrides.editTransaction(id, draft);
    const existing = await this.transaction(id);
    const account = this.account(existing.merchantId);
    if (balanceAfterTopUp(account.availableBalance, existing.totalBilledAmount, draft.totalBilledAmount).minor < 0n)
      throw new AppError('conflict', 'The money has already been paid out');
    this.move(account, 0, topUpCorrectionOf(existing.totalBilledAmount, draft.totalBilledAmount));
    this.rows = this.rows.map((row) =>
      row.id === id ? { ...this.rowOf(draft, id, row.merchantName), createdDate: row.createdDate, transactionId: row.transactionId } : row,
    );
    return this.transaction(id);
  }

  async deleteTransaction(id: string): Promise<void> {
    if (this.overrides.deleteTransaction) return this.overrides.deleteTransaction(id);
    const existing = await this.transaction(id);
    this.move(this.account(existing.merchantId), -1, topUpCorrectionOf(existing.totalBilledAmount, null));
    this.rows = this.rows.filter((row) => row.id !== id);
  }

  private account(merchantId: string): PayoutAccount {
    const account = this.accounts.find((candidate) => candidate.merchantId === merchantId);
    if (!account) throw new AppError(appErrorCodes.notFound, 'Payout account not found');
    return account;
  }

  private move(account: PayoutAccount, count: number, amount: PayoutAccount['availableBalance']): void {
    const moved = {
      ...account,
      totalTransactions: account.totalTransactions + count,
      availableBalance: addMoney(account.availableBalance, amount),
      totalTransactionsAmount: addMoney(account.totalTransactionsAmount, amount),
    };
    this.accounts = this.accounts.map((candidate) => (candidate.id === account.id ? moved : candidate));
  }

  private rowOf(draft: AccountTransactionDraft, id: string, merchantName: string): AccountTransaction {
    const { availableBilledAmount: _shown, ...figures } = draft;
    return { ...figures, id, transactionId: `AT${String(Date.now()).slice(-10)}`, merchantName, createdDate: '' };
  }
}
