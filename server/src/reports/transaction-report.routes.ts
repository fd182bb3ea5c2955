import type { FastifyInstance } from 'fastify';
import { transactionReport, updateBillingStatus } from '../../../src/contract/reports.contract';
import { countryNameOf } from '../../../src/domain/geo/countries';
import { isAllowedStatusChange } from '../../../src/domain/transactions/transaction-status';
import { conflict, notFound } from '../http/api-failure';
import { registerCall, type RouteKit } from '../http/register-call';
import { signedIn } from '../http/route-access';
import { wireAmount } from '../http/wire-values';
import { businessRangeOf, reportMerchantOf } from './report-scope';
import type { TransactionRowRecord } from '../shared/transaction-columns';
import { transactionRowOf } from './reports.wire-mapping';
import type { TransactionReportRepository } from './transaction-report.repository';

const statusRule = 'A Failed or Pending transaction can only become Success, and a Success only Failed';

export function registerTransactionReportRoutes(app: FastifyInstance, kit: RouteKit, transactions: TransactionReportRepository, zone: string): void {
  // docs/decisions/0041-refunds-in-the-money-figures.md: each payment with what its completed refunds gave back.
  const rowOf = (row: TransactionRowRecord, refunded: ReadonlyMap<string, string>) => ({
    ...transactionRowOf(row),
    refundedAmount: wireAmount(refunded.get(row.id) ?? '0'),
  });

  registerCall(app, kit, transactionReport, signedIn('organisation', ['Reports', 'viewAll']), async ({ body, actor }) => {
    const merchantId = reportMerchantOf(actor.scope);
    if (merchantId === 'none') return { subs: [], count: 0 };
    const filter = {
      ...businessRangeOf(body.dateFrom, body.dateTo, zone),
      countryName: countryNameOf(body.country),
      currency: body.currency,
      merchantId,
      search: body.searchObj,
    };
    const sort =
      body.sortObj === undefined
        ? { field: 'transactionDate' as const, direction: 'desc' as const }
        : { field: body.sortObj.field, direction: body.sortObj.sortBy };
    // Two reads on their own pool connections (PostgreSQL), so the page waits for one round trip.
    const [subs, count] = await Promise.all([transactions.page(filter, { page: body.page, limit: body.limit, sort }), transactions.count(filter)]);
    const refunded = await transactions.refundedOf(subs.map((row) => row.id));
    return { subs: subs.map((row) => rowOf(row, refunded)), count };
  });

  // spec 1 §4 and §6: only platform staff change a status, and only as a chip click would. The
  // read-only support role holds Reports.viewAll but not addEditDelete (docs/decisions/0012-reports.md).
  registerCall(app, kit, updateBillingStatus, signedIn('platform', ['Reports', 'addEditDelete']), async ({ body }) => {
    const current = await transactions.findStatus(body.id);
    if (current === undefined) return notFound('Transaction not found');
    if (!isAllowedStatusChange(current, body.status)) return conflict(`${statusRule} (this one is ${current})`, 'status');
    const updated = await transactions.changeStatus(body.id, current, body.status);
    // The row as the server now has it, its refunds too: the grid puts it in place of the old one.
    if (updated === undefined) return conflict('The status changed meanwhile; reload the report and try again', 'status');
    return rowOf(updated, await transactions.refundedOf([updated.id]));
  });
}
