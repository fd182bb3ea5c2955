import { useCallback, useEffect, useRef, useState } from 'react';
import { asAppError, type AppError } from '../../application/errors/app-error';

export interface RemoteDataOptions<T> {
  /** Refresh quietly every so many milliseconds (a failed quiet refresh keeps what is shown). */
  refreshMs?: number;
  /** Refresh only while this holds of the data shown, e.g. while a job runs. */
  refreshWhile?: (data: T) => boolean;
  /** Told of every failure (spec 1 §8: other calls log the error). */
  onError?: (problem: unknown) => void;
}

export interface RemoteData<T> {
  /** The last answer, kept while the next one loads; undefined before the first. */
  data: T | undefined;
  /** A load the person waits for is running (quiet refreshes do not count). */
  loading: boolean;
  error: AppError | null;
  reload: () => void;
  /** Changes the data shown in place, e.g. one row after a status change. */
  update: (change: (current: T) => T) => void;
}

interface Shown<T> {
  data: T | undefined;
  loading: boolean;
  error: AppError | null;
  /** The key of the last load the person waits for. */
  key: string | number | undefined;
}

/**
 * One way to load remote data. It loads again whenever `key` changes (serialise the query into
 * it) or `reload` is called; an answer to an older request that arrives after a newer request
 * started is dropped, so quick paging or filtering never shows a stale page.
 */
export function useRemoteData<T>(
  key: string | number,
  load: (context: { background: boolean }) => Promise<T>,
  options: RemoteDataOptions<T> = {},
): RemoteData<T> {
  const [shown, setShown] = useState<Shown<T>>({ data: undefined, loading: true, error: null, key: undefined });
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);
  const loadRef = useRef(load);
  const onErrorRef = useRef(options.onError);
  useEffect(() => {
    loadRef.current = load;
    onErrorRef.current = options.onError;
  });

  const run = useCallback((background: boolean, forKey?: string | number) => {
    const ticket = ++latest.current;
    if (!background) setShown((current) => ({ ...current, loading: true, error: null, key: forKey }));
    loadRef.current({ background }).then(
      (data) => {
        if (ticket === latest.current) setShown((current) => ({ ...current, data, loading: false, error: null }));
      },
      (problem: unknown) => {
        onErrorRef.current?.(problem);
        if (ticket !== latest.current) return;
        setShown((current) => (background ? { ...current, loading: false } : { ...current, loading: false, error: asAppError(problem) }));
      },
    );
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the reload trigger, not read
  useEffect(() => {
    run(false, key);
  }, [key, attempt, run]);
  // Answers that arrive after the view has gone are dropped too.
  useEffect(() => () => void ++latest.current, []);

  const { refreshMs, refreshWhile } = options;
  const refreshing = refreshMs !== undefined && shown.data !== undefined && (refreshWhile ? refreshWhile(shown.data) : true);
  useEffect(() => {
    if (!refreshing) return undefined;
    const timer = setInterval(() => run(true), refreshMs);
    return () => clearInterval(timer);
  }, [refreshing, refreshMs, run]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  const update = useCallback((change: (current: T) => T) => {
    setShown((current) => (current.data === undefined ? current : { ...current, data: change(current.data) }));
  }, []);
  // A new key is loading from the render that asks for it, not only once the effect has run.
  return { data: shown.data, loading: shown.loading || shown.key !== key, error: shown.error, reload, update };
}
