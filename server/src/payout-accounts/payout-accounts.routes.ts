import type { FastifyInstance } from 'fastify';
import {
  accountTransactionDeletedMessage,
  addAccountTransaction,
  deleteAccountTransaction,
  editAccountTransaction,
  getAccountTransaction,
  getAccountTransactionHistory,
  getPayoutAccount,
  listPayoutAccounts,
  pagePayoutAccounts,
} from '../../../src/contract/payout-accounts.contract';
import { ApiFailure, notFound } from '../http/api-failure';
import { registerCall, type RouteKit } from '../http/register-call';
import { signedIn } from '../http/route-access';
import type { AccountTransactionsService } from './account-transactions.service';
import type { PayoutAccountsRepository } from './payout-accounts.repository';
import { accountTransactionDtoOf, accountTransactionRowDtoOf, payoutAccountDtoOf } from './payout-accounts.wire-mapping';

export interface PayoutAccountsRoutesDeps {
  accounts: PayoutAccountsRepository;
  transactions: AccountTransactionsService;
}

// spec 3 §6: everyone with LoanRequest.viewLoanAccounts reads (a merchant only its own account:
// the organisation scope); creating, editing, deleting and the History are the platform's, and a
// change needs the write flag (docs/spec/decisions.md §8), never a view right.
const view = ['LoanRequest', 'viewLoanAccounts'] as const;
const manage = ['LoanRequest', 'manageAccountTransactions'] as const;

export function registerPayoutAccountsRoutes(app: FastifyInstance, kit: RouteKit, deps: PayoutAccountsRoutesDeps): void {
  const { accounts, transactions } = deps;

  registerCall(app, kit, listPayoutAccounts, signedIn('organisation', view), async ({ actor }) => (await accounts.list(actor.scope)).map(payoutAccountDtoOf));

  registerCall(app, kit, pagePayoutAccounts, signedIn('organisation', view), async ({ actor, query }) => {
    const page = await accounts.page(actor.scope, { offset: (query.page - 1) * query.limit, limit: query.limit });
    return { data: page.rows.map(payoutAccountDtoOf), count: page.count };
  });

  registerCall(app, kit, getPayoutAccount, signedIn('organisation', view), async ({ params, actor }) => {
    const account = await accounts.account(actor.scope, params.merchantId);
    if (account === undefined) return notFound('Payout account not found');
    return { loanAccount: payoutAccountDtoOf(account), transactions: (await accounts.transactionsOf(account.merchantId)).map(accountTransactionRowDtoOf) };
  });

  registerCall(app, kit, getAccountTransaction, signedIn('organisation', view), async ({ params, actor }) => {
    const row = await accounts.transaction(actor.scope, params.id);
    const account = row === undefined ? undefined : await accounts.account(actor.scope, row.merchant_id);
    return row === undefined || account === undefined ? notFound('Transaction not found') : accountTransactionDtoOf(row, account);
  });

  registerCall(app, kit, getAccountTransactionHistory, signedIn('platform', view), async ({ params }) => {
    const row = await accounts.anyTransaction(params.id);
    return row === undefined ? notFound('Transaction not found') : { history: row.history };
  });

  registerCall(app, kit, addAccountTransaction, signedIn('platform', manage), async ({ body, actor }) => transactions.create(body, actor));

  registerCall(app, kit, editAccountTransaction, signedIn('platform', manage), async ({ params, body, actor }) => transactions.edit(params.id, body, actor));

  registerCall(app, kit, deleteAccountTransaction, signedIn('platform', manage), async ({ params, actor }) => {
    const removed = await transactions.remove(params.id, actor);
    return removed instanceof ApiFailure ? removed : { message: accountTransactionDeletedMessage };
  });
}
