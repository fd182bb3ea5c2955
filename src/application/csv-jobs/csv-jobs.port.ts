import type { CsvJobStatus } from '../../domain/csv/csv-job-status';
import type { TransactionFilter } from '../../domain/transactions/transaction-filter';

/** spec 1 §3 CSV job, in the portal's words. */
export interface CsvJob {
  id: string;
  module: string;
  /** ISO 8601 instant. */
  createdAt: string;
  status: CsvJobStatus;
  completedRecords: number;
  totalRecords: number;
  /** The transaction dates the job exported (instants from its query); null when it had no bounds. */
  dateRange: { from: string; to: string } | null;
}

export const csvJobSortFields = ['createdAt', 'module', 'status'] as const;
export type CsvJobSortField = (typeof csvJobSortFields)[number];

export interface CsvJobsQuery {
  /** 1-based. */
  page: number;
  pageSize: number;
  sort: { field: CsvJobSortField; direction: 'asc' | 'desc' };
  module?: string;
  status?: CsvJobStatus;
}

export interface CsvJobsPage {
  rows: CsvJob[];
  total: number;
}

/** CSV export jobs (spec 1 §7 CSV jobs). */
export interface CsvJobsPort {
  /** `background` calls do not show the global loading overlay (the list's auto-refresh). */
  list(query: CsvJobsQuery, options?: { background?: boolean }): Promise<CsvJobsPage>;
  /** Starts an export of every row the report's filter matches (spec 1 §7 POST /csv-jobs/transactions/); answers the new job's id. */
  startTransactionExport(filter: TransactionFilter): Promise<string>;
  /** A short-lived link to a completed job's file. */
  downloadLink(jobId: string): Promise<string>;
}
