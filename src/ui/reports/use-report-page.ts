import { useCallback, useEffect, useRef, useState } from 'react';
import { asAppError, type AppError } from '../../application/errors/app-error';
import type { ReportPage } from '../../application/reports/reports.port';

export interface ReportPageState<Row> {
  rows: Row[];
  total: number;
  loading: boolean;
  error: AppError | null;
  reload: () => void;
  /** Replaces one row in place (spec 1 §4: after a status change). */
  replaceRow: (matches: (row: Row) => boolean, next: Row) => void;
}

/**
 * Loads one server page whenever `key` (the query, serialised) changes. An answer that arrives
 * after a newer query was asked is dropped, so quick paging never shows a stale page.
 */
export function useReportPage<Row>(key: string, load: () => Promise<ReportPage<Row>>): ReportPageState<Row> {
  const [page, setPage] = useState<ReportPage<Row>>({ rows: [], total: 0 });
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<AppError | null>(null);
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const ticket = ++latest.current;
    setLoading(true);
    loadRef
      .current()
      .then((answer) => {
        if (ticket !== latest.current) return;
        setPage(answer);
        setError(null);
      })
      .catch((problem: unknown) => {
        if (ticket === latest.current) setError(asAppError(problem));
      })
      .finally(() => {
        if (ticket === latest.current) setLoading(false);
      });
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  const replaceRow = useCallback((matches: (row: Row) => boolean, next: Row) => {
    setPage((current) => ({ ...current, rows: current.rows.map((row) => (matches(row) ? next : row)) }));
  }, []);
  return { rows: page.rows, total: page.total, loading, error, reload, replaceRow };
}
