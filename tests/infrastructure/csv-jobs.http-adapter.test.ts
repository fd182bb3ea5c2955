import { describe, expect, it } from 'vitest';
import { createTransactionsCsvJob } from '../../src/contract/csv-jobs.contract';
import { transactionFilterColumns } from '../../src/domain/transactions/transaction-filter';
import { HttpCsvJobsAdapter } from '../../src/infrastructure/csv-jobs/csv-jobs.http-adapter';
import { fakeCallApi } from './support/fake-call-api';

const filter = { from: '2026-05-01', to: '2026-05-31', country: 'PK', currency: 'PKR' as const };

const jobRow = {
  _id: 'job-1',
  query: JSON.stringify({ transactionDate: { $gte: '2026-04-30T19:00:00.000Z', $lte: '2026-05-31T18:59:59.999Z' }, searchObj: [] }),
  module: 'transactions',
  createdAt: '2026-06-01T08:00:00.000Z',
  status: 'inprogress' as const,
  records: { completedRecords: 5000, totalRecords: 12000 },
};

describe('HTTP CSV-jobs adapter', () => {
  it('sends an Account and Product column filter under the wire names the export call accepts', async () => {
    // Before the domain filter crossed this border, the grid's column names went out as they were
    // and the export call refused them ("Failed to generate CSV file").
    const { callApi, sent } = fakeCallApi({ 'csvJobs.createTransactions': { is_success: true, data: { _id: 'job-1' } } });
    const adapter = new HttpCsvJobsAdapter(callApi);
    const jobId = await adapter.startTransactionExport({
      ...filter,
      filters: [
        { column: 'account', match: 'contains', value: '0300' },
        { column: 'product', match: 'equals', value: 'Top-up' },
      ],
    });
    expect(jobId).toBe('job-1');
    expect(sent[0]?.id).toBe(createTransactionsCsvJob.id);
    const body = createTransactionsCsvJob.body?.parse(sent[0]?.input.body);
    expect(body).toEqual({
      dateFrom: '2026-05-01',
      dateTo: '2026-05-31',
      country: 'PK',
      currency: 'PKR',
      searchObj: [
        { field: 'msisdn', operator: 'contains', value: '0300' },
        { field: 'productName', operator: 'equals', value: 'Top-up' },
      ],
    });
  });

  it('exports with a filter on every column the report can filter', async () => {
    const { callApi, sent } = fakeCallApi({ 'csvJobs.createTransactions': { is_success: true, data: { _id: 'job-2' } } });
    const filters = transactionFilterColumns.flatMap((column) => [
      { column, match: 'equals' as const, value: 'x' },
      { column, match: 'contains' as const, value: 'y' },
    ]);
    expect(await new HttpCsvJobsAdapter(callApi).startTransactionExport({ ...filter, filters })).toBe('job-2');
    expect(sent).toHaveLength(1);
  });

  it('lists jobs with the wire query names and reads the exported dates from the job’s query', async () => {
    const { callApi, sent } = fakeCallApi({ 'csvJobs.list': { data: { data: [jobRow, { ...jobRow, _id: 'job-0', query: 'not json' }], count: 12 } } });
    const page = await new HttpCsvJobsAdapter(callApi).list(
      { page: 2, pageSize: 25, sort: { field: 'status', direction: 'asc' }, module: 'transactions', status: 'inprogress' },
      { background: true },
    );
    expect(sent[0]?.query).toEqual({ page: 2, limit: 25, sortField: 'status', sortOrder: 'asc', module: 'transactions', status: 'inprogress' });
    expect(sent[0]?.input.tracked).toBe(false);
    expect(page.total).toBe(12);
    expect(page.rows[0]).toEqual({
      id: 'job-1',
      module: 'transactions',
      createdAt: '2026-06-01T08:00:00.000Z',
      status: 'inprogress',
      completedRecords: 5000,
      totalRecords: 12000,
      dateRange: { from: '2026-04-30T19:00:00.000Z', to: '2026-05-31T18:59:59.999Z' },
    });
    expect(page.rows[1]?.dateRange).toBeNull();
  });

  it('counts a list call for the loading overlay unless it runs in the background', async () => {
    const { callApi, sent } = fakeCallApi({ 'csvJobs.list': { data: { data: [], count: 0 } } });
    await new HttpCsvJobsAdapter(callApi).list({ page: 1, pageSize: 10, sort: { field: 'createdAt', direction: 'desc' } });
    expect(sent[0]?.input.tracked).toBe(true);
  });

  it('asks for a job’s download link by its id', async () => {
    const { callApi, sent } = fakeCallApi({
      'csvJobs.download': { data: { data: { url: 'https://api.example/api/v1/csv-jobs/job-1/file?expires=1&signature=s' } } },
    });
    const link = await new HttpCsvJobsAdapter(callApi).downloadLink('job-1');
    expect(sent[0]?.params).toEqual({ id: 'job-1' });
    expect(link).toBe('https://api.example/api/v1/csv-jobs/job-1/file?expires=1&signature=s');
  });
});
