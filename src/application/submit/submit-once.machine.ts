import { assign, fromPromise, setup } from 'xstate';
import { newIdempotencyKey } from './idempotency-key';
import { sameValues } from './same-values';

/**
 * One money action as a person takes it: edit, review, submit once with one Idempotency-Key, then
 * the result or the failure (docs/decisions/0021-idempotency.md). Every money form of the portal runs
 * it; a form without a review step sends `submit.send` with its values from `editing`.
 *
 * The key names the intended action, which is its values:
 * - a retry of a failure sends the same values with the same key, so a lost answer is never a
 *   second payout, top-up, purchase or refund;
 * - going back to edit keeps the key while the values stay the same: reviewing the same action
 *   again after a failure whose answer was lost is still that action, and the server answers the
 *   first request instead of acting twice;
 * - changed values get a new key, because the server refuses a key reused for another request
 *   (422 `idempotency_key_reused`);
 * - after a result, whatever comes next is a new action with a new key, even with the same values
 *   (a second voucher of the same product is a second purchase).
 * A double click is one event in `submitting`, which ignores the second.
 */
export interface SubmitOnceContext<Values, Result> {
  /** What is under review, or was sent. */
  values: Values | null;
  idempotencyKey: string;
  /** The values the key was made for; null when the next values are a new action. */
  keyedValues: Values | null;
  result: Result | null;
  /** The failure as the submit effect threw it (an AppError with its code and field, usually). */
  error: unknown;
}

export type SubmitOnceEvent<Values> =
  | { type: 'submit.review'; values: Values }
  | { type: 'submit.confirm' }
  | { type: 'submit.send'; values: Values }
  | { type: 'submit.retry' }
  | { type: 'submit.back' }
  | { type: 'submit.edit' }
  | { type: 'submit.again' }
  | { type: 'submit.close' };

export interface SubmitOnceInput<Values> {
  values: Values;
  idempotencyKey: string;
}

/**
 * The machine for one form's value and result types. It captures nothing: the `submit` actor is
 * provided by the area's composition (`<area>.feature.ts`) from its use-case.
 */
export function submitOnceMachine<Values, Result>(id: string) {
  /** The key rule above, for an event carrying values: the same values keep their key, others get a new one. */
  const taking = <Target extends string>(target: Target) =>
    [
      { guard: { type: 'isSameAction', params: ({ event }: { event: { values: Values } }) => ({ values: event.values }) }, target, actions: 'keepValues' },
      { target, actions: ['keepValues', 'newKey'] },
    ] as const;
  return setup({
    types: {
      context: {} as SubmitOnceContext<Values, Result>,
      events: {} as SubmitOnceEvent<Values>,
    },
    actors: {
      submit: fromPromise<Result, SubmitOnceInput<Values>>(async () => {
        throw new Error('submit is provided by the composition');
      }),
    },
    actions: {
      keepValues: assign({ values: ({ event }) => ('values' in event ? event.values : null) }),
      newKey: assign({ idempotencyKey: () => newIdempotencyKey(), keyedValues: ({ event }) => ('values' in event ? event.values : null) }),
      forgetAction: assign({ values: null, keyedValues: null, error: null }),
    },
    guards: {
      isSameAction: ({ context }, params: { values: Values }) => context.keyedValues !== null && sameValues(context.keyedValues, params.values),
    },
  }).createMachine({
    id,
    context: { values: null, idempotencyKey: '', keyedValues: null, result: null, error: null },
    initial: 'editing',
    states: {
      editing: {
        on: {
          'submit.review': taking('reviewing'),
          'submit.send': taking('submitting'),
          'submit.close': 'closed',
        },
      },
      reviewing: {
        on: {
          'submit.confirm': 'submitting',
          'submit.edit': 'editing',
          'submit.close': 'closed',
        },
      },
      submitting: {
        invoke: {
          src: 'submit',
          input: ({ context }) => ({ values: context.values as Values, idempotencyKey: context.idempotencyKey }),
          onDone: { target: 'done', actions: [assign({ result: ({ event }) => event.output, error: null }), 'forgetAction'] },
          onError: { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
        },
      },
      done: {
        on: {
          // Only an explicit new action leaves a result: a late second click of a double click is ignored here.
          'submit.again': { target: 'editing', actions: 'forgetAction' },
          'submit.close': 'closed',
        },
      },
      failed: {
        on: {
          'submit.retry': 'submitting',
          'submit.confirm': 'submitting',
          'submit.back': 'reviewing',
          'submit.edit': 'editing',
          'submit.review': taking('reviewing'),
          'submit.send': taking('submitting'),
          'submit.close': 'closed',
        },
      },
      closed: { type: 'final' },
    },
  });
}

export type SubmitOnceMachine<Values, Result> = ReturnType<typeof submitOnceMachine<Values, Result>>;
