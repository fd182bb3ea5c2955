import { useCallback, useEffect, useState } from 'react';
import { asAppError, isTokenFailure, type AppError } from '../../application/errors/app-error';

export type Load<T> =
  | { status: 'loading' }
  | { status: 'loaded'; value: T }
  | { status: 'failed'; error: AppError }
  /** spec 1 §4: the token died; the view shows the info dialog with the server's message. */
  | { status: 'tokenRejected'; message: string };

/** Runs one fetch of the settlement screens and keeps its outcome; `reload` runs it again. */
export function useSettlementLoad<T>(fetch: () => Promise<T>): { load: Load<T>; reload: () => void } {
  const [load, setLoad] = useState<Load<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setLoad({ status: 'loading' });
    fetch().then(
      (value) => live && setLoad({ status: 'loaded', value }),
      (problem: unknown) => {
        if (!live) return;
        const error = asAppError(problem);
        setLoad(isTokenFailure(error) ? { status: 'tokenRejected', message: error.message } : { status: 'failed', error });
      },
    );
    return () => {
      live = false;
    };
  }, [fetch, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { load, reload };
}
