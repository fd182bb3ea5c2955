import type { Kysely } from 'kysely';
import { money, toAmountString, type Money } from '../../../src/domain/money/money';
import { postToLedger, type LedgerEntryKind, type LedgerIssue } from '../../../src/domain/payouts/payout-ledger';
import type { Outcome } from '../../../src/domain/shared/rule-issue';
import { chunksOf } from '../db/bulk-sql';
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

interface LockedAccount {
  id: string;
  balance: Money;
  changed: boolean;
}

/**
 * The one way a payout account's balance changes (docs/decisions/0022-payout-ledger.md). Call it inside
 * the caller's transaction: it locks the merchant's account row, so concurrent postings to one
 * account queue behind each other and each sees the balance the previous one left; the domain
 * decides whether the posting is allowed (never below zero: docs/spec/decisions.md §3); the new
 * balance and the entry are written together. The CHECK on both tables is the last line of defence.
 */
export const PayoutLedger = {
  async post(trx: Db, request: LedgerPostingRequest): Promise<Outcome<LedgerPosted, LedgerIssue>> {
    const [outcome] = await PayoutLedger.postMany(trx, [request]);
    if (outcome === undefined) throw new Error('a posting has an outcome');
    return outcome;
  },

  /**
   * Several postings at once, each judged as if posted alone in the order given (a refused one
   * leaves the balance to the next): the accounts are locked once, in merchant order, each account's
   * balance is written once and the entries in multi-row inserts, so a file of 10,000 payouts is a
   * handful of statements (docs/decisions/0026-payout-files.md). Answers one outcome per posting.
   */
  async postMany(trx: Db, requests: readonly LedgerPostingRequest[]): Promise<Array<Outcome<LedgerPosted, LedgerIssue>>> {
    if (requests.length === 0) return [];
    const accounts = await lockAccounts(trx, [...new Set(requests.map((request) => request.merchantId))]);
    const outcomes: Array<Outcome<LedgerPosted, LedgerIssue>> = [];
    const entries: Array<{ index: number; balanceAfter: Money; values: NewEntry }> = [];
    for (const request of requests) {
      const account = accounts.get(request.merchantId);
      if (account === undefined) throw new Error(`the account of ${request.merchantId} was locked`);
      const posted = postToLedger(account.balance, { kind: request.kind, amount: request.amount });
      if (!posted.ok) {
        outcomes.push(posted);
        continue;
      }
      account.balance = posted.value;
      account.changed = true;
      entries.push({ index: outcomes.length, balanceAfter: posted.value, values: entryOf(account.id, request, posted.value) });
      // Filled in once the entry's id is known.
      outcomes.push({ ok: true, value: { entryId: 0, balanceAfter: posted.value } });
    }
    const now = new Date();
    for (const account of accounts.values()) {
      if (!account.changed) continue;
      await trx
        .updateTable('payout_accounts')
        .set({ available_balance: toAmountString(account.balance), updated_at: now })
        .where('id', '=', account.id)
        .execute();
    }
    for (const chunk of chunksOf(entries)) {
      // INSERT … VALUES … RETURNING answers the rows in the order of VALUES.
      const ids = await trx
        .insertInto('payout_ledger_entries')
        .values(chunk.map((entry) => entry.values))
        .returning('id')
        .execute();
      chunk.forEach((entry, position) => {
        outcomes[entry.index] = { ok: true, value: { entryId: Number(ids[position]?.id), balanceAfter: entry.balanceAfter } };
      });
    }
    return outcomes;
  },

  /** The available balance now (no lock: for display; postings lock). */
  async balanceOf(db: Db, merchantId: string): Promise<Money> {
    const row = await db.selectFrom('payout_accounts').select('available_balance').where('merchant_id', '=', merchantId).executeTakeFirst();
    return money(row?.available_balance ?? '0', 'PKR');
  },
};

type NewEntry = ReturnType<typeof entryOf>;

function entryOf(accountId: string, request: LedgerPostingRequest, balanceAfter: Money) {
  return {
    account_id: accountId,
    merchant_id: request.merchantId,
    kind: request.kind,
    amount: toAmountString(request.amount),
    balance_after: toAmountString(balanceAfter),
    reference_type: request.referenceType,
    reference_id: request.referenceId,
    description: request.description,
    created_by: request.createdBy,
  };
}

/**
 * The merchants' accounts, created empty on first use, locked until the caller's transaction ends.
 * Always in merchant id order, so two callers locking overlapping sets cannot deadlock.
 */
async function lockAccounts(trx: Db, merchantIds: readonly string[]): Promise<Map<string, LockedAccount>> {
  const sorted = [...merchantIds].sort();
  await trx
    .insertInto('payout_accounts')
    .values(sorted.map((merchantId) => ({ merchant_id: merchantId })))
    .onConflict((conflict) => conflict.column('merchant_id').doNothing())
    .execute();
  const rows = await trx
    .selectFrom('payout_accounts')
    .select(['id', 'merchant_id', 'available_balance'])
    .where('merchant_id', 'in', sorted)
    .orderBy('merchant_id')
    .forUpdate()
    .execute();
  return new Map(rows.map((row) => [row.merchant_id, { id: row.id, balance: money(row.available_balance, 'PKR'), changed: false }]));
}
