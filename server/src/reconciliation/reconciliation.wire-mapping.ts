import type { ReconciliationLineDto, ReconciliationSummaryDto } from '../../../src/contract/reconciliation.contract';
import type { LineState } from '../../../src/domain/reconciliation/reconciliation';
import { reconciliationClasses } from '../../../src/domain/reconciliation/reconciliation';
import { csvTextField } from '../../../src/domain/csv/csv-cell';
import { wireAmount, wireInstant } from '../http/wire-values';
import type { ClassTotal, LineRow, RunRow } from './reconciliation.repository';

export const lineStateOf = (row: Pick<LineRow, 'resolution'>): LineState => row.resolution ?? 'open';

export const reconciliationLineOf = (row: LineRow): ReconciliationLineDto => ({
  _id: String(row.id),
  lineNo: row.line_no,
  kind: row.kind,
  class: row.class ?? 'provider_only',
  state: lineStateOf(row),
  providerReference: row.provider_reference,
  merchantReference: row.merchant_reference,
  statementAt: row.statement_at === null ? null : wireInstant(row.statement_at),
  statementAmount: row.statement_amount === null ? null : wireAmount(row.statement_amount),
  currency: row.statement_currency,
  statementStatus: row.statement_status,
  ourId: row.our_id,
  ourAmount: row.our_amount === null ? null : wireAmount(row.our_amount),
  ourStatus: row.our_status,
  note: row.note,
  refundRequestedBy: row.refund_requested_by_name,
  resolvedBy: row.resolved_by_name,
  resolvedAt: row.resolved_at === null ? null : wireInstant(row.resolved_at),
});

/** Every class is answered, with zeros for a class the day has none of, so the cards never move. */
export function reconciliationSummaryOf(run: RunRow | undefined, totals: { classes: ClassTotal[]; pendingApprovals: number }): ReconciliationSummaryDto {
  return {
    run:
      run === undefined
        ? null
        : {
            _id: run.id,
            provider: run.provider,
            day: run.business_day,
            source: run.source,
            fileName: run.file_name,
            statementLines: run.statement_lines,
            startedBy: run.started_by_name,
            startedAt: wireInstant(run.started_at),
            finishedAt: run.finished_at === null ? null : wireInstant(run.finished_at),
          },
    classes: reconciliationClasses.map((name) => {
      const found = totals.classes.find((total) => total.class === name);
      return { class: name, count: found?.count ?? 0, amount: wireAmount(found?.amount ?? '0'), open: found?.open ?? 0 };
    }),
    pendingApprovals: totals.pendingApprovals,
  };
}

export const reconciliationCsvHeader =
  'Line,Type,Class,State,Provider Reference,Merchant Reference,Statement Time,Statement Amount,Currency,Statement Status,Our Id,Our Amount,Our Status,Note,Resolved By';

/** One CSV line of the export: amounts as the database's exact text, text cells formula-safe (`csv-cell.ts`). */
export function reconciliationCsvLine(row: LineRow): string {
  return [
    row.line_no === null ? '' : String(row.line_no),
    row.kind,
    row.class ?? '',
    lineStateOf(row),
    csvTextField(row.provider_reference),
    csvTextField(row.merchant_reference),
    row.statement_at === null ? '' : wireInstant(row.statement_at),
    row.statement_amount ?? '',
    csvTextField(row.statement_currency),
    csvTextField(row.statement_status),
    csvTextField(row.our_id),
    row.our_amount ?? '',
    csvTextField(row.our_status),
    csvTextField(row.note),
    csvTextField(row.resolved_by_name),
  ].join(',');
}
