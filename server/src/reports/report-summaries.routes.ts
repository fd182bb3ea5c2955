import type { FastifyInstance } from 'fastify';
import {
  billingReport,
  billingReportDetail,
  settlementReport,
  settlementReportItem,
  statementsReport,
} from '../../../src/contract/reports.contract';
import { forbidden, notFound } from '../http/api-failure';
import { registerCall } from '../http/register-call';
import { signedIn } from '../http/route-access';
import type { ServerDeps } from '../server-deps';
import { BillingReportRepository } from './billing-report.repository';
import { businessRangeOf, reportMerchantOf } from './report-scope';
import { SettlementReportRepository } from './settlement-report.repository';
import { StatementsReportRepository } from './statements-report.repository';

const empty = { subs: [], count: 0 };

/** spec 1 §2 and §7: the settlement, billing and statements reports; merchants see their own rows only. */
export function registerReportSummariesRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const settlements = new SettlementReportRepository(deps.database.db);
  const billing = new BillingReportRepository(deps.database.db);
  const statements = new StatementsReportRepository(deps.database.db);
  const zone = deps.config.businessTimeZone;
  const reading = signedIn('organisation', ['Reports', 'viewAll']);

  registerCall(app, deps.kit, settlementReport, reading, async ({ body, actor }) => {
    const merchantId = reportMerchantOf(actor.scope);
    if (merchantId === 'none') return empty;
    return { subs: await settlements.page(merchantId, body.page, body.limit), count: await settlements.count(merchantId) };
  });

  // Another merchant's settlement answers 404 like an unknown id, so ids cannot be probed.
  registerCall(app, deps.kit, settlementReportItem, reading, async ({ params, actor }) => {
    const merchantId = reportMerchantOf(actor.scope);
    const settlement = merchantId === 'none' ? undefined : await settlements.findById(params.id, merchantId);
    return settlement ?? notFound('Settlement not found');
  });

  registerCall(app, deps.kit, billingReport, reading, async ({ body, actor }) => {
    const merchantId = reportMerchantOf(actor.scope);
    if (merchantId === 'none') return empty;
    const subs = await billing.summary(businessRangeOf(body.dateFrom, body.dateTo, zone), merchantId);
    return { subs, count: subs.length };
  });

  registerCall(app, deps.kit, billingReportDetail, reading, async ({ body, actor }) => {
    const merchantId = reportMerchantOf(actor.scope);
    if (merchantId === 'none' || (merchantId !== 'all' && merchantId !== body.userTypeId)) return forbidden();
    const range = businessRangeOf(body.dateFrom, body.dateTo, zone);
    const subs = await billing.detail(range, body.userTypeId, body.serviceName, body.page, body.limit);
    return { subs, count: await billing.detailCount(range, body.userTypeId, body.serviceName) };
  });

  registerCall(app, deps.kit, statementsReport, reading, async ({ body, actor }) => {
    const merchantId = reportMerchantOf(actor.scope);
    if (merchantId === 'none') return empty;
    return { subs: await statements.page(merchantId, body.page, body.limit), count: await statements.count(merchantId) };
  });
}
