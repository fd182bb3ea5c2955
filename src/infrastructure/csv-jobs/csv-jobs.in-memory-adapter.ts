import type { CsvJob, CsvJobsPage, CsvJobsPort, CsvJobsQuery } from '../../application/csv-jobs/csv-jobs.port';
import type { TransactionFilter } from '../../domain/transactions/transaction-filter';

function daysAgo(days: number, hour = 9): string {
  const at = new Date();
  at.setUTCDate(at.getUTCDate() - days);
  at.setUTCHours(hour, 15, 0, 0);
  return at.toISOString();
}

function rangeOf(fromDaysAgo: number, toDaysAgo: number): CsvJob['dateRange'] {
  return { from: daysAgo(fromDaysAgo, 0), to: daysAgo(toDaysAgo, 18) };
}

function demoJobs(): CsvJob[] {
  return [
    {
      id: '66f1a2b3c4d5e6f7a8b9c001',
      module: 'transactions',
      createdAt: daysAgo(0, 8),
      status: 'inprogress',
      completedRecords: 12_500,
      totalRecords: 40_000,
      dateRange: rangeOf(30, 0),
    },
    {
      id: '66f1a2b3c4d5e6f7a8b9c002',
      module: 'transactions',
      createdAt: daysAgo(1),
      status: 'completed',
      completedRecords: 1_284,
      totalRecords: 1_284,
      dateRange: rangeOf(7, 1),
    },
    { id: '66f1a2b3c4d5e6f7a8b9c003', module: 'transactions', createdAt: daysAgo(2), status: 'pending', completedRecords: 0, totalRecords: 0, dateRange: null },
    {
      id: '66f1a2b3c4d5e6f7a8b9c004',
      module: 'transactions',
      createdAt: daysAgo(4),
      status: 'failed',
      completedRecords: 3_000,
      totalRecords: 9_731,
      dateRange: rangeOf(60, 30),
    },
    {
      id: '66f1a2b3c4d5e6f7a8b9c005',
      module: 'transactions',
      createdAt: daysAgo(9),
      status: 'completed',
      completedRecords: 52_310,
      totalRecords: 52_310,
      dateRange: rangeOf(90, 60),
    },
  ];
}

const compareBy = {
  createdAt: (a: CsvJob, b: CsvJob) => a.createdAt.localeCompare(b.createdAt),
  module: (a: CsvJob, b: CsvJob) => a.module.localeCompare(b.module),
  status: (a: CsvJob, b: CsvJob) => a.status.localeCompare(b.status),
};

/**
 * The whole CsvJobsPort in memory; a test replaces any method through `overrides`. A new export
 * moves pending → inprogress → completed over the next list calls, as the server's worker would.
 */
export class InMemoryCsvJobsAdapter implements CsvJobsPort {
  readonly #jobs: CsvJob[] = demoJobs();
  #next = 100;

  constructor(private readonly overrides: Partial<CsvJobsPort> = {}) {}

  async list(query: CsvJobsQuery, options?: { background?: boolean }): Promise<CsvJobsPage> {
    if (this.overrides.list) return this.overrides.list(query, options);
    this.#advance();
    const direction = query.sort.direction === 'asc' ? 1 : -1;
    const matching = this.#jobs
      .filter(
        (job) =>
          (query.status === undefined || job.status === query.status) &&
          (query.module === undefined || job.module.toLowerCase() === query.module.toLowerCase()),
      )
      .sort((a, b) => direction * compareBy[query.sort.field](a, b));
    const start = (query.page - 1) * query.pageSize;
    return { rows: matching.slice(start, start + query.pageSize).map((job) => ({ ...job })), total: matching.length };
  }

  async startTransactionExport(filter: TransactionFilter): Promise<string> {
    if (this.overrides.startTransactionExport) return this.overrides.startTransactionExport(filter);
    const id = `66f1a2b3c4d5e6f7a8b9c${String(this.#next++).padStart(3, '0')}`;
    const dateRange = filter.from !== '' && filter.to !== '' ? { from: `${filter.from}T00:00:00.000Z`, to: `${filter.to}T18:59:59.999Z` } : null;
    this.#jobs.push({ id, module: 'transactions', createdAt: new Date().toISOString(), status: 'pending', completedRecords: 0, totalRecords: 0, dateRange });
    return id;
  }

  async downloadLink(jobId: string): Promise<string> {
    if (this.overrides.downloadLink) return this.overrides.downloadLink(jobId);
    const job = this.#jobs.find((candidate) => candidate.id === jobId);
    if (job?.status !== 'completed') throw new Error('Only a completed job can be downloaded');
    return `data:text/csv;charset=utf-8,${encodeURIComponent('\uFEFFID,Order ID\r\nEP0000000001,DEMO-1\r\n')}`;
  }

  #advance(): void {
    for (const job of this.#jobs) {
      if (job.id < '66f1a2b3c4d5e6f7a8b9c100') continue;
      if (job.status === 'pending') Object.assign(job, { status: 'inprogress', totalRecords: 200, completedRecords: 0 });
      else if (job.status === 'inprogress' && job.completedRecords < job.totalRecords) job.completedRecords += 100;
      else if (job.status === 'inprogress') job.status = 'completed';
    }
  }
}
