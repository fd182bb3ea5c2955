import { useState } from 'react';
import type { CsvJobsQuery } from '../../application/csv-jobs/csv-jobs.port';
import { isCsvJobRunning } from '../../application/csv-jobs/csv-jobs.use-case';
import { useArea } from '../../infrastructure/di/use-cases-context';
import { useRemoteData } from '../kit/use-remote-data';

/** spec 1 §2 and §9: 10 jobs a page, newest first. */
export const csvJobsPageSize = 10;
/** While a job is pending or inprogress the list refreshes quietly, so its progress moves. */
export const csvJobsRefreshMs = 3000;

export const initialCsvJobsQuery: CsvJobsQuery = { page: 1, pageSize: csvJobsPageSize, sort: { field: 'createdAt', direction: 'desc' } };

/** The server-paged job list: the query the grid asks for, its answer, and the quiet refresh while a job runs. */
export function useCsvJobsPage() {
  const csvJobs = useArea('csvJobs');
  const [query, setQuery] = useState<CsvJobsQuery>(initialCsvJobsQuery);
  const jobs = useRemoteData(JSON.stringify(query), ({ background }) => csvJobs.list(query, { background }), {
    refreshMs: csvJobsRefreshMs,
    refreshWhile: (page) => page.rows.some(isCsvJobRunning),
  });
  return { query, setQuery, jobs };
}
