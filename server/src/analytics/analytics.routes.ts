import type { FastifyInstance } from 'fastify';
import { getCollectionSummary, getDisbursementSummary } from '../../../src/contract/analytics.contract';
import { errorCodes } from '../../../src/contract/error-bodies.schema';
import { analyticsDatesOf, type AnalyticsDates } from '../../../src/domain/analytics/analytics-range';
import { merchantFilterOf, type OrganisationScope } from '../../../src/domain/organisation/organisation-scope';
import { ApiFailure, failure, invalidInput } from '../http/api-failure';
import { registerCall, type RouteKit } from '../http/register-call';
import { signedIn } from '../http/route-access';
import type { AnalyticsRepository, AnalyticsRows } from './analytics.repository';
import { collectionDataOf, collectionRefundsOf, payoutItemOf } from './analytics.wire-mapping';
import type { KeptCollectionFigures } from './kept-collection-figures';

export interface AnalyticsRoutesDeps {
  figures: AnalyticsRepository;
  /** The Collection Overview, earlier days kept while their roll-up rows are unchanged. */
  collection: Pick<KeptCollectionFigures, 'answer'>;
  businessTimeZone: string;
  now: () => Date;
}

const platformOnly = (field: string) => failure(403, errorCodes.forbidden, `Only platform staff can choose ${field}`, field);

interface Choices {
  merchant?: string;
  /** The other platform-only choice: the payment method or the payout vendor. */
  narrowing: { field: string; value?: string };
}

/**
 * spec 3 §2, §6: platform staff choose a merchant (and a payment method or vendor); everyone else
 * is scoped to their own merchant. A merchant may name itself (the old portal sent its own
 * userTypeId); naming another merchant, or a choice only staff have, is refused with 403 naming
 * the field. Carrier staff see no merchant's figures: null.
 */
function rowsFor(scope: OrganisationScope, choices: Choices): AnalyticsRows | null | ApiFailure {
  const merchant = choices.merchant === '' ? undefined : choices.merchant;
  const narrowing = choices.narrowing.value === '' ? undefined : choices.narrowing.value;
  const filter = merchantFilterOf(scope);
  if (filter === 'all') return merchant === undefined ? 'all' : { merchantId: merchant };
  if (narrowing !== undefined) return platformOnly(choices.narrowing.field);
  if (filter === 'none') return merchant === undefined ? null : platformOnly('merchant');
  if (merchant !== undefined && merchant !== filter.merchantId) return platformOnly('merchant');
  return filter;
}

function datesOf(body: { dateFrom: string; dateTo: string }, zone: string): AnalyticsDates | ApiFailure {
  const dates = analyticsDatesOf(body, zone);
  return dates.from > dates.to ? invalidInput('dateTo must not be before dateFrom', 'dateTo') : dates;
}

const isFailure = (value: unknown): value is ApiFailure => value instanceof ApiFailure;

export function registerAnalyticsRoutes(app: FastifyInstance, kit: RouteKit, deps: AnalyticsRoutesDeps): void {
  const { figures, collection, businessTimeZone: zone, now } = deps;

  registerCall(app, kit, getCollectionSummary, signedIn('organisation', ['Collection', 'viewAll']), async ({ actor, body }) => {
    const dates = datesOf(body, zone);
    if (isFailure(dates)) return dates;
    const rows = rowsFor(actor.scope, { merchant: body.merchant, narrowing: { field: 'paymentMethod', value: body.paymentMethod } });
    if (isFailure(rows)) return rows;
    const provider = body.paymentMethod === '' ? undefined : body.paymentMethod;
    if (rows === null) return { data: collectionDataOf([]) };
    const [data, refunded] = await Promise.all([collection.answer(rows, { ...dates, provider }), figures.refunded(rows, { ...dates, provider }, zone)]);
    return { data, refunds: collectionRefundsOf(data, refunded) };
  });

  registerCall(app, kit, getDisbursementSummary, signedIn('organisation', ['Disbursement', 'viewAll']), async ({ actor, body }) => {
    const dates = datesOf(body, zone);
    if (isFailure(dates)) return dates;
    const rows = rowsFor(actor.scope, { merchant: body.merchant, narrowing: { field: 'vendor', value: body.vendor } });
    if (isFailure(rows)) return rows;
    const vendor = body.vendor === '' ? undefined : body.vendor;
    const empty = {
      groups: [],
      deposits: { deposited: '0.00', billed: '0.00' },
      accounts: { available_balance: '0.00', total_transactions: 0, total_transactions_amount: '0.00' },
    };
    const read =
      rows === null
        ? empty
        : {
            groups: await figures.payouts(rows, { ...dates, vendor }),
            deposits: await figures.deposits(rows, dates.from, dates.to),
            accounts: await figures.payoutAccounts(rows),
          };
    return { data: [payoutItemOf({ ...read, at: now() })] };
  });
}
