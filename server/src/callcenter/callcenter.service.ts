import type { Kysely } from 'kysely';
import type { CallcenterServiceDto, EnquiryResultDto, RefundResultDto } from '../../../src/contract/callcenter.contract';
import { decideRefund, refundAmountOf, refundRefusals } from '../../../src/domain/callcenter/refund-rules';
import { formatDecimal, parseDecimal, type Decimal } from '../../../src/domain/money/decimal';
import type { CallcenterForm } from '../../../src/forms/callcenter.form-schema';
import type { DatabaseSchema } from '../db/database-schema';
import { isUniqueViolation } from '../db/database-errors';
import type { Actor } from '../http/actor';
import { conflict, invalidInput, notFound, type ApiFailure } from '../http/api-failure';
import type { ProviderAccount } from '../providers/wallet-provider.port';
import type { WalletProviders } from '../providers/wallet-providers';
import { AuditLog } from '../db/audit-log';
import type { CallcenterRepository, CallcenterTransaction, LateChargeRow, RefundRecord } from './callcenter.repository';
import { callcenterServiceDtoOf, providerAnswerOf, refundSummaryOf, transactionSummaryOf } from './callcenter.wire-mapping';

export const transactionNotFoundMessage = 'Transaction not found';

const enquiryMessages = {
  'not-found': 'The provider does not know this transaction',
  timeout: 'Operator timeout: the provider did not answer in time. Please try again.',
  error: 'System error at the provider. Please try again later.',
} as const;

export interface CallcenterServiceDeps {
  db: Kysely<DatabaseSchema>;
  repository: CallcenterRepository;
  providers: WalletProviders;
  now: () => Date;
}

/** Whose credentials the provider is asked with: the platform's, or the merchant's own (carriers none). */
function accountOf(actor: Actor): ProviderAccount | null {
  if (actor.scope.kind === 'platform') return { kind: 'platform' };
  if (actor.scope.kind === 'merchant') return { kind: 'merchant', merchantId: actor.scope.merchantId };
  return null;
}

const providerStatusOf = (response: Record<string, unknown>): string | null => {
  const status = response.transactionStatus ?? response.pp_Status;
  return typeof status === 'string' ? status : null;
};

/** A refund as the call centre answers it (spec 3 §7 style). */
function refundAnswerOf(transaction: CallcenterTransaction, refund: RefundRecord, lateCharges: LateChargeRow[]): RefundResultDto {
  return {
    status: refund.status === 'failed' ? 'failed' : 'success',
    message: refund.message ?? 'The refund is under way',
    transaction: transactionSummaryOf(transaction, refund, lateCharges),
    refund: refundSummaryOf(refund),
    response: providerAnswerOf(refund.providerResponse ?? {}),
  };
}

/**
 * spec 3 §2 /callcenter and §7 Call-centre (docs/decisions/0033-call-centre-and-refunds.md): enquire asks
 * the transaction's wallet provider; refund claims the transaction's one refund under its row lock,
 * asks the provider, and settles the claim, each step with its audit entry in the same transaction.
 */
export class CallcenterService {
  constructor(private readonly deps: CallcenterServiceDeps) {}

  async services(actor: Actor): Promise<CallcenterServiceDto[]> {
    return (await this.deps.repository.servicesVisibleTo(actor.scope)).map(callcenterServiceDtoOf);
  }

  async enquire(actor: Actor, request: CallcenterForm): Promise<EnquiryResultDto> {
    const { repository, providers, db } = this.deps;
    const account = accountOf(actor);
    const transaction = account === null ? null : await repository.transactionVisibleTo(db, actor.scope, request);
    if (account === null || transaction === null) {
      return { status: 'failed', message: transactionNotFoundMessage, providerStatus: null, transaction: null, response: {} };
    }
    const [inquiry, refund, lateCharges] = await Promise.all([
      providers[transaction.provider].inquire(transaction.orderId, account),
      repository.refundOf(db, transaction.id),
      repository.lateChargesOf(db, transaction),
    ]);
    await repository.recordExchange(inquiry.exchange, transaction.orderId, transaction.serviceId);
    const response = providerAnswerOf(inquiry.exchange.response);
    const refunded = refund !== null && refund.status === 'completed' ? ' (refunded)' : '';
    return {
      status: inquiry.outcome === 'found' ? 'success' : 'failed',
      message: inquiry.outcome === 'found' ? `Transaction status: ${inquiry.status}${refunded}` : enquiryMessages[inquiry.outcome],
      providerStatus: providerStatusOf(inquiry.exchange.response),
      transaction: transactionSummaryOf(transaction, refund, lateCharges),
      response,
    };
  }

