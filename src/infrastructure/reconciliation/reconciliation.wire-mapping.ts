import type {
  ReconciliationLine,
  ReconciliationLineFilter,
  ReconciliationLineQuery,
  ReconciliationSummary,
} from '../../application/reconciliation/reconciliation.port';
import type { ReconciliationLineDto, ReconciliationLineFilter as FilterDto, ReconciliationSummaryDto } from '../../contract/reconciliation.contract';
import { localCurrency } from '../../domain/money/currencies';
import { moneyOf } from '../http/wire-money';

export const lineFilterQueryOf = (filter: ReconciliationLineFilter): FilterDto => ({
  provider: filter.provider,
  day: filter.day,
  ...(filter.class === undefined ? {} : { class: filter.class }),
  ...(filter.status === undefined ? {} : { status: filter.status }),
  ...(filter.reference === undefined ? {} : { reference: filter.reference }),
});

export const lineQueryOf = (query: ReconciliationLineQuery) => ({ ...lineFilterQueryOf(query), page: query.page, limit: query.pageSize });

export const reconciliationLineOf = (dto: ReconciliationLineDto): ReconciliationLine => {
  const currency = dto.currency ?? localCurrency;
  return {
    id: dto._id,
    lineNo: dto.lineNo,
    kind: dto.kind,
    class: dto.class,
    state: dto.state,
    providerReference: dto.providerReference,
    merchantReference: dto.merchantReference,
    statementAt: dto.statementAt,
    statementAmount: dto.statementAmount === null ? null : moneyOf(dto.statementAmount, currency),
    statementStatus: dto.statementStatus,
    ourId: dto.ourId,
    ourAmount: dto.ourAmount === null ? null : moneyOf(dto.ourAmount, currency),
    ourStatus: dto.ourStatus,
    note: dto.note,
    refundRequestedBy: dto.refundRequestedBy,
    resolvedBy: dto.resolvedBy,
    resolvedAt: dto.resolvedAt,
  };
};

/** The class totals are PKR: the statements of the Pakistani providers are in rupees. */
export const reconciliationSummaryOf = (dto: ReconciliationSummaryDto): ReconciliationSummary => ({
  run:
    dto.run === null
      ? null
      : {
          id: dto.run._id,
          source: dto.run.source,
          fileName: dto.run.fileName,
          statementLines: dto.run.statementLines,
          startedBy: dto.run.startedBy,
          startedAt: dto.run.startedAt,
          finishedAt: dto.run.finishedAt,
        },
  classes: dto.classes.map((total) => ({ class: total.class, count: total.count, amount: moneyOf(total.amount, localCurrency), open: total.open })),
  pendingApprovals: dto.pendingApprovals,
});
