import { describe, expect, it } from 'vitest';
import { createTransactionsCsvJob } from '../../src/contract/csv-jobs.contract';
import type { CallApi } from '../../src/infrastructure/http/http-transport';
import { HttpCsvJobsAdapter } from '../../src/infrastructure/csv-jobs/csv-jobs.http-adapter';

interface SentCall {
  id: string;
  input: { params?: unknown; query?: unknown; body?: unknown; tracked?: boolean };
}

/** A CallApi that records each call and answers from `answer` by call id. */
function fakeCallApi(answer: (id: string) => unknown) {
  const sent: SentCall[] = [];
  const callApi = (async (call: { id: string }, input: SentCall['input'] = {}) => {
    sent.push({ id: call.id, input });
    return answer(call.id);
  }) as unknown as CallApi;
  return { callApi, sent };
}

describe('HTTP CSV-jobs adapter', () => {
  it('sends an Account and Product column filter under the wire names the export call accepts', async () => {
    const { callApi, sent } = fakeCallApi(() => ({ is_success: true, data: { _id: 'job-1' } }));
    const adapter = new HttpCsvJobsAdapter(callApi);
    const jobId = await adapter.startTransactionExport({
      from: '2026-05-01',
      to: '2026-05-31',
      country: 'PK',
      currency: 'PKR',
      filters: [
        { column: 'account', match: 'contains', value: '0300' },
        { column: 'product', match: 'equals', value: 'Top-up' },
      ],
    });
    expect(jobId).toBe('job-1');
    expect(sent[0]?.id).toBe(createTransactionsCsvJob.id);
    const body = createTransactionsCsvJob.body?.parse(sent[0]?.input.body);
    expect(body?.searchObj).toEqual([
      { field: 'msisdn', operator: 'contains', value: '0300' },
      { field: 'productName', operator: 'equals', value: 'Top-up' },
    ]);
  });
});
