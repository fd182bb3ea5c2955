import { useActorRef, useSelector } from '@xstate/react';
import { useRef } from 'react';
import type { SubmitOnceMachine } from '../../application/submit/submit-once.machine';

export interface SubmitOnceHandlers<Result> {
  /** Called once when the submission is answered. */
  onDone?: (result: Result) => void;
  /** Called once when it fails; the machine keeps the key for a retry. */
  onFailed?: (error: unknown) => void;
}

/**
 * A money form's submit-once machine (the one its area provides), with the form's reactions to
 * an answer or a failure, each called once, when the machine reaches it.
 */
export function useSubmitOnce<Values, Result>(machine: SubmitOnceMachine<Values, Result>, handlers: SubmitOnceHandlers<Result> = {}) {
  const latest = useRef(handlers);
  latest.current = handlers;
  const reached = useRef<string | null>(null);
  const actor = useActorRef(machine, undefined, (snapshot) => {
    const step = snapshot.value;
    if (step === reached.current) return;
    reached.current = step;
    if (step === 'done' && snapshot.context.result !== null) latest.current.onDone?.(snapshot.context.result);
    if (step === 'failed') latest.current.onFailed?.(snapshot.context.error);
  });
  const step = useSelector(actor, (snapshot) => snapshot.value);
  const values = useSelector(actor, (snapshot) => snapshot.context.values);
  return { actor, step, values, busy: step === 'submitting' };
}
