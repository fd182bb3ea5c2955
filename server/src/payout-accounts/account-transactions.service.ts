import { randomInt } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { AccountTransactionDto } from '../../../src/contract/payout-accounts.contract';
import { verifyBilledAmount } from '../../../src/domain/accounts/billed-amount';
import { formatDecimal } from '../../../src/domain/money/decimal';
import { equalMoney, formatAmount, fromMinor, money, parseMoney, toAmountString, type Money } from '../../../src/domain/money/money';
import { balanceAfterTopUp, topUpCorrectionOf } from '../../../src/domain/payouts/account-transaction';
import type { AccountTransactionFormValues } from '../../../src/forms/account-transaction.form-schema';
import type { AccountTransactionsTable } from '../db/business/payout.tables';
import { isNumericOverflow } from '../db/database-errors';
import { newRecordId } from '../db/record-id';
import type { DatabaseSchema } from '../db/database-schema';
import { ApiFailure, conflict, invalidInput, notFound } from '../http/api-failure';
import type { Actor } from '../http/actor';
import { AuditLog } from '../db/audit-log';
import { PayoutLedger } from '../payout-ledger';
import { PayoutAccountsRepository as Repo, type PayoutAccountsRepository } from './payout-accounts.repository';
import { accountTransactionDtoOf } from './payout-accounts.wire-mapping';

type Db = Kysely<DatabaseSchema>;
export type AccountTransactionBody = AccountTransactionFormValues & { availableBilledAmount: number | null };

interface Figures {
  currency: 'PKR' | 'USD';
  payment_method: AccountTransactionsTable['payment_method'];
  total_amount: string;
  total_billed_amount: string;
  exchange_rate: string | null;
  walee_commission: string;
  sbp_charges: string;
  service_sales_tax: string;
  with_holding_charges: string;
}
const figureFields = [
  'currency',
  'payment_method',
  'total_amount',
  'total_billed_amount',
  'exchange_rate',
  'walee_commission',
  'sbp_charges',
  'service_sales_tax',
  'with_holding_charges',
] as const;
const wireNames: Record<(typeof figureFields)[number], string> = {
  currency: 'currency',
  payment_method: 'paymentMethod',
  total_amount: 'totalAmount',
  total_billed_amount: 'totalBilledAmount',
  exchange_rate: 'exchangeRate',
  walee_commission: 'waleeCommission',
  sbp_charges: 'sbpCharges',
  service_sales_tax: 'serviceSalesTax',
  with_holding_charges: 'withHoldingCharges',
};

const pkr = (text: string): Money => money(text, 'PKR');

/**
 * spec 3 §4 Transaction form and Delete, on the payout ledger (docs/decisions/0024-payout-accounts.md):
 * the server recomputes the billed amount with the domain and refuses a mismatch; a create credits
 * the billed amount, an edit posts the difference and a delete takes it back, each as a new ledger
 * entry; a correction that would take the balance below zero (money already paid out) is refused
 * whole. The merchant's row is locked first, so writes to one account queue (a repeated
 * Idempotency-Key is answered before this: docs/decisions/0021-idempotency.md). The row, the ledger entry, the counters and the audit
 * entry commit together.
 */
export class AccountTransactionsService {
  constructor(private readonly deps: { db: Db; accounts: PayoutAccountsRepository; now: () => Date }) {}

  create(body: AccountTransactionBody, actor: Actor): Promise<AccountTransactionDto | ApiFailure> {
    return this.#inTransaction(async (trx) => {
      const merchant = await Repo.lockMerchant(trx, body.userTypeId);
      if (merchant === undefined) return invalidInput('Please select a merchant', 'userTypeId');
      const figures = figuresOf(body);
      if (figures instanceof ApiFailure) return figures;
      const billed = pkr(figures.total_billed_amount);
      const summary = await this.#checkSummary(trx, merchant.id, null, billed, body.availableBilledAmount);
      if (summary !== null) return summary;

      const now = this.deps.now();
      const id = newRecordId();
      await trx
        .insertInto('account_transactions')
        .values({
          id,
          transaction_id: `AT${String(randomInt(0, 10_000_000_000)).padStart(10, '0')}`,
          merchant_id: merchant.id,
          ...figures,
          history: JSON.stringify([{ date: now.toISOString(), description: `Transaction created by ${actor.userName}`, userName: actor.userName }]),
          created_by: actor.userId,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await Repo.ensureAccount(trx, merchant.id);
      if (billed.minor !== 0n) {
        const posted = await PayoutLedger.post(trx, {
          merchantId: merchant.id,
          kind: 'top-up',
          amount: billed,
          referenceType: 'account-transaction',
          referenceId: id,
          description: `Top-up ${figures.payment_method} ${figures.currency} ${figures.total_amount}`,
          createdBy: actor.userId,
        });
        if (!posted.ok) return conflict('The top-up could not be credited to the payout account', 'totalBilledAmount');
      }
      await Repo.moveTotals(trx, merchant.id, 1, figures.total_billed_amount, now);
      await AuditLog.record(trx, {
        actor,
        action: 'account-transaction.created',
        target: { type: 'account-transaction', id },
        details: { merchantId: merchant.id, ...figures },
      });
      return this.#answer(trx, actor, id);
    });
  }

