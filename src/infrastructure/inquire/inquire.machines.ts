import { fromPromise } from 'xstate';
import { inquireAccessMachine } from '../../application/inquire/inquire-access.machine';
import type { InquireUseCases } from '../../application/inquire/inquire.use-case';

/** The inquire screen's access machine, its named effects given by the area's use-cases (docs/style.md §5). */
export function inquireMachines(inquire: InquireUseCases, reportProblem: (problem: unknown) => void) {
  return {
    accessMachine: inquireAccessMachine.provide({
      actors: { loadInquireSetting: fromPromise(() => inquire.merchantInquireEnabled()) },
      actions: { reportProblem: (_, params) => reportProblem(params.problem) },
    }),
  };
}

/** What the inquire screen gets from `useArea('inquire')`: the use-cases and the provided machine. */
export type InquireArea = InquireUseCases & ReturnType<typeof inquireMachines>;
