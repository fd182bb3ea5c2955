import { inject, injectable } from 'inversify';
import type {
  OrphanRefundResult,
  ReconciliationDayKey,
  ReconciliationLine,
  ReconciliationLineFilter,
  ReconciliationLinePage,
  ReconciliationLineQuery,
  ReconciliationPort,
  ReconciliationSummary,
  StatementFile,
} from '../../application/reconciliation/reconciliation.port';
import {
  exportReconciliationLines,
  getReconciliationSummary,
  pageReconciliationLines,
  refundOrphanCharge,
  resolveReconciliationLine,
  runReconciliation,
  uploadReconciliationStatement,
} from '../../contract/reconciliation.contract';
import { TOKENS } from '../di/tokens';
import type { CallApi } from '../http/http-transport';
import { lineFilterQueryOf, lineQueryOf, reconciliationLineOf, reconciliationSummaryOf } from './reconciliation.wire-mapping';

@injectable()
export class HttpReconciliationAdapter implements ReconciliationPort {
  constructor(@inject(TOKENS.CallApi) private readonly callApi: CallApi) {}

  async summary(key: ReconciliationDayKey): Promise<ReconciliationSummary> {
    return reconciliationSummaryOf(await this.callApi(getReconciliationSummary, { query: key }));
  }

  async lines(query: ReconciliationLineQuery): Promise<ReconciliationLinePage> {
    const answer = await this.callApi(pageReconciliationLines, { query: lineQueryOf(query) });
    return { rows: answer.lines.map(reconciliationLineOf), total: answer.totalCount };
  }

  exportLines(filter: ReconciliationLineFilter): Promise<Blob> {
    return this.callApi(exportReconciliationLines, { query: lineFilterQueryOf(filter) });
  }

  async run(key: ReconciliationDayKey): Promise<ReconciliationSummary> {
    return reconciliationSummaryOf(await this.callApi(runReconciliation, { body: key }));
  }

  async upload(key: ReconciliationDayKey, file: StatementFile): Promise<ReconciliationSummary> {
    return reconciliationSummaryOf(await this.callApi(uploadReconciliationStatement, { query: key, file: { name: file.name, content: file.content } }));
  }

  async refundOrphan(lineId: string, reason: string): Promise<OrphanRefundResult> {
    const answer = await this.callApi(refundOrphanCharge, { params: { id: lineId }, body: { reason } });
    return { outcome: answer.outcome, message: answer.message, line: reconciliationLineOf(answer.line) };
  }

  async resolve(lineId: string, note: string): Promise<ReconciliationLine> {
    const answer = await this.callApi(resolveReconciliationLine, { params: { id: lineId }, body: { note } });
    return reconciliationLineOf(answer.line);
  }
}
