import { describe, expect, it } from 'vitest';
import { createTransactionsCsvJob } from '../../src/contract/csv-jobs.contract';
import { transactionReport } from '../../src/contract/reports.contract';
import { transactionSearchFields } from '../../src/contract/transaction-search.schema';

const filter = { dateFrom: '2026-05-01', dateTo: '2026-05-07', country: 'PK', currency: 'PKR' };
const calls = [
  ['the report', transactionReport.body],
  ['the export', createTransactionsCsvJob.body],
] as const;

describe('the one transaction search whitelist', () => {
  it.each(calls)('%s accepts every whitelisted field with either match', (_name, body) => {
    const searchObj = transactionSearchFields.flatMap((field) => [
      { field, operator: 'equals', value: 'x' },
      { field, operator: 'contains', value: 'y' },
    ]);
    expect(body?.safeParse({ ...filter, searchObj }).success).toBe(true);
  });

  it.each(calls)('%s refuses any other field, naming it', (_name, body) => {
    for (const field of ['_id', 'country', 'currency', 'account', 'merchant_id']) {
      const parsed = body?.safeParse({ ...filter, searchObj: [{ field, operator: 'equals', value: 'x' }] });
      expect(parsed?.success).toBe(false);
      expect(parsed?.error?.issues[0]).toMatchObject({ path: ['searchObj', 0, 'field'], message: 'This column cannot be filtered' });
    }
  });
});
