import type { Kysely } from 'kysely';
import { money, toAmountString, type Money } from '../../../src/domain/money/money';
import { postToLedger, type LedgerEntryKind, type LedgerIssue } from '../../../src/domain/payouts/payout-ledger';
import type { Outcome } from '../../../src/domain/shared/rule-issue';
import type { DatabaseSchema } from '../db/database-schema';

type Db = Kysely<DatabaseSchema>;

export interface LedgerPostingRequest {
  merchantId: string;
  kind: LedgerEntryKind;
  /** Signed PKR amount: credits positive, debits negative (`debitOf` in the domain). */
  amount: Money;
  /** What the entry is for: 'loan-request', 'account-transaction', … and its id. */
  referenceType: string;
  referenceId: string | null;
  description: string;
  createdBy: string | null;
}

export interface LedgerPosted {
  entryId: number;
  balanceAfter: Money;
}

/**
 * The one way a payout account's balance changes (docs/decisions.md "Payout ledger"). Call it inside
 * the caller's transaction: it locks the merchant's account row, so concurrent postings to one
 * account queue behind each other and each sees the balance the previous one left; the domain
 * decides whether the posting is allowed (never below zero: docs/spec/decisions.md §3); the new
 * balance and the entry are written together. The CHECK on both tables is the last line of defence.
 */
export const PayoutLedger = {
  async post(trx: Db, request: LedgerPostingRequest): Promise<Outcome<LedgerPosted, LedgerIssue>> {
    const account = await lockAccount(trx, request.merchantId);
    const posted = postToLedger(money(account.available_balance, 'PKR'), { kind: request.kind, amount: request.amount });
    if (!posted.ok) return posted;
    const balanceAfter = toAmountString(posted.value);
    await trx.updateTable('payout_accounts').set({ available_balance: balanceAfter, updated_at: new Date() }).where('id', '=', account.id).execute();
    const entry = await trx
      .insertInto('payout_ledger_entries')
      .values({
        account_id: account.id,
        merchant_id: request.merchantId,
        kind: request.kind,
        amount: toAmountString(request.amount),
        balance_after: balanceAfter,
        reference_type: request.referenceType,
        reference_id: request.referenceId,
        description: request.description,
        created_by: request.createdBy,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { ok: true, value: { entryId: Number(entry.id), balanceAfter: posted.value } };
  },

  /** The available balance now (no lock: for display; postings lock). */
  async balanceOf(db: Db, merchantId: string): Promise<Money> {
    const row = await db.selectFrom('payout_accounts').select('available_balance').where('merchant_id', '=', merchantId).executeTakeFirst();
    return money(row?.available_balance ?? '0', 'PKR');
  },
};

/** The merchant's account, created empty on first use, locked until the caller's transaction ends. */
async function lockAccount(trx: Db, merchantId: string): Promise<{ id: string; available_balance: string }> {
  await trx
    .insertInto('payout_accounts')
    .values({ merchant_id: merchantId })
    .onConflict((conflict) => conflict.column('merchant_id').doNothing())
    .execute();
  return trx
    .selectFrom('payout_accounts')
    .select(['id', 'available_balance'])
    .where('merchant_id', '=', merchantId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}
