import type { CsvJobRow } from '../../../src/contract/csv-jobs.contract';
import { wireInstant } from '../http/wire-values';
import type { CsvJobListRecord } from './csv-jobs.repository';

/** spec 1 §7: the stored filter travels as JSON text, the progress as a records pair. */
export function csvJobRowOf(job: CsvJobListRecord): CsvJobRow {
  return {
    _id: job.id,
    query: JSON.stringify(job.query),
    module: job.module,
    createdAt: wireInstant(job.createdAt),
    status: job.status,
    records: { completedRecords: job.completedRecords, totalRecords: job.totalRecords },
  };
}
