import { assign, fromPromise, setup } from 'xstate';
import type { NewPayoutRequest } from './payouts.port';

/** spec 3 §8 Add payout failure: the last of its fallbacks. */
export const addPayoutFailedMessage = 'Failed to add loan request';

export interface AddPayoutContext {
  /** What step 1 accepted; step 2 shows it for review. */
  request: NewPayoutRequest | null;
  /** One key per submission: retries of a failed send reuse it, so the server adds one request. */
  idempotencyKey: string;
  loanId: string | null;
  error: string | null;
}

export type AddPayoutEvent =
  | { type: 'form.accepted'; request: NewPayoutRequest }
  | { type: 'review.back' }
  | { type: 'review.submit' }
  | { type: 'error.back' }
  | { type: 'close' };

export interface AddPayoutInput {
  newKey: () => string;
}

/**
 * spec 3 §2 Add-payout dialog and §4: step 1 (the form), step 2 (review), submit, then the new loan
 * id with Close, or the error with a way back to the review. The machine names its effect
 * (`submitPayout`) and how keys are made (`newKey` in the input); the composition provides them.
 * A double click on submit is one event in `submitting`, which ignores the second.
 */
export const addPayoutMachine = setup({
  types: {
    context: {} as AddPayoutContext & { newKey: () => string },
    events: {} as AddPayoutEvent,
    input: {} as AddPayoutInput,
  },
  actors: {
    submitPayout: fromPromise<{ loanId: string }, { request: NewPayoutRequest; idempotencyKey: string }>(async () => {
      throw new Error('submitPayout is provided at the edge');
    }),
  },
}).createMachine({
  id: 'addPayout',
  context: ({ input }) => ({ request: null, idempotencyKey: input.newKey(), loanId: null, error: null, newKey: input.newKey }),
  initial: 'form',
  states: {
    form: {
      on: {
        'form.accepted': { target: 'review', actions: assign({ request: ({ event }) => event.request }) },
        close: 'closed',
      },
    },
    review: {
      on: {
        // A changed form is another submission: it gets a new key.
        'review.back': { target: 'form', actions: assign({ idempotencyKey: ({ context }) => context.newKey() }) },
        'review.submit': 'submitting',
        close: 'closed',
      },
    },
    submitting: {
      invoke: {
        src: 'submitPayout',
        input: ({ context }) => ({ request: context.request as NewPayoutRequest, idempotencyKey: context.idempotencyKey }),
        onDone: { target: 'done', actions: assign({ loanId: ({ event }) => event.output.loanId, error: null }) },
        onError: {
          target: 'failed',
          actions: assign({
            error: ({ event }) => (event.error instanceof Error && event.error.message.trim() !== '' ? event.error.message : addPayoutFailedMessage),
          }),
        },
      },
    },
    done: { on: { close: 'closed' } },
    failed: {
      on: {
        // Trying again sends the same submission with the same key.
        'error.back': 'review',
        'review.submit': 'submitting',
        close: 'closed',
      },
    },
    closed: { type: 'final' },
  },
});
