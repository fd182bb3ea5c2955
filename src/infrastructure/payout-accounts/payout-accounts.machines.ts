import { fromPromise } from 'xstate';
import { accountTransactionMachine } from '../../application/payout-accounts/account-transaction.machine';
import type { PayoutAccountsUseCases } from '../../application/payout-accounts/payout-accounts.use-case';

/** The transaction form's machine, its named effect given by the area's use-case (docs/style.md §5). */
export function payoutAccountsMachines(payoutAccounts: PayoutAccountsUseCases) {
  return {
    accountTransactionMachine: accountTransactionMachine.provide({
      actors: {
        submit: fromPromise(({ input }) =>
          payoutAccounts.save(input.values.transactionId, input.values.entry, input.values.availableBilledAmount, input.idempotencyKey),
        ),
      },
    }),
  };
}

/** What the payout accounts screens get from `useArea('payoutAccounts')`. */
export type PayoutAccountsArea = PayoutAccountsUseCases & ReturnType<typeof payoutAccountsMachines>;
