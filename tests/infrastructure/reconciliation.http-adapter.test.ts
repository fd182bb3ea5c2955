import { describe, expect, it } from 'vitest';
import { reconciliationUseCases } from '../../src/application/reconciliation/reconciliation.use-case';
import type { ReconciliationLineDto } from '../../src/contract/reconciliation.contract';
import { toAmountString } from '../../src/domain/money/money';
import { HttpReconciliationAdapter } from '../../src/infrastructure/reconciliation/reconciliation.http-adapter';
import { fakeCallApi } from './support/fake-call-api';

const line: ReconciliationLineDto = {
  _id: '41',
  lineNo: 7,
  kind: 'charge',
  class: 'provider_only',
  state: 'refund_pending',
  providerReference: 'ATT-9',
  merchantReference: 'ATT-9',
  statementAt: '2026-11-26T05:00:00.000Z',
  statementAmount: 1500.5,
  currency: 'PKR',
  statementStatus: 'SUCCESS',
  ourId: null,
  ourAmount: null,
  ourStatus: null,
  note: 'Never recorded',
  refundRequestedBy: 'admin',
  resolvedBy: null,
  resolvedAt: null,
};

const summary = {
  run: {
    _id: 'r1',
    provider: 'jazzcash',
    day: '2026-11-26',
    source: 'upload',
    fileName: 'jc.csv',
    statementLines: 3,
    startedBy: 'admin',
    startedAt: '2026-11-27T01:00:00.000Z',
    finishedAt: null,
  },
  classes: [{ class: 'matched', count: 2, amount: 99.99, open: 2 }],
  pendingApprovals: 1,
};

describe('HTTP reconciliation adapter', () => {
  it('sends only the filters that are set and reads lines with exact amounts', async () => {
    const { callApi, sent } = fakeCallApi({ 'reconciliation.lines': { lines: [line], totalCount: 31 } });
    const page = await reconciliationUseCases({ reconciliation: new HttpReconciliationAdapter(callApi) }).lines({
      provider: 'jazzcash',
      day: '2026-11-26',
      reference: '  ATT ',
      page: 2,
      pageSize: 25,
    });
    expect(sent[0]?.query).toEqual({ provider: 'jazzcash', day: '2026-11-26', reference: 'ATT', page: 2, limit: 25 });
    expect(page.total).toBe(31);
    expect(page.rows[0]).toMatchObject({ id: '41', state: 'refund_pending', refundRequestedBy: 'admin', ourAmount: null });
    expect(page.rows[0]?.statementAmount && toAmountString(page.rows[0].statementAmount)).toBe('1500.50');
  });

  it('runs, uploads, refunds and resolves with the contract’s shapes', async () => {
    const { callApi, sent } = fakeCallApi({
      'reconciliation.run': summary,
      'reconciliation.upload': summary,
      'reconciliation.refundOrphan': { outcome: 'awaiting-approval', message: 'wait', line },
      'reconciliation.resolve': { line: { ...line, state: 'resolved' } },
    });
    const useCases = reconciliationUseCases({ reconciliation: new HttpReconciliationAdapter(callApi) });
    const ran = await useCases.run({ provider: 'jazzcash', day: '2026-11-26' });
    expect(ran.run).toMatchObject({ source: 'upload', fileName: 'jc.csv' });
    expect(ran.pendingApprovals).toBe(1);
    await useCases.upload({ provider: 'card', day: '2026-11-26' }, { name: 'card.csv', content: new Blob(['x']) });
    expect(sent[1]?.query).toEqual({ provider: 'card', day: '2026-11-26' });
    expect(sent[1]?.input.file?.name).toBe('card.csv');
    expect((await useCases.refundOrphan('41', '  lost answer ')).outcome).toBe('awaiting-approval');
    expect(sent[2]).toMatchObject({ params: { id: '41' }, body: { reason: 'lost answer' } });
    expect((await useCases.resolve('41', 'done')).state).toBe('resolved');
  });
});
