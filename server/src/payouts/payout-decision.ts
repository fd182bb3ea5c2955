import type { Kysely } from 'kysely';
import type { Decimal } from '../../../src/domain/money/decimal';
import { money, type Money } from '../../../src/domain/money/money';
import { debitOf } from '../../../src/domain/payouts/payout-ledger';
import { decidePayout, providerOfBank, type PayoutDecision, type PayoutProvider, type PayoutRefusalCode } from '../../../src/domain/payouts/payout-request';
import type { Outcome, RuleIssue } from '../../../src/domain/shared/rule-issue';
import { chunksOf } from '../db/bulk-sql';
import type { DatabaseSchema } from '../db/database-schema';
import { AuditLog } from '../db/audit-log';
import { PayoutLedger } from '../payout-ledger';
import { lockRequests, markDecided, type LockedRequest } from './payout-request-rows';

type Db = Kysely<DatabaseSchema>;

/** Who decides: a signed-in staff member, or a job of the server (the auto payment, an uploaded file later). */
export type PayoutDecider = { kind: 'user'; userId: string } | { kind: 'system'; name: string };

export interface PayoutDecisionRequest {
  payoutRequestId: string;
  decision: PayoutDecision;
  /** The amount the person saw (spec 3 §7 Change status); null when a job decides from the stored row. */
  amountSeen: Money | null;
  decider: PayoutDecider;
  fourEyesAbove: Decimal | null;
  /** The rejection's message; approvals say they are being sent. */
  message?: string;
  /** Where the decision came from, for the audit entry: 'portal', 'auto-payment', a file name, … */
  via: string;
  /** The uploaded file that decides it (spec 3 §3 File record), kept on the request. */
  fileRecordId?: string;
  now: Date;
}

/** The decision path's refusals, the codes a confirmed file's skipped rows carry. */
export type PayoutDecisionIssueCode = PayoutRefusalCode;
export type PayoutDecisionProblem = RuleIssue<PayoutDecisionIssueCode, string>;

export const approvedMessage = 'Approved: sending to the provider';
export const defaultRejectionMessage = 'Rejected by platform review';

/** A request's outcome: its new status, or why it was refused (nothing written for it). */
export type PayoutDecisionOutcome = Outcome<{ status: PayoutDecision }, PayoutDecisionProblem>;

/**
 * docs/decisions/0025-payouts.md: decides ONE payout request inside the caller's transaction, through
 * the same path as a batch (`decidePayoutRequests`), so a screen decides one and an uploaded file many,
 * each the same way.
 */
export async function decidePayoutRequest(trx: Db, request: PayoutDecisionRequest): Promise<PayoutDecisionOutcome> {
  const [outcome] = await decidePayoutRequests(trx, [request]);
  if (outcome === undefined) throw new Error('a decision has an outcome');
  return outcome;
}

interface Accepted {
  index: number;
  request: PayoutDecisionRequest;
  row: LockedRequest;
  provider: PayoutProvider | null;
}

/**
 * docs/decisions/0025-payouts.md: decides payout requests inside the caller's transaction, each as if
 * decided alone in the order given. The request rows are locked (one `select … for update`, in id
 * order, so concurrent deciders cannot deadlock) and each must still be Pending with the amount seen;
 * an approval debits the merchant's payout account through the ledger (never below zero: a refused
 * debit leaves the balance to the next), queues one disbursal job and is audited; a rejection posts
 * nothing. A refused request gets its problem and nothing is written for it, so the caller may
 * commit either way. A second decision of the same request finds it no longer Pending. The writes
 * are set-based (one statement per step for all requests), so a file of 10,000 rows is a handful of
 * statements instead of ten per row.
 */
