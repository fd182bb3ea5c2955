import type { FastifyInstance } from 'fastify';
import {
  filterSales,
  filterSubscription,
  getDashboardBilling,
  getDashboardSummary,
  getSubscriptionSummary,
  getTodaySales,
} from '../../../src/contract/dashboard.contract';
import { formatDecimal, parseDecimal } from '../../../src/domain/money/decimal';
import { isPlatformStaff, merchantFilterOf, type OrganisationScope } from '../../../src/domain/organisation/organisation-scope';
import { businessDayOf } from '../../../src/domain/time/business-day';
import { presetRange } from '../../../src/domain/time/date-presets';
import { registerCall } from '../http/register-call';
import { signedIn } from '../http/route-access';
import type { ServerDeps } from '../server-deps';
import { DashboardCardsRepository } from './dashboard-cards.repository';
import { DashboardRepository, type MerchantRows } from './dashboard.repository';
import { registerInquireSettingRoutes } from './inquire-setting.routes';

/** decisions.md (Money): JSON carries figures as numbers with two decimals, read from exact text. */
function jsonNumberOf(text: string): number {
  const parsed = parseDecimal(text, 2, { maxIntegerDigits: 18 });
  if (!parsed.ok) throw new Error(`Not a decimal from the database: ${text}`);
  return Number(formatDecimal(parsed.value));
}

/** The merchants whose rows the caller may read; null for carrier staff, who see none. */
function rowsOf(scope: OrganisationScope): MerchantRows | null {
  const filter = merchantFilterOf(scope);
  return filter === 'none' ? null : filter;
}

const viewDashboard = signedIn('organisation', ['Dashboard', 'viewAll']);

export function registerDashboardRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const figures = new DashboardRepository(deps.database.db);
  const cards = new DashboardCardsRepository(deps.database.db, figures);
  const zone = deps.config.businessTimeZone;

  async function serviceShare(scope: OrganisationScope, from: string, to: string) {
    const rows = rowsOf(scope);
    const found = rows === null ? [] : await figures.serviceShare(rows, from, to);
    return { subscriptionSummary: found.map((row) => ({ service: row.service, count: row.count, percentage: jsonNumberOf(row.percentage) })) };
  }

  // spec 1 §6: platform staff see the amount, everyone else the merchant's share of it.
  async function sales(scope: OrganisationScope, from: string, to: string) {
    const rows = rowsOf(scope);
    const found = rows === null ? [] : await figures.sales(rows, from, to, isPlatformStaff(scope) ? 'total' : 'merchantShare');
    return { salesSummary: found.map((row) => ({ service: row.service, count: row.count, amount: jsonNumberOf(row.amount), currency: row.currency })) };
  }

  registerCall(app, deps.kit, getDashboardSummary, viewDashboard, async ({ actor }) => ({ cardsSummary: await cards.cardsFor(actor.scope) }));

  // spec 1 §9: the dashboards' default range is Last 7 days, today included.
  registerCall(app, deps.kit, getSubscriptionSummary, viewDashboard, async ({ actor }) => {
    const range = presetRange('last7days', deps.now(), zone);
    return serviceShare(actor.scope, range.from, range.to);
  });
  registerCall(app, deps.kit, filterSubscription, viewDashboard, async ({ actor, body }) => serviceShare(actor.scope, body.startDate, body.endDate));

  registerCall(app, deps.kit, getTodaySales, viewDashboard, async ({ actor }) => {
    const today = businessDayOf(deps.now(), zone);
    return sales(actor.scope, today, today);
  });
  registerCall(app, deps.kit, filterSales, viewDashboard, async ({ actor, body }) => sales(actor.scope, body.startDate, body.endDate));

  registerCall(app, deps.kit, getDashboardBilling, viewDashboard, async ({ actor, query }) => {
    const rows = rowsOf(actor.scope);
    const filter = { day: businessDayOf(deps.now(), zone), status: query.status, provider: query.provider, merchantId: query.merchant };
    // A merchant naming another merchant gets its own rows filtered by that id: nothing.
    const found = rows === null ? [] : await figures.billing(rows, query.group, filter);
    const groups = found.map((row) => ({ _id: row.key, count: row.count }));
    return query.group === 'status' ? { billingStatus: groups } : { billingMessages: groups };
  });

  registerInquireSettingRoutes(app, deps);
}
