import { inject, injectable } from 'inversify';
import { z } from 'zod';
import type { CsvJob, CsvJobsPage, CsvJobsPort, CsvJobsQuery } from '../../application/csv-jobs/csv-jobs.port';
import { createTransactionsCsvJob, getCsvJobDownload, listCsvJobs, type CsvJobRow } from '../../contract/csv-jobs.contract';
import type { TransactionFilter } from '../../domain/transactions/transaction-filter';
import { TOKENS } from '../di/tokens';
import type { CallApi } from '../http/http-transport';
import { wireTransactionFilterOf } from '../http/transaction-filter.wire-mapping';

// spec 1 §3: the job's query is JSON text whose transactionDate holds $gte and $lte bounds.
const jobQuerySchema = z.object({ transactionDate: z.object({ $gte: z.string(), $lte: z.string() }).optional() });

function dateRangeOf(query: string): CsvJob['dateRange'] {
  try {
    const bounds = jobQuerySchema.safeParse(JSON.parse(query)).data?.transactionDate;
    return bounds ? { from: bounds.$gte, to: bounds.$lte } : null;
  } catch {
    return null;
  }
}

export function csvJobOf(row: CsvJobRow): CsvJob {
  return {
    id: row._id,
    module: row.module,
    createdAt: row.createdAt,
    status: row.status,
    completedRecords: row.records.completedRecords,
    totalRecords: row.records.totalRecords,
    dateRange: dateRangeOf(row.query),
  };
}

@injectable()
export class HttpCsvJobsAdapter implements CsvJobsPort {
  constructor(@inject(TOKENS.CallApi) private readonly callApi: CallApi) {}

  async list(query: CsvJobsQuery, options: { background?: boolean } = {}): Promise<CsvJobsPage> {
    const answer = await this.callApi(listCsvJobs, {
      query: {
        page: query.page,
        limit: query.pageSize,
        sortField: query.sort.field,
        sortOrder: query.sort.direction,
        module: query.module,
        status: query.status,
      },
      tracked: options.background !== true,
    });
    return { rows: answer.data.data.map(csvJobOf), total: answer.data.count };
  }

  async startTransactionExport(filter: TransactionFilter): Promise<string> {
    // The export runs on the report's own filter, so it goes through the report's one wire mapping.
    const answer = await this.callApi(createTransactionsCsvJob, { body: wireTransactionFilterOf(filter) });
    return answer.data._id;
  }

  async downloadLink(jobId: string): Promise<string> {
    const answer = await this.callApi(getCsvJobDownload, { params: { id: jobId } });
    return answer.data.data.url;
  }
}
