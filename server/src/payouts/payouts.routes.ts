import type { FastifyInstance } from 'fastify';
import {
  addAdminPayoutRequest,
  changePayoutRequestStatus,
  exportPayoutRequests,
  getPayoutRequest,
  listPayoutRequests,
  payoutRequestExportLimit,
  refreshEasypaisaPayoutRequest,
  refreshJazzcashPayoutRequest,
  type refreshOutcomes,
} from '../../../src/contract/payouts.contract';
import { parseMoney } from '../../../src/domain/money/money';
import { providerOfBank, type PayoutProvider } from '../../../src/domain/payouts/payout-request';
import { ApiFailure, conflict, failure, forbidden, invalidInput, notFound } from '../http/api-failure';
import { errorCodes } from '../../../src/contract/error-bodies.schema';
import type { Actor } from '../http/actor';
import { registerCall, type RouteKit } from '../http/register-call';
import { signedIn } from '../http/route-access';
import type { MerchantOfWrite } from '../shared/merchant-of-write';
import type { PayoutDecisionProblem } from './payout-decision';
import type { PayoutReviewService } from './payout-review.service';
import type { PayoutsRepository } from './payouts.repository';
import type { AddPayoutService } from './payouts.service';
import { exportRowOf, payoutRequestDtoOf } from './payouts.wire-mapping';

type RefreshOutcome = (typeof refreshOutcomes)[number];

export interface PayoutsRoutesDeps {
  payouts: PayoutsRepository;
  adds: AddPayoutService;
  review: PayoutReviewService;
  merchantOfWrite: MerchantOfWrite;
}

/** A refused decision as the API answers it: each problem's status, with the field it is about. */
function decisionFailure(problem: PayoutDecisionProblem | undefined): ApiFailure {
  if (problem === undefined) return conflict('The payout request could not be decided');
  switch (problem.code) {
    case 'payout.not-found':
      return notFound('Payout request not found');
    case 'payout.four-eyes':
      return forbidden(problem.message);
    case 'payout.amount-mismatch':
      return conflict(problem.message ?? 'The amount does not match the payout request', 'amount');
    default:
      return failure(409, errorCodes.conflict, problem.message ?? 'The payout request could not be decided', problem.field);
  }
}

/**
 * spec 3 §2, §4 and §7 Payout requests (docs/decisions/0025-payouts.md). Reads are for every
 * organisation with LoanRequest.viewAll (a merchant its own rows, carrier staff none); deciding,
 * refreshing are platform staff's with their write flags; adding needs LoanRequest.addRequests.
 */
export function registerPayoutsRoutes(app: FastifyInstance, kit: RouteKit, deps: PayoutsRoutesDeps): void {
  const { payouts } = deps;
  const read = signedIn('organisation', ['LoanRequest', 'viewAll']);

  registerCall(app, kit, listPayoutRequests, read, async ({ body, actor }) => {
    const sort =
      body.sorting !== false && body.sortObj !== undefined
        ? { field: body.sortObj.field, direction: body.sortObj.sortBy }
        : { field: 'createdDate' as const, direction: 'desc' as const };
    const { rows, total } = await payouts.list(actor.scope, body, { page: body.page, limit: body.limit, sort });
    return { loanRequests: rows.map(payoutRequestDtoOf), totalCount: total };
  });

  registerCall(app, kit, exportPayoutRequests, read, async ({ body, actor }) => {
    const { rows, total } = await payouts.all(actor.scope, body, payoutRequestExportLimit);
    if (total > payoutRequestExportLimit) {
      return failure(
        422,
        errorCodes.validation,
        `The export holds at most ${payoutRequestExportLimit} rows (this filter has ${total}): narrow the dates or the status`,
        'from',
      );
    }
    const range = { from: body.from ?? null, to: body.to ?? null };
    return { rows: rows.map((row) => exportRowOf(row, range)), totalCount: total };
  });

  registerCall(app, kit, getPayoutRequest, read, async ({ params, actor }) => {
    const row = await payouts.find(actor.scope, params.id);
    return row === undefined ? notFound('Payout request not found') : payoutRequestDtoOf(row);
  });

  registerCall(app, kit, changePayoutRequestStatus, signedIn('platform', ['LoanRequest', 'approveRejectRequests']), async ({ body, actor }) => {
    const amountSeen = parseMoney(body.amount, 'PKR');
    if (!amountSeen.ok) return invalidInput('Amount must be a PKR amount with at most two decimals', 'amount');
    const outcome = await deps.review.decide(actor, { id: body.id, decision: body.status, amountSeen: amountSeen.value });
    if (!outcome.ok) return decisionFailure(outcome.issues[0]);
    const row = await payouts.find(actor.scope, body.id);
    return row === undefined ? notFound('Payout request not found') : payoutRequestDtoOf(row);
  });

  const refresh =
    (provider: PayoutProvider) =>
    async ({ body, actor }: { body: { _id: string }; actor: Actor }) => {
      const row = await payouts.find(actor.scope, body._id);
      if (row === undefined) return notFound('Payout request not found');
      if (providerOfBank(row.bankName) !== provider)
        return invalidInput(`${row.bankName} is not served by ${provider === 'jazzcash' ? 'Jazzcash' : 'Easypaisa'}`, '_id');
      const answer = await deps.review.refresh(actor, row, provider);
      const status: RefreshOutcome = answer.outcome === 'paid' ? 'success' : answer.outcome === 'refused' ? 'failed' : answer.outcome;
      const after = await payouts.find(actor.scope, row.id);
      return after === undefined ? notFound('Payout request not found') : { status, message: answer.message, loanRequest: payoutRequestDtoOf(after) };
    };
  const refreshAccess = signedIn('platform', ['LoanRequest', 'refreshRequests']);
  registerCall(app, kit, refreshJazzcashPayoutRequest, refreshAccess, refresh('jazzcash'));
  registerCall(app, kit, refreshEasypaisaPayoutRequest, refreshAccess, refresh('easypaisa'));

  registerCall(app, kit, addAdminPayoutRequest, signedIn('organisation', ['LoanRequest', 'addRequests']), async ({ body, actor }) => {
    if (actor.scope.kind === 'platform' && (body.userTypeId === undefined || body.userTypeId === ''))
      return invalidInput('Please select a merchant', 'userTypeId');
    const merchant = await deps.merchantOfWrite.resolve(actor.scope, body.userTypeId ?? '', 'userTypeId');
    if (merchant instanceof ApiFailure) return merchant;
    const added = await deps.adds.add(actor, merchant, body);
    if (added instanceof ApiFailure) return added;
    return { result: { loanId: added.loanId, _id: added.id } };
  });
}
