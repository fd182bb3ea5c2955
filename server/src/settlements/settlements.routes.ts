import type { FastifyInstance } from 'fastify';
import { addSettlement, getSettlement, listSettlements, merchantRevenue } from '../../../src/contract/settlements.contract';
import { ApiFailure, invalidInput, notFound } from '../http/api-failure';
import { registerCall, type RouteKit } from '../http/register-call';
import { signedIn } from '../http/route-access';
import type { MerchantRevenueRepository } from './merchant-revenue.repository';
import { lookUpRevenue } from './revenue-lookup';
import { createSettlement } from './settlement-creation';
import type { SettlementsRepository } from './settlements.repository';
import { merchantRevenueDtoOf, settlementAdjustmentDtoOf, settlementDtoOf } from './settlements.wire-mapping';

export interface SettlementsRoutesDeps {
  settlements: SettlementsRepository;
  revenue: MerchantRevenueRepository;
  businessTimeZone: string;
  now: () => Date;
}

export function registerSettlementsRoutes(app: FastifyInstance, kit: RouteKit, deps: SettlementsRoutesDeps): void {
  const { settlements, revenue } = deps;

  registerCall(app, kit, listSettlements, signedIn('organisation', ['Settlements', 'viewAll']), async ({ actor }) =>
    (await settlements.listVisibleTo(actor.scope)).map(settlementDtoOf),
  );

  registerCall(app, kit, getSettlement, signedIn('organisation', ['Settlements', 'viewAll']), async ({ params, actor }) => {
    const row = await settlements.findVisible(params.id, actor.scope);
    if (row === undefined) return notFound('Settlement not found');
    return { ...settlementDtoOf(row), adjustments: (await settlements.adjustmentsOf(row.id)).map(settlementAdjustmentDtoOf) };
  });

  // docs/spec/decisions.md §2: creating a settlement is the platform's; the flag alone is not enough.
  registerCall(app, kit, addSettlement, signedIn('platform', ['Settlements', 'addSettlement']), async ({ body, actor }) => {
    const created = await createSettlement(deps, body, actor.userId);
    return created instanceof ApiFailure ? created : { ...settlementDtoOf(created), adjustments: created.adjustments.map(settlementAdjustmentDtoOf) };
  });

  // spec 1 §7: the form's revenue lookup; only those who may create a settlement need it.
  registerCall(app, kit, merchantRevenue, signedIn('platform', ['Settlements', 'addSettlement']), async ({ body }) => {
    if (body.dateFrom > body.dateTo) return invalidInput('Revenue to date must not be before the from date', 'dateTo');
    const merchant = await revenue.merchantByName(body.merchantName);
    if (merchant === undefined) return invalidInput('Merchant not found', 'merchantName');
    const period = { merchantId: merchant.id, country: body.country, from: body.dateFrom, to: body.dateTo, zone: deps.businessTimeZone };
    const figures = await lookUpRevenue(revenue, period);
    return figures === null ? [] : [merchantRevenueDtoOf(figures)];
  });
}
