import { useCallback, useEffect, useRef, useState } from 'react';
import type { AppError } from '../../application/errors/app-error';
import type { CsvJobsPage, CsvJobsQuery } from '../../application/csv-jobs/csv-jobs.port';
import { isCsvJobRunning } from '../../application/csv-jobs/csv-jobs.use-case';
import { useUseCases } from '../../infrastructure/di/use-cases-context';

/** spec 1 §2 and §9: 10 jobs a page, newest first. */
export const csvJobsPageSize = 10;
/** While a job is pending or inprogress the list refreshes quietly, so its progress moves. */
export const csvJobsRefreshMs = 3000;

export const initialCsvJobsQuery: CsvJobsQuery = { page: 1, pageSize: csvJobsPageSize, sort: { field: 'createdAt', direction: 'desc' } };

export type CsvJobsLoad = { status: 'loading' } | { status: 'loaded'; page: CsvJobsPage } | { status: 'failed'; error: AppError };

/** The server-paged job list: the query the grid asks for, its answer, and the quiet refresh. */
export function useCsvJobsPage() {
  const { csvJobs } = useUseCases();
  const [query, setQuery] = useState<CsvJobsQuery>(initialCsvJobsQuery);
  const [load, setLoad] = useState<CsvJobsLoad>({ status: 'loading' });
  const [reloads, setReloads] = useState(0);
  const latest = useRef(0);

  const fetchPage = useCallback(
    async (background: boolean) => {
      const call = ++latest.current;
      if (!background) setLoad((previous) => (previous.status === 'loaded' ? previous : { status: 'loading' }));
      try {
        const page = await csvJobs.list(query, { background });
        if (call === latest.current) setLoad({ status: 'loaded', page });
      } catch (error) {
        // A quiet refresh that fails keeps the rows shown; the next one tries again.
        if (call === latest.current && !background) setLoad({ status: 'failed', error: error as AppError });
      }
    },
    [csvJobs, query],
  );

  useEffect(() => {
    void fetchPage(false);
  }, [fetchPage, reloads]);

  const running = load.status === 'loaded' && load.page.rows.some(isCsvJobRunning);
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => void fetchPage(true), csvJobsRefreshMs);
    return () => clearInterval(timer);
  }, [running, fetchPage]);

  return { query, setQuery, load, reload: () => setReloads((count) => count + 1) };
}
