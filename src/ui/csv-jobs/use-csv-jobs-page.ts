import { useState } from 'react';
import type { CsvJobsQuery } from '../../application/csv-jobs/csv-jobs.port';
import { isCsvJobRunning } from '../../application/csv-jobs/csv-jobs.use-case';
import { useArea } from '../../infrastructure/di/use-cases-context';
import { useGridPage } from '../kit/use-grid-page';

/** spec 1 §2 and §9: 10 jobs a page, newest first. */
export const csvJobsPageSizes = [10] as const;
/** While a job is pending or inprogress the list refreshes quietly, so its progress moves. */
export const csvJobsRefreshMs = 3000;

/** What the grid's sort and filters ask for; the grid adds the page. */
export type CsvJobsFilter = Omit<CsvJobsQuery, 'page' | 'pageSize'>;

export const initialCsvJobsFilter: CsvJobsFilter = { sort: { field: 'createdAt', direction: 'desc' } };

/** The server-paged job list: the query the grid asks for, its answer, and the quiet refresh while a job runs. */
export function useCsvJobsPage() {
  const csvJobs = useArea('csvJobs');
  const [query, setQuery] = useState<CsvJobsFilter>(initialCsvJobsFilter);
  const { list: jobs, paging } = useGridPage(
    'csv-jobs',
    csvJobsPageSizes,
    (window, { background }) => csvJobs.list({ ...query, page: window.page, pageSize: window.size }, { background }),
    {
      query,
      refreshMs: csvJobsRefreshMs,
      refreshWhile: (page) => page.rows.some(isCsvJobRunning),
    },
  );
  return { query, setQuery, jobs, paging };
}
