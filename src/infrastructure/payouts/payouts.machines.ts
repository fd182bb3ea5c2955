import { fromPromise } from 'xstate';
import { addPayoutMachine } from '../../application/payouts/add-payout.machine';
import type { PayoutsUseCases } from '../../application/payouts/payouts.use-case';
import { uploadMachine } from '../../application/payouts/upload.machine';

/** The payout screens' machines, their named effects given by the area's use-cases (docs/style.md §5). */
export function payoutsMachines(payouts: PayoutsUseCases) {
  return {
    addPayoutMachine: addPayoutMachine.provide({
      actors: { submit: fromPromise(({ input }) => payouts.add(input.values, input.idempotencyKey)) },
    }),
    uploadMachine: uploadMachine.provide({
      actors: {
        uploadFile: fromPromise(({ input }) => payouts.uploadFile(input.file)),
        confirmFile: fromPromise(({ input }) => payouts.confirmFile(input.summary)),
        discardFile: fromPromise(({ input }) => payouts.discardFile(input.fileName)),
      },
    }),
  };
}

/** What the payout screens get from `useArea('payouts')`: the use-cases and the provided machines. */
export type PayoutsArea = PayoutsUseCases & ReturnType<typeof payoutsMachines>;
