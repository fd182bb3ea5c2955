import { fromPromise } from 'xstate';
import type { CallcenterUseCases } from '../../application/callcenter/callcenter.use-case';
import { refundMachine } from '../../application/callcenter/refund.machine';

/** The refund section's machine, its named effect given by the area's use-case (docs/style.md §5). */
export function callcenterMachines(callcenter: CallcenterUseCases) {
  return {
    refundMachine: refundMachine.provide({
      actors: { submit: fromPromise(({ input }) => callcenter.send({ type: 'refund', ...input.values }, input.idempotencyKey)) },
    }),
  };
}

/** What the call centre screen gets from `useArea('callcenter')`. */
export type CallcenterArea = CallcenterUseCases & ReturnType<typeof callcenterMachines>;
