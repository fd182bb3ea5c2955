import { inject, injectable } from 'inversify';
import { z } from 'zod';
import type { CsvJob, CsvJobsPage, CsvJobsPort, CsvJobsQuery, TransactionExportFilter } from '../../application/csv-jobs/csv-jobs.port';
import {
  createTransactionsCsvJob,
  getCsvJobDownload,
  listCsvJobs,
  type CsvJobRow,
  type TransactionReportFilter,
} from '../../contract/csv-jobs.contract';
import { TOKENS } from '../di/tokens';
import type { CallApi } from '../http/http-transport';

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

export function wireExportFilterOf(filter: TransactionExportFilter): TransactionReportFilter {
  return {
    dateFrom: filter.from,
    dateTo: filter.to,
    country: filter.country,
    currency: filter.currency,
    searchObj: filter.filters?.map((search) => ({
      field: search.field as NonNullable<TransactionReportFilter['searchObj']>[number]['field'],
      operator: search.match,
      value: search.value,
    })),
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

  async startTransactionExport(filter: TransactionExportFilter): Promise<string> {
    const answer = await this.callApi(createTransactionsCsvJob, { body: wireExportFilterOf(filter) });
    return answer.data._id;
  }

  async downloadLink(jobId: string): Promise<string> {
    const answer = await this.callApi(getCsvJobDownload, { params: { id: jobId } });
    return answer.data.data.url;
  }
}
