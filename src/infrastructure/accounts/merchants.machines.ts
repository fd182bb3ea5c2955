import { fromPromise } from 'xstate';
import { accountTopUpMachine } from '../../application/accounts/account-top-up.machine';
import type { MerchantsUseCases } from '../../application/accounts/merchants.use-case';

/** The account balance form's machine, its named effect given by the area's use-case (docs/style.md §5). */
export function merchantsMachines(merchants: MerchantsUseCases) {
  return {
    accountTopUpMachine: accountTopUpMachine.provide({
      actors: { submit: fromPromise(({ input }) => merchants.addAccountBalance(input.values.merchant, input.values.topUp, input.idempotencyKey)) },
    }),
  };
}

/** What the merchant screens get from `useArea('merchants')`. */
export type MerchantsArea = MerchantsUseCases & ReturnType<typeof merchantsMachines>;
