import type {
  OrphanRefundResult,
  ReconciliationLine,
  ReconciliationLineFilter,
  ReconciliationLinePage,
  ReconciliationLineQuery,
  ReconciliationPort,
} from './reconciliation.port';
import { portMethods } from '../use-cases/port-methods';

export interface ReconciliationUseCases extends Pick<ReconciliationPort, 'summary' | 'run' | 'upload'> {
  lines: (query: ReconciliationLineQuery) => Promise<ReconciliationLinePage>;
  exportLines: (filter: ReconciliationLineFilter) => Promise<Blob>;
  refundOrphan: (lineId: string, reason: string) => Promise<OrphanRefundResult>;
  resolve: (lineId: string, note: string) => Promise<ReconciliationLine>;
}

/** An empty filter is no filter; a reference is matched as typed, without the spaces around it. */
function cleaned<F extends ReconciliationLineFilter>(filter: F): F {
  const reference = filter.reference?.trim() ?? '';
  const { reference: _dropped, ...rest } = filter;
  return (reference === '' ? rest : { ...rest, reference }) as F;
}

export function reconciliationUseCases(deps: { reconciliation: ReconciliationPort }): ReconciliationUseCases {
  const { reconciliation } = deps;
  return {
    ...portMethods(reconciliation, ['summary', 'run', 'upload']),
    lines: (query) => reconciliation.lines(cleaned({ ...query, page: Math.max(1, Math.trunc(query.page)) })),
    exportLines: (filter) => reconciliation.exportLines(cleaned(filter)),
    refundOrphan: (lineId, reason) => reconciliation.refundOrphan(lineId, reason.trim()),
    resolve: (lineId, note) => reconciliation.resolve(lineId, note.trim()),
  };
}
