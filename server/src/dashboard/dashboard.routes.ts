import type { FastifyInstance } from 'fastify';
import {
  filterSales,
  filterSubscription,
  getDashboardBilling,
  getDashboardSummary,
  getSubscriptionSummary,
  getTodaySales,
} from '../../../src/contract/dashboard.contract';
import { isPlatformStaff, merchantFilterOf, type OrganisationScope } from '../../../src/domain/organisation/organisation-scope';
import { businessDayOf } from '../../../src/domain/time/business-day';
import { presetRange } from '../../../src/domain/time/date-presets';
import { registerCall, type RouteKit } from '../http/register-call';
import { signedIn } from '../http/route-access';
import type { DashboardCardsRepository } from './dashboard-cards.repository';
import type { DashboardRepository, MerchantRows } from './dashboard.repository';
import { billingGroupOf, cardsSummaryOf, salesDtoOf, salesTotalsOf, serviceShareDtoOf } from './dashboard.wire-mapping';

export interface DashboardRoutesDeps {
  figures: DashboardRepository;
  cards: DashboardCardsRepository;
  businessTimeZone: string;
  now: () => Date;
}

/** The merchants whose rows the caller may read; null for carrier staff, who see none. */
function rowsOf(scope: OrganisationScope): MerchantRows | null {
  const filter = merchantFilterOf(scope);
  return filter === 'none' ? null : filter;
}

const viewDashboard = signedIn('organisation', ['Dashboard', 'viewAll']);

export function registerDashboardRoutes(app: FastifyInstance, kit: RouteKit, deps: DashboardRoutesDeps): void {
  const { figures, cards, now } = deps;
  const zone = deps.businessTimeZone;

  async function serviceShare(scope: OrganisationScope, from: string, to: string) {
    const rows = rowsOf(scope);
    const found = rows === null ? [] : await figures.serviceShare(rows, from, to);
    return { subscriptionSummary: found.map(serviceShareDtoOf) };
  }

  // spec 1 §6: platform staff see the amount, everyone else the merchant's share of it.
  async function sales(scope: OrganisationScope, from: string, to: string) {
    const rows = rowsOf(scope);
    const amount = isPlatformStaff(scope) ? 'total' : 'merchantShare';
    const [found, refunds] = rows === null ? [[], []] : await Promise.all([figures.sales(rows, from, to, amount), figures.refunds(rows, from, to, zone)]);
    // docs/decisions/0041-refunds-in-the-money-figures.md: the refunds of the range, or the merchant share they reversed.
    const parts = refunds.map((refund) => ({ currency: refund.currency, part: amount === 'total' ? refund.amount : refund.merchantShare }));
    return { salesSummary: found.map(salesDtoOf), salesTotals: salesTotalsOf(found, parts) };
  }

  registerCall(app, kit, getDashboardSummary, viewDashboard, async ({ actor }) => ({ cardsSummary: cardsSummaryOf(await cards.cardsFor(actor.scope)) }));

  // spec 1 §9: the dashboards' default range is Last 7 days, today included.
  registerCall(app, kit, getSubscriptionSummary, viewDashboard, async ({ actor }) => {
    const range = presetRange('last7days', now(), zone);
    return serviceShare(actor.scope, range.from, range.to);
  });
  registerCall(app, kit, filterSubscription, viewDashboard, async ({ actor, body }) => serviceShare(actor.scope, body.startDate, body.endDate));

  registerCall(app, kit, getTodaySales, viewDashboard, async ({ actor }) => {
    const today = businessDayOf(now(), zone);
    return sales(actor.scope, today, today);
  });
  registerCall(app, kit, filterSales, viewDashboard, async ({ actor, body }) => sales(actor.scope, body.startDate, body.endDate));

  registerCall(app, kit, getDashboardBilling, viewDashboard, async ({ actor, query }) => {
    const rows = rowsOf(actor.scope);
    const filter = { day: businessDayOf(now(), zone), status: query.status, provider: query.provider, merchantId: query.merchant };
    // A merchant naming another merchant gets its own rows filtered by that id: nothing.
    const found = rows === null ? [] : await figures.billing(rows, query.group, filter);
    const groups = found.map(billingGroupOf);
    return query.group === 'status' ? { billingStatus: groups } : { billingMessages: groups };
  });
}
