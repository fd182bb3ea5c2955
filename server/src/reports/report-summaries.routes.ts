import type { FastifyInstance } from 'fastify';
import { billingReport, billingReportDetail, settlementReport, settlementReportItem, statementsReport } from '../../../src/contract/reports.contract';
import { forbidden, notFound } from '../http/api-failure';
import { registerCall, type RouteKit } from '../http/register-call';
import { signedIn } from '../http/route-access';
import type { BillingReportRepository } from './billing-report.repository';
import { billingWithRefunds, refundTotalsBy } from './billing-refunds';
import { businessRangeOf, reportMerchantOf } from './report-scope';
import { billingDetailRowOf, billingSummaryRowOf, settlementDetailOf, settlementReportRowOf, statementRowOf } from './reports.wire-mapping';
import type { SettlementReportRepository } from './settlement-report.repository';
import type { StatementsReportRepository } from './statements-report.repository';

export interface ReportSummariesRoutesDeps {
  settlements: SettlementReportRepository;
  billing: BillingReportRepository;
  statements: StatementsReportRepository;
  businessTimeZone: string;
}

const empty = { subs: [], count: 0 };

/** spec 1 §2 and §7: the settlement, billing and statements reports; merchants see their own rows only. */
export function registerReportSummariesRoutes(app: FastifyInstance, kit: RouteKit, deps: ReportSummariesRoutesDeps): void {
  const { settlements, billing, statements } = deps;
  const zone = deps.businessTimeZone;
  const reading = signedIn('organisation', ['Reports', 'viewAll']);

  registerCall(app, kit, settlementReport, reading, async ({ body, actor }) => {
    const merchantId = reportMerchantOf(actor.scope);
    if (merchantId === 'none') return empty;
    const rows = await settlements.page(merchantId, body.page, body.limit);
    return { subs: rows.map(settlementReportRowOf), count: await settlements.count(merchantId) };
  });

  // Another merchant's settlement answers 404 like an unknown id, so ids cannot be probed.
  registerCall(app, kit, settlementReportItem, reading, async ({ params, actor }) => {
    const merchantId = reportMerchantOf(actor.scope);
    const settlement = merchantId === 'none' ? undefined : await settlements.findById(params.id, merchantId);
    return settlement === undefined ? notFound('Settlement not found') : settlementDetailOf(settlement);
  });

  registerCall(app, kit, billingReport, reading, async ({ body, actor }) => {
    const merchantId = reportMerchantOf(actor.scope);
    if (merchantId === 'none') return empty;
    const range = businessRangeOf(body.dateFrom, body.dateTo, zone);
    const subs = billingWithRefunds(await billing.summary(range, merchantId), await billing.refunds(range, merchantId, zone)).map(({ row, refunds }) =>
      billingSummaryRowOf(row, range, refunds),
    );
    return { subs, count: subs.length };
  });

  registerCall(app, kit, billingReportDetail, reading, async ({ body, actor }) => {
    const merchantId = reportMerchantOf(actor.scope);
    if (merchantId === 'none' || (merchantId !== 'all' && merchantId !== body.userTypeId)) return forbidden();
    const range = businessRangeOf(body.dateFrom, body.dateTo, zone);
    const rows = await billing.detail(range, body.userTypeId, body.serviceName, body.page, body.limit);
    return { subs: rows.map(billingDetailRowOf), count: await billing.detailCount(range, body.userTypeId, body.serviceName) };
  });

  registerCall(app, kit, statementsReport, reading, async ({ body, actor }) => {
    const merchantId = reportMerchantOf(actor.scope);
    if (merchantId === 'none') return empty;
    const rows = await statements.page(merchantId, body.page, body.limit);
    // docs/decisions/0041-refunds-in-the-money-figures.md: each row with its service's refunds of that month.
    const refunds = refundTotalsBy(await statements.refundsOfMonths(rows, merchantId), (refund) => `${refund.serviceId} ${refund.day.slice(0, 7)}-01`);
    return { subs: rows.map((row) => statementRowOf(row, refunds.get(`${row.service_id} ${row.month}`))), count: await statements.count(merchantId) };
  });
}