export async function decidePayoutRequests(trx: Db, requests: readonly PayoutDecisionRequest[]): Promise<PayoutDecisionOutcome[]> {
  if (requests.length === 0) return [];
  const ids = requests.map((request) => request.payoutRequestId);
  // Each request is judged against the row as locked; naming one twice would judge it twice.
  if (new Set(ids).size !== ids.length) throw new Error('a payout request is decided once per batch');
  const rows = await lockRequests(trx, ids);

  const outcomes: PayoutDecisionOutcome[] = [];
  const accepted: Accepted[] = [];
  requests.forEach((request, index) => {
    const checked = checkDecision(rows.get(request.payoutRequestId), request);
    if (!checked.ok) {
      outcomes.push(checked);
      return;
    }
    outcomes.push({ ok: true, value: { status: request.decision } });
    accepted.push({ index, request, ...checked.value });
  });

  const debits = accepted.filter((item) => item.request.decision === 'Approved');
  const posted = await PayoutLedger.postMany(
    trx,
    debits.map(({ row, request }) => ({
      merchantId: row.merchant_id,
      kind: 'payout' as const,
      amount: debitOf(money(row.amount, 'PKR')),
      referenceType: 'loan-request',
      referenceId: row.id,
      description: `Payout ${row.loan_id}`,
      createdBy: deciderIdOf(request.decider),
    })),
  );
  const unpaid = new Set<number>();
  debits.forEach((debit, position) => {
    const outcome = posted[position];
    if (outcome === undefined || outcome.ok) return;
    unpaid.add(debit.index);
    outcomes[debit.index] = {
      ok: false,
      issues: outcome.issues.map((issue) => ({ code: issue.code, field: 'amount', message: issue.message ?? 'The payout account cannot pay this amount' })),
    };
  });
  const decided = accepted.filter((item) => !unpaid.has(item.index));
  await markDecided(
    trx,
    decided.map(({ request, row }) => ({
      id: row.id,
      status: request.decision,
      deciderId: deciderIdOf(request.decider),
      message: request.decision === 'Approved' ? approvedMessage : (request.message ?? defaultRejectionMessage),
      at: request.now,
      fileRecordId: request.fileRecordId ?? null,
    })),
  );
  const jobs = decided.flatMap(({ request, row, provider }) =>
    request.decision === 'Approved' && provider !== null ? [{ loan_request_id: row.id, provider, next_run_at: request.now }] : [],
  );
  for (const chunk of chunksOf(jobs)) await trx.insertInto('payout_jobs').values(chunk).execute();
  await AuditLog.recordMany(
    trx,
    decided.map(({ request, row }) => ({
      actor: { userId: request.decider.kind === 'user' ? request.decider.userId : `system:${request.decider.name}` },
      action: request.decision === 'Approved' ? 'payout.approved' : 'payout.rejected',
      target: { type: 'loan-request', id: row.id },
      details: { loanId: row.loan_id, merchantId: row.merchant_id, amount: row.amount, via: request.via },
    })),
  );
  return outcomes;
}

/** spec 3 §4 through the domain's rule, then a provider for an approval (nothing is written here). */
function checkDecision(
  row: LockedRequest | undefined,
  request: PayoutDecisionRequest,
): Outcome<{ row: LockedRequest; provider: PayoutProvider | null }, PayoutDecisionProblem> {
  if (row === undefined) return refuse('payout.not-found', 'id', 'Payout request not found');
  const amount = money(row.amount, 'PKR');
  const decided = decidePayout({
    current: { status: row.status, amount, createdBy: row.created_by },
    decision: request.decision,
    amountSeen: request.amountSeen ?? amount,
    deciderId: deciderIdOf(request.decider),
    fourEyesAbove: request.fourEyesAbove,
  });
  if (!decided.ok) return { ok: false, issues: decided.issues };
  const provider = providerOfBank(row.bank_name);
  if (request.decision === 'Approved' && provider === null) {
    return refuse('payout.no-provider', 'status', `No payout provider serves ${row.bank_name}: reject it or pay it outside the portal`);
  }
  return { ok: true, value: { row, provider } };
}

const deciderIdOf = (decider: PayoutDecider): string | null => (decider.kind === 'user' ? decider.userId : null);

function refuse(code: PayoutDecisionIssueCode, field: string, message: string): { ok: false; issues: PayoutDecisionProblem[] } {
  return { ok: false, issues: [{ code, field, message }] };
}