  async refund(actor: Actor, request: CallcenterForm & { amount?: number | undefined }): Promise<RefundResultDto | ApiFailure> {
    const { repository, providers, db, now } = this.deps;
    const account = accountOf(actor);
    if (account === null) return notFound(transactionNotFoundMessage);
    let requested: Decimal | undefined;
    if (request.amount !== undefined) {
      const parsed = refundAmountOf(request.amount);
      if (parsed === null) return invalidInput('The refund amount has at most two decimals', 'amount');
      requested = parsed;
    }
    const userName = await repository.userNameOf(actor.userId);

    // 1. Claim the refund under the transaction's row lock: concurrent refunds of one transaction queue here.
    type Claim = { kind: 'claimed'; transaction: CallcenterTransaction; refund: RefundRecord } | { kind: 'answered'; answer: RefundResultDto | ApiFailure };
    const answered = (answer: RefundResultDto | ApiFailure): Claim => ({ kind: 'answered', answer });
    let claimed: Claim;
    try {
      claimed = await db.transaction().execute(async (trx) => {
        const transaction = await repository.transactionVisibleTo(trx, actor.scope, request, true);
        if (transaction === null) return answered(notFound(transactionNotFoundMessage));
        const standing = await repository.refundOf(trx, transaction.id);
        const paid = parseDecimal(transaction.amount, 2);
        if (!paid.ok) throw new Error(`Transaction ${transaction.id} holds an amount the domain cannot read`);
        const decision = decideRefund({
          status: transaction.status,
          paid: paid.value,
          refundClaimed: standing !== null && standing.status !== 'failed',
          ...(requested === undefined ? {} : { requested }),
        });
        if (!decision.ok) {
          const message = refundRefusals[decision.refusal];
          return answered(
            decision.refusal === 'overAmount' || decision.refusal === 'notPositive' ? invalidInput(message, 'amount') : conflict(message, 'transactionNumber'),
          );
        }
        const amount = formatDecimal(decision.amount, 2);
        const refund = await repository.claimRefund(trx, transaction, { amount, userId: actor.userId, userName });
        await AuditLog.record(trx, {
          actor,
          action: 'callcenter.refund-requested',
          target: { type: 'transaction', id: transaction.transactionNumber },
          details: { refundId: refund.id, amount, currency: transaction.currency, provider: transaction.provider, orderId: transaction.orderId },
        });
        return { kind: 'claimed', transaction, refund };
      });
    } catch (error) {
      // The unique index caught a refund that raced past the checks (docs/decisions/0033-call-centre-and-refunds.md).
      if (isUniqueViolation(error)) return conflict(refundRefusals.alreadyRefunded, 'transactionNumber');
      throw error;
    }
    if (claimed.kind === 'answered') return claimed.answer;
    const { transaction, refund } = claimed;

    // 2. Ask the provider, outside any database transaction.
    const answer = await providers[transaction.provider].refund(
      {
        orderId: transaction.orderId,
        transactionNumber: transaction.transactionNumber,
        amount: refund.amount,
        currency: transaction.currency,
        msisdn: transaction.msisdn,
      },
      account,
    );
    await repository.recordExchange(answer.exchange, transaction.orderId, transaction.serviceId);

    // 3. Settle the claim with the provider's answer.
    const done = answer.outcome === 'refunded';
    const message = done ? `Refunded ${refund.amount} ${transaction.currency}` : answer.reason;
    const settled = await db.transaction().execute(async (trx) => {
      const row = await repository.settleRefund(trx, refund.id, {
        status: done ? 'completed' : 'failed',
        providerReference: done ? answer.reference : null,
        providerResponse: answer.exchange.response,
        message,
        at: now(),
      });
      await AuditLog.record(trx, {
        actor,
        action: done ? 'callcenter.refunded' : 'callcenter.refund-failed',
        target: { type: 'transaction', id: transaction.transactionNumber },
        details: {
          refundId: refund.id,
          amount: refund.amount,
          currency: transaction.currency,
          provider: transaction.provider,
          ...(done ? { providerReference: answer.reference } : { reason: answer.reason }),
        },
      });
      return row;
    });
    return refundAnswerOf(transaction, settled, await repository.lateChargesOf(db, transaction));
  }
}
