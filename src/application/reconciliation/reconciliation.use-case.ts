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
} from './reconciliation.port';

export interface ReconciliationUseCases {
  summary: (key: ReconciliationDayKey) => Promise<ReconciliationSummary>;
  lines: (query: ReconciliationLineQuery) => Promise<ReconciliationLinePage>;
  exportLines: (filter: ReconciliationLineFilter) => Promise<Blob>;
  run: (key: ReconciliationDayKey) => Promise<ReconciliationSummary>;
  upload: (key: ReconciliationDayKey, file: StatementFile) => Promise<ReconciliationSummary>;
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
    summary: (key) => reconciliation.summary(key),
    lines: (query) => reconciliation.lines(cleaned({ ...query, page: Math.max(1, Math.trunc(query.page)) })),
    exportLines: (filter) => reconciliation.exportLines(cleaned(filter)),
    run: (key) => reconciliation.run(key),
    upload: (key, file) => reconciliation.upload(key, file),
    refundOrphan: (lineId, reason) => reconciliation.refundOrphan(lineId, reason.trim()),
    resolve: (lineId, note) => reconciliation.resolve(lineId, note.trim()),
  };
}
