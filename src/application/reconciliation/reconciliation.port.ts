import type { Money } from '../../domain/money/money';
import type { LineState, ReconciliationClass, ReconciliationProvider } from '../../domain/reconciliation/reconciliation';
import type { StatementKind } from '../../domain/reconciliation/statement-file';

/** docs/decisions/0035-reconciliation.md: one provider's business day. */
export interface ReconciliationDayKey {
  provider: ReconciliationProvider;
  /** Business date, YYYY-MM-DD. */
  day: string;
}

export interface ReconciliationRun {
  id: string;
  source: 'provider' | 'upload';
  fileName: string | null;
  statementLines: number;
  startedBy: string;
  startedAt: string;
  finishedAt: string | null;
}

export interface ReconciliationClassTotal {
  class: ReconciliationClass;
  count: number;
  amount: Money;
  open: number;
}

export interface ReconciliationSummary {
  run: ReconciliationRun | null;
  classes: ReconciliationClassTotal[];
  pendingApprovals: number;
}

export interface ReconciliationLine {
  id: string;
  lineNo: number | null;
  kind: StatementKind;
  class: ReconciliationClass;
  state: LineState;
  providerReference: string;
  merchantReference: string | null;
  statementAt: string | null;
  statementAmount: Money | null;
  statementStatus: string | null;
  ourId: string | null;
  ourAmount: Money | null;
  ourStatus: string | null;
  note: string | null;
  refundRequestedBy: string | null;
  resolvedBy: string | null;
  resolvedAt: string | null;
}

export interface ReconciliationLineFilter extends ReconciliationDayKey {
  class?: ReconciliationClass;
  status?: LineState;
  reference?: string;
}

export interface ReconciliationLineQuery extends ReconciliationLineFilter {
  page: number;
  pageSize: number;
}

export interface ReconciliationLinePage {
  rows: ReconciliationLine[];
  total: number;
}

export interface OrphanRefundResult {
  outcome: 'refunded' | 'awaiting-approval' | 'refused';
  message: string;
  line: ReconciliationLine;
}

export interface StatementFile {
  name: string;
  content: Blob;
}

export interface ReconciliationPort {
  summary(key: ReconciliationDayKey): Promise<ReconciliationSummary>;
  lines(query: ReconciliationLineQuery): Promise<ReconciliationLinePage>;
  exportLines(filter: ReconciliationLineFilter): Promise<Blob>;
  run(key: ReconciliationDayKey): Promise<ReconciliationSummary>;
  upload(key: ReconciliationDayKey, file: StatementFile): Promise<ReconciliationSummary>;
  refundOrphan(lineId: string, reason: string): Promise<OrphanRefundResult>;
  resolve(lineId: string, note: string): Promise<ReconciliationLine>;
}
