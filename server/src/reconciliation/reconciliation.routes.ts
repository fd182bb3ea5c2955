import type { FastifyInstance } from 'fastify';
import {
  exportReconciliationLines,
  getReconciliationSummary,
  pageReconciliationLines,
  refundOrphanCharge,
  resolveReconciliationLine,
  runReconciliation,
  uploadReconciliationStatement,
} from '../../../src/contract/reconciliation.contract';
import { ApiFailure, invalidInput } from '../http/api-failure';
import { alreadyReplied, registerCall, type RouteKit } from '../http/register-call';
import { signedIn } from '../http/route-access';
import type { ReconciliationRepository, RunRow } from './reconciliation.repository';
import type { ReconciliationService } from './reconciliation.service';
import { reconciliationCsvHeader, reconciliationCsvLine, reconciliationLineOf, reconciliationSummaryOf } from './reconciliation.wire-mapping';

/**
 * docs/decisions/0035-reconciliation.md: platform staff only; Reconciliation.viewAll reads, every change
 * (run, upload, refund, resolve) needs Reconciliation.resolve (docs/spec/decisions.md §8).
 */
export function registerReconciliationRoutes(
  app: FastifyInstance,
  kit: RouteKit,
  deps: { repository: ReconciliationRepository; service: ReconciliationService },
): void {
  const { repository, service } = deps;
  const read = signedIn('platform', ['Reconciliation', 'viewAll']);
  const change = signedIn('platform', ['Reconciliation', 'resolve']);

  const summaryOf = async (run: RunRow | undefined) =>
    reconciliationSummaryOf(run, run === undefined ? { classes: [], pendingApprovals: 0 } : await repository.totals(run.id));

  registerCall(app, kit, getReconciliationSummary, read, async ({ query }) => summaryOf(await repository.runOf(query.provider, query.day)));

  registerCall(app, kit, pageReconciliationLines, read, async ({ query }) => {
    const run = await repository.runOf(query.provider, query.day);
    if (run === undefined) return { lines: [], totalCount: 0 };
    const { rows, total } = await repository.page(run.id, query.provider, query, (query.page - 1) * query.limit, query.limit);
    return { lines: rows.map(reconciliationLineOf), totalCount: total };
  });

  registerCall(app, kit, exportReconciliationLines, read, async ({ query, reply }) => {
    const run = await repository.runOf(query.provider, query.day);
    const rows = run === undefined ? [] : await repository.all(run.id, query.provider, query);
    const text = [reconciliationCsvHeader, ...rows.map(reconciliationCsvLine)].join('\r\n');
    await reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="reconciliation-${query.provider}-${query.day}.csv"`)
      .header('cache-control', 'no-store')
      .send(`${text}\r\n`);
    return alreadyReplied;
  });

  registerCall(app, kit, runReconciliation, change, async ({ body, actor }) => {
    const run = await service.runFromProvider(body.provider, body.day, { id: actor.userId, name: actor.userName });
    return run instanceof ApiFailure ? run : summaryOf(run);
  });

  registerCall(app, kit, uploadReconciliationStatement, change, async ({ query, actor, file }) => {
    if (file === null) return invalidInput('Choose a statement file', 'file');
    const run = await service.runFromUpload(query.provider, query.day, file, actor);
    return run instanceof ApiFailure ? run : summaryOf(run);
  });

  registerCall(app, kit, refundOrphanCharge, change, async ({ params, body, actor }) => {
    const result = await service.refundOrphan(actor, params.id, body.reason);
    return result instanceof ApiFailure ? result : { outcome: result.outcome, message: result.message, line: reconciliationLineOf(result.line) };
  });

  registerCall(app, kit, resolveReconciliationLine, change, async ({ params, body, actor }) => {
    const line = await service.resolve(actor, params.id, body.note);
    return line instanceof ApiFailure ? line : { line: reconciliationLineOf(line) };
  });
}