  edit(id: string, body: AccountTransactionBody, actor: Actor): Promise<AccountTransactionDto | ApiFailure> {
    return this.#inTransaction(async (trx) => {
      const found = await this.deps.accounts.transaction(actor.scope, id, trx);
      if (found === undefined) return notFound('Transaction not found');
      if (body.userTypeId !== found.merchant_id) return conflict('A transaction cannot move to another merchant', 'userTypeId');
      if ((await Repo.lockMerchant(trx, found.merchant_id)) === undefined) return notFound('Merchant not found');
      const existing = await Repo.lockTransaction(trx, id);
      if (existing === undefined) return notFound('Transaction not found');
      const figures = figuresOf(body);
      if (figures instanceof ApiFailure) return figures;
      const before = pkr(existing.total_billed_amount);
      const after = pkr(figures.total_billed_amount);
      const summary = await this.#checkSummary(trx, existing.merchant_id, before, after, body.availableBilledAmount);
      if (summary !== null) return summary;
      const refused = await this.#correct(trx, actor, existing, before, after, 'totalAmount');
      if (refused !== null) return refused;

      const now = this.deps.now();
      const changed = figureFields.filter((field) => existing[field] !== figures[field]).map((field) => wireNames[field]);
      const description =
        changed.length === 0 ? `Transaction saved without changes by ${actor.userName}` : `Transaction changed (${changed.join(', ')}) by ${actor.userName}`;
      await trx
        .updateTable('account_transactions')
        .set({ ...figures, updated_at: now, history: Repo.historyAppend({ date: now.toISOString(), description, userName: actor.userName }) })
        .where('id', '=', id)
        .execute();
      await Repo.moveTotals(trx, existing.merchant_id, 0, toAmountString(topUpCorrectionOf(before, after)), now);
      const details = Object.fromEntries(
        changed.length === 0
          ? []
          : figureFields
              .filter((field) => existing[field] !== figures[field])
              .map((field) => [wireNames[field], { from: existing[field], to: figures[field] }]),
      );
      await AuditLog.record(trx, {
        actor,
        action: 'account-transaction.edited',
        target: { type: 'account-transaction', id },
        details: { merchantId: existing.merchant_id, changes: details },
      });
      return this.#answer(trx, actor, id);
    });
  }

  remove(id: string, actor: Actor): Promise<{ merchantId: string } | ApiFailure> {
    return this.#inTransaction(async (trx) => {
      const found = await this.deps.accounts.transaction(actor.scope, id, trx);
      if (found === undefined) return notFound('Transaction not found');
      if ((await Repo.lockMerchant(trx, found.merchant_id)) === undefined) return notFound('Merchant not found');
      const existing = await Repo.lockTransaction(trx, id);
      if (existing === undefined) return notFound('Transaction not found');
      const before = pkr(existing.total_billed_amount);
      const refused = await this.#correct(trx, actor, existing, before, null, undefined);
      if (refused !== null) return refused;
      const now = this.deps.now();
      // docs/spec/decisions.md §8: hidden, never erased.
      await trx
        .updateTable('account_transactions')
        .set({
          deleted_at: now,
          deleted_by: actor.userId,
          updated_at: now,
          history: Repo.historyAppend({ date: now.toISOString(), description: `Transaction deleted by ${actor.userName}`, userName: actor.userName }),
        })
        .where('id', '=', id)
        .execute();
      await Repo.moveTotals(trx, existing.merchant_id, -1, toAmountString(topUpCorrectionOf(before, null)), now);
      await AuditLog.record(trx, {
        actor,
        action: 'account-transaction.deleted',
        target: { type: 'account-transaction', id },
        details: { merchantId: existing.merchant_id, transactionId: existing.transaction_id, totalBilledAmount: existing.total_billed_amount },
      });
      return { merchantId: existing.merchant_id };
    });
  }

  /** Posts the difference between two billed amounts as a correction, or answers why it cannot. */
  async #correct(
    trx: Db,
    actor: Actor,
    existing: Selectable<AccountTransactionsTable>,
    before: Money,
    after: Money | null,
    field: string | undefined,
  ): Promise<ApiFailure | null> {
    const correction = topUpCorrectionOf(before, after);
    if (correction.minor === 0n) return null;
    const posted = await PayoutLedger.post(trx, {
      merchantId: existing.merchant_id,
      kind: 'top-up-correction',
      amount: correction,
      referenceType: 'account-transaction',
      referenceId: existing.id,
      description: after === null ? `Top-up ${existing.transaction_id} deleted` : `Top-up ${existing.transaction_id} changed`,
      createdBy: actor.userId,
    });
    if (posted.ok) return null;
    const [issue] = posted.issues;
    if (issue?.code === 'ledger.insufficient-balance') {
      const available = issue.available ?? fromMinor(0n, 'PKR');
      const taken = fromMinor(-correction.minor, 'PKR');
      return conflict(
        `The payout account has only PKR ${formatAmount(available)} available: taking back PKR ${formatAmount(taken)} would take it below zero, because that money has already been paid out`,
        field,
      );
    }
    return conflict('The correction could not be posted to the payout account', field);
  }

  /** The summary's availableBilledAmount, when sent, must be what the account would hold now. */
  async #checkSummary(trx: Db, merchantId: string, before: Money | null, after: Money, shown: number | null): Promise<ApiFailure | null> {
    if (shown === null) return null;
    const parsed = parseMoney(shown, 'PKR');
    if (!parsed.ok) return invalidInput('availableBilledAmount must be an amount with at most 2 decimals', 'availableBilledAmount');
    const expected = balanceAfterTopUp(await PayoutLedger.balanceOf(trx, merchantId), before, after);
    if (equalMoney(expected, parsed.value)) return null;
    return conflict(
      `The account balance has changed: after this transaction it would be PKR ${formatAmount(expected)}. Review the summary and confirm again`,
      'availableBilledAmount',
    );
  }

  async #answer(trx: Db, actor: Actor, id: string): Promise<AccountTransactionDto | ApiFailure> {
    const row = await this.deps.accounts.transaction(actor.scope, id, trx);
    if (row === undefined) return notFound('Transaction not found');
    const account = await this.deps.accounts.account(actor.scope, row.merchant_id, trx);
    if (account === undefined) return notFound('Merchant not found');
    return accountTransactionDtoOf(row, account);
  }

  async #inTransaction<T>(work: (trx: Db) => Promise<T | ApiFailure>): Promise<T | ApiFailure> {
    try {
      return await this.deps.db.transaction().execute(async (trx) => {
        const outcome = await work(trx);
        if (outcome instanceof ApiFailure) throw outcome;
        return outcome;
      });
    } catch (error) {
      if (error instanceof ApiFailure) return error;
      if (isNumericOverflow(error)) return conflict('The payout account would exceed its limit', 'totalAmount');
      throw error;
    }
  }
}

/** The body's figures as the columns keep them, after the domain's check of the billed amount. */
function figuresOf(body: AccountTransactionBody): Figures | ApiFailure {
  // docs/spec/decisions.md §3: the server recomputes the billed amount and refuses a mismatch. The
  // body's schema read every figure once, exactly (src/forms/account-transaction.form-schema.ts).
  const [mismatch] = verifyBilledAmount(body);
  if (mismatch !== undefined) return invalidInput(`Billed amount should be ${mismatch.expected ?? ''}`, 'totalBilledAmount');
  return {
    currency: body.currency,
    payment_method: body.paymentMethod,
    total_amount: toAmountString(body.totalAmount),
    total_billed_amount: toAmountString(body.totalBilledAmount),
    exchange_rate: body.exchangeRate === null ? null : formatDecimal(body.exchangeRate, 4),
    walee_commission: formatDecimal(body.waleeCommission, 4),
    sbp_charges: formatDecimal(body.sbpCharges, 4),
    service_sales_tax: formatDecimal(body.serviceSalesTax, 4),
    with_holding_charges: formatDecimal(body.withHoldingCharges, 4),
  };
}
