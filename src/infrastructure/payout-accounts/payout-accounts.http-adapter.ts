import { inject, injectable } from 'inversify';
import type {
  AccountTransactionDetail,
  AccountTransactionDraft,
  AccountTransactionHistoryLine,
  PayoutAccount,
  PayoutAccountDetail,
  PayoutAccountsPort,
} from '../../application/payout-accounts/payout-accounts.port';
import {
  addAccountTransaction,
  deleteAccountTransaction,
  editAccountTransaction,
  getAccountTransaction,
  getAccountTransactionHistory,
  getPayoutAccount,
  listPayoutAccounts,
  pagePayoutAccounts,
} from '../../contract/payout-accounts.contract';
import type { GridPage, GridWindow } from '../../domain/shared/grid-page';
import { TOKENS } from '../di/tokens';
import type { CallApi } from '../http/http-transport';
import { accountTransactionBodyOf, accountTransactionDetailOf, accountTransactionOf, payoutAccountOf } from './payout-accounts.wire-mapping';
import { idempotencyKeyHeader } from '../../contract/idempotency-key';

@injectable()
export class HttpPayoutAccountsAdapter implements PayoutAccountsPort {
  constructor(@inject(TOKENS.CallApi) private readonly callApi: CallApi) {}

  async listAccounts(): Promise<PayoutAccount[]> {
    return (await this.callApi(listPayoutAccounts)).map(payoutAccountOf);
  }

  async accountsPage(window: GridWindow): Promise<GridPage<PayoutAccount>> {
    const answer = await this.callApi(pagePayoutAccounts, { query: { page: window.page, limit: window.size } });
    return { rows: answer.data.map(payoutAccountOf), total: answer.count };
  }

  async accountDetail(merchantId: string): Promise<PayoutAccountDetail> {
    const answer = await this.callApi(getPayoutAccount, { params: { merchantId } });
    return { account: payoutAccountOf(answer.loanAccount), transactions: answer.transactions.map(accountTransactionOf) };
  }

  async transaction(id: string): Promise<AccountTransactionDetail> {
    return accountTransactionDetailOf(await this.callApi(getAccountTransaction, { params: { id } }));
  }

  async transactionHistory(id: string): Promise<AccountTransactionHistoryLine[]> {
    return (await this.callApi(getAccountTransactionHistory, { params: { id } })).history;
  }

  async createTransaction(draft: AccountTransactionDraft, idempotencyKey: string): Promise<AccountTransactionDetail> {
    // docs/decisions/0024-payout-accounts.md: a repeat with the same key answers the first transaction.
    const answer = await this.callApi(addAccountTransaction, { body: accountTransactionBodyOf(draft), headers: { [idempotencyKeyHeader]: idempotencyKey } });
    return accountTransactionDetailOf(answer);
  }

  async editTransaction(id: string, draft: AccountTransactionDraft): Promise<AccountTransactionDetail> {
    return accountTransactionDetailOf(await this.callApi(editAccountTransaction, { params: { id }, body: accountTransactionBodyOf(draft) }));
  }

  async deleteTransaction(id: string): Promise<void> {
    await this.callApi(deleteAccountTransaction, { params: { id } });
  }
}
