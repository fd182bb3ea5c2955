import { useCallback, useEffect, useRef, useState } from 'react';

export type PanelState<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed' };

/**
 * Loads one panel's figures and reloads them when `load` changes; an answer that arrives after a
 * newer request started is dropped, so a slow first answer never overwrites a filtered one.
 */
export function usePanelData<T>(load: () => Promise<T>, reportProblem: (problem: unknown) => void) {
  const [state, setState] = useState<PanelState<T>>({ status: 'loading' });
  const latest = useRef(0);

  const reload = useCallback(() => {
    const request = ++latest.current;
    setState((current) => (current.status === 'ready' ? current : { status: 'loading' }));
    load().then(
      (data) => request === latest.current && setState({ status: 'ready', data }),
      (problem: unknown) => {
        // spec 1 §8: other calls log the error; the panel offers to try again.
        reportProblem(problem);
        if (request === latest.current) setState({ status: 'failed' });
      },
    );
  }, [load, reportProblem]);

  useEffect(reload, [reload]);
  return { state, reload };
}
