import type { FastifyInstance } from 'fastify';
import { addSettlement, getSettlement, listSettlements, merchantRevenue } from '../../../src/contract/settlements.contract';
import { formatDecimal, type Decimal } from '../../../src/domain/money/decimal';
import { toJsonAmount } from '../../../src/domain/money/money';
import { invalidInput, notFound } from '../http/api-failure';
import { registerCall } from '../http/register-call';
import { signedIn } from '../http/route-access';
import type { ServerDeps } from '../server-deps';
import { MerchantRevenueRepository } from './merchant-revenue.repository';
import { merchantRevenueOf } from './merchant-revenue';
import { createSettlement } from './settlement-creation';
import { settlementDtoOf } from './settlement-rows';
import { SettlementsRepository } from './settlements.repository';

/** A percent on the wire: the JSON number of its exact text. */
const percentNumber = (value: Decimal) => Number(formatDecimal(value));

export function registerSettlementsRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const settlements = new SettlementsRepository(deps.database.db);
  const revenue = new MerchantRevenueRepository(deps.database.db);

  registerCall(app, deps.kit, listSettlements, signedIn('organisation', ['Settlements', 'viewAll']), async ({ actor }) =>
    (await settlements.listVisibleTo(actor.scope)).map(settlementDtoOf),
  );

  registerCall(app, deps.kit, getSettlement, signedIn('organisation', ['Settlements', 'viewAll']), async ({ params, actor }) => {
    const row = await settlements.findVisible(params.id, actor.scope);
    return row === undefined ? notFound('Settlement not found') : settlementDtoOf(row);
  });

  // decisions.md §2: creating a settlement is the platform's; the flag alone is not enough.
  registerCall(app, deps.kit, addSettlement, signedIn('platform', ['Settlements', 'addSettlement']), async ({ body, actor }) =>
    createSettlement({ settlements, revenue, businessTimeZone: deps.config.businessTimeZone, now: deps.now }, body, actor.userId),
  );

  // spec 1 §7: the form's revenue lookup; only those who may create a settlement need it.
  registerCall(app, deps.kit, merchantRevenue, signedIn('platform', ['Settlements', 'addSettlement']), async ({ body }) => {
    if (body.dateFrom > body.dateTo) return invalidInput('Revenue to date must not be before the from date', 'dateTo');
    const merchant = await revenue.merchantByName(body.merchantName);
    if (merchant === undefined) return invalidInput('Merchant not found', 'merchantName');
    const figures = merchantRevenueOf(await revenue.revenueOf(merchant.id, body.country, body.dateFrom, body.dateTo));
    if (figures === null) return [];
    return [
      {
        totalAmount: toJsonAmount(figures.totalRevenue),
        waleeShareValue: toJsonAmount(figures.waleeShare),
        waleeShare: percentNumber(figures.waleeSharePercentage),
        merchantShareValue: toJsonAmount(figures.merchantShare),
        merchantShare: percentNumber(figures.merchantSharePercentage),
      },
    ];
  });
}
