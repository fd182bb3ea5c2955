import type { Kysely } from 'kysely';
import type { Decimal } from '../../../src/domain/money/decimal';
import { money, type Money } from '../../../src/domain/money/money';
import { debitOf } from '../../../src/domain/payouts/payout-ledger';
import { decidePayout, providerOfBank, type PayoutDecision } from '../../../src/domain/payouts/payout-request';
import type { Outcome, RuleIssue } from '../../../src/domain/shared/rule-issue';
import type { DatabaseSchema } from '../db/database-schema';
import { AuditLog } from './audit-log';
import { PayoutLedger } from './payout-ledger';

type Db = Kysely<DatabaseSchema>;

/** Who decides: a signed-in staff member, or a job of the server (the auto payment, an uploaded file later). */
export type PayoutDecider = { kind: 'user'; userId: string } | { kind: 'system'; name: string };

export interface PayoutDecisionRequest {
  loanRequestId: string;
  decision: PayoutDecision;
  /** The amount the person saw (spec 3 §7 Change status); null when a job decides from the stored row. */
  amountSeen: Money | null;
  decider: PayoutDecider;
  fourEyesAbove: Decimal | null;
  /** The rejection's message; approvals say they are being sent. */
  message?: string;
  /** Where the decision came from, for the audit entry: 'portal', 'auto-payment', a file name, … */
  via: string;
  now: Date;
}

export type PayoutDecisionIssueCode =
  | 'payout.not-found'
  | 'payout.not-pending'
  | 'payout.amount-mismatch'
  | 'payout.four-eyes'
  | 'payout.no-provider'
  | 'ledger.insufficient-balance'
  | 'ledger.zero-amount'
  | 'ledger.wrong-direction'
  | 'ledger.currency-mismatch';
export type PayoutDecisionProblem = RuleIssue<PayoutDecisionIssueCode, string>;

export const approvedMessage = 'Approved: sending to the provider';
export const defaultRejectionMessage = 'Rejected by platform review';

/**
 * docs/decisions.md "Payouts": decides ONE payout request inside the caller's transaction, so a
 * screen decides one and an uploaded file many, each the same way. The request row is locked
 * (`select … for update`) and must still be Pending; an approval debits the merchant's payout
 * account through the ledger (never below zero), queues one disbursal job and is audited; a
 * rejection posts nothing. Nothing is written when the answer is a problem, so the caller may
 * commit either way. A second decision of the same request finds it no longer Pending.
 */
export async function decideLoanRequest(trx: Db, request: PayoutDecisionRequest): Promise<Outcome<{ status: PayoutDecision }, PayoutDecisionProblem>> {
  const row = await trx
    .selectFrom('loan_requests')
    .select(['id', 'loan_id', 'merchant_id', 'amount', 'status', 'bank_name', 'created_by'])
    .where('id', '=', request.loanRequestId)
    .forUpdate()
    .executeTakeFirst();
  if (row === undefined) return refuse('payout.not-found', 'id', 'Payout request not found');
  const amount = money(row.amount, 'PKR');
  const deciderId = request.decider.kind === 'user' ? request.decider.userId : null;
  const decided = decidePayout({
    current: { status: row.status, amount, createdBy: row.created_by },
    decision: request.decision,
    amountSeen: request.amountSeen ?? amount,
    deciderId,
    fourEyesAbove: request.fourEyesAbove,
  });
  if (!decided.ok) return { ok: false, issues: decided.issues };

  const provider = providerOfBank(row.bank_name);
  if (request.decision === 'Approved') {
    if (provider === null) return refuse('payout.no-provider', 'status', `No payout provider serves ${row.bank_name}: reject it or pay it outside the portal`);
    const posted = await PayoutLedger.post(trx, {
      merchantId: row.merchant_id,
      kind: 'payout',
      amount: debitOf(amount),
      referenceType: 'loan-request',
      referenceId: row.id,
      description: `Payout ${row.loan_id}`,
      createdBy: deciderId,
    });
    if (!posted.ok) return { ok: false, issues: posted.issues.map((issue) => ({ code: issue.code, field: 'amount', message: issue.message ?? 'The payout account cannot pay this amount' })) };
  }

  await trx
    .updateTable('loan_requests')
    .set({
      status: request.decision,
      decided_by: deciderId,
      decided_at: request.now,
      message: request.decision === 'Approved' ? approvedMessage : (request.message ?? defaultRejectionMessage),
      job_next_try: null,
      job_next_try_reason: null,
      updated_at: request.now,
    })
    .where('id', '=', row.id)
    .execute();
  if (request.decision === 'Approved' && provider !== null) {
    await trx.insertInto('payout_jobs').values({ loan_request_id: row.id, provider, next_run_at: request.now }).execute();
  }
  await AuditLog.record(trx, {
    actor: { userId: request.decider.kind === 'user' ? request.decider.userId : `system:${request.decider.name}` },
    action: request.decision === 'Approved' ? 'payout.approved' : 'payout.rejected',
    target: { type: 'loan-request', id: row.id },
    details: { loanId: row.loan_id, merchantId: row.merchant_id, amount: row.amount, via: request.via },
  });
  return { ok: true, value: { status: request.decision } };
}

function refuse(code: PayoutDecisionIssueCode, field: string, message: string): { ok: false; issues: PayoutDecisionProblem[] } {
  return { ok: false, issues: [{ code, field, message }] };
}
