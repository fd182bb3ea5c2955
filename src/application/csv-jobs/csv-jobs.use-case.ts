import type { TransactionFilter } from '../../domain/transactions/transaction-filter';
import type { CsvJob, CsvJobsPort } from './csv-jobs.port';
import { portMethods } from '../use-cases/port-methods';

/** spec 1 §8: what the user is told after asking for an export. */
export const csvExportMessages = {
  accepted: 'CSV file is being generated. You will be notified once it is ready.',
  failed: 'Failed to generate CSV file',
} as const;

export interface CsvExportOutcome {
  accepted: boolean;
  /** The spec's English text; `messageKey` is its catalogue key for the chosen language. */
  message: string;
  messageKey: 'csvJobs.export.accepted' | 'csvJobs.export.failed';
  jobId?: string;
}

/** spec 1 §4: a job that may still move; the list keeps refreshing while one shows. */
export function isCsvJobRunning(job: Pick<CsvJob, 'status'>): boolean {
  return job.status === 'pending' || job.status === 'inprogress';
}

export interface CsvJobsUseCases extends Pick<CsvJobsPort, 'list'> {
  startTransactionExport(filter: TransactionFilter): Promise<CsvExportOutcome>;
  /** The file's link, or null when it cannot be had (spec 1 §8: a failed download is logged only). */
  downloadLink(jobId: string): Promise<string | null>;
}

export function csvJobsUseCases({ csvJobs, reportProblem }: { csvJobs: CsvJobsPort; reportProblem: (problem: unknown) => void }): CsvJobsUseCases {
  return {
    ...portMethods(csvJobs, ['list']),
    async startTransactionExport(filter) {
      try {
        const jobId = await csvJobs.startTransactionExport(filter);
        return { accepted: true, message: csvExportMessages.accepted, messageKey: 'csvJobs.export.accepted', jobId };
      } catch (problem) {
        reportProblem(problem);
        return { accepted: false, message: csvExportMessages.failed, messageKey: 'csvJobs.export.failed' };
      }
    },
    async downloadLink(jobId) {
      try {
        return await csvJobs.downloadLink(jobId);
      } catch (problem) {
        reportProblem(problem);
        return null;
      }
    },
  };
}
