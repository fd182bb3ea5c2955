import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountTransactionDto, PayoutAccountDto } from '../../src/contract/payout-accounts.contract';
import { addMoney, money, toAmountString } from '../../src/domain/money/money';
import { debitOf } from '../../src/domain/payouts/payout-ledger';
import { PayoutLedger } from '../../server/src/payout-ledger';
import { callApi, errorsOf, type ApiAnswer } from './support/api-client';
import { merchantIdsOf, signInCallers, type Callers } from './support/catalogue-callers';
import { startTestServer, type TestServer } from './support/test-server';

// spec 3 §2 Payout accounts, §4 Transaction form and Delete, §6; docs/decisions/0024-payout-accounts.md.
let server: TestServer;
let who: Callers;
let merchants: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer({ seed: 'core' });
  who = await signInCallers(server);
  merchants = await merchantIdsOf(server);
});
afterAll(async () => {
  await server?.close();
});

type Detail = { loanAccount: PayoutAccountDto; transactions: AccountTransactionDto[] };

async function api<T = unknown>(
  path: string,
  token: string | undefined,
  method = 'GET',
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<ApiAnswer<T>> {
  if (Object.keys(headers).length === 0) return callApi<T>(server.baseUrl, `/api${path}`, { method, token, body });
  const response = await fetch(`${server.baseUrl}/api${path}`, {
    method,
    headers: { ...headers, 'content-type': 'application/json', ...(token === undefined ? {} : { 'x-auth-token': token }) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T, headers: response.headers };
}

/** 10,000 PKR less 2 + 1 + 16 + 0.5 = 19.5 % → 8,050.00 billed. */
const pkrBody = (merchantId: string, overrides: Record<string, unknown> = {}) => ({
  userTypeId: merchantId,
  paymentMethod: 'IBFT',
  currency: 'PKR',
  totalAmount: 10000,
  exchangeRate: null,
  waleeCommission: 2,
  sbpCharges: 1,
  serviceSalesTax: 16,
  withHoldingCharges: 0.5,
  totalBilledAmount: 8050,
  ...overrides,
});

const add = (body: unknown, token = who.admin, headers: Record<string, string> = {}) =>
  api<AccountTransactionDto>('/loan-transactions/add', token, 'POST', body, headers);
const detail = (merchantId: string, token = who.admin) => api<Detail>(`/loan-accounts/get/${merchantId}`, token);

async function ledgerSum(merchantId: string): Promise<string> {
  const row = await server.db
    .selectFrom('payout_ledger_entries')
    .select(sql<string>`coalesce(sum(amount), 0)::text`.as('total'))
    .where('merchant_id', '=', merchantId)
    .executeTakeFirstOrThrow();
  return row.total;
}
async function balance(merchantId: string): Promise<string> {
  const row = await server.db.selectFrom('payout_accounts').select('available_balance').where('merchant_id', '=', merchantId).executeTakeFirst();
  return row?.available_balance ?? '0.00';
}
const transactionCount = async () =>
  Number(
    (
      await server.db
        .selectFrom('account_transactions')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('payout accounts: who may read', () => {
  it('platform staff see every merchant, a merchant only its own account, others nothing', async () => {
    const all = await api<PayoutAccountDto[]>('/loan-accounts/get', who.admin);
    expect(all.status).toBe(200);
    expect(all.body.map((account) => account.merchantName).sort()).toEqual(['Hashir', 'Multiverse', 'Techlets']);
    expect((await api<PayoutAccountDto[]>('/loan-accounts/get', who.support)).status).toBe(200);
    const own = await api<PayoutAccountDto[]>('/loan-accounts/get', who.merchant);
    expect(own.body.map((account) => account.userTypeId)).toEqual([merchants.Multiverse]);
    expect((await api<PayoutAccountDto[]>('/loan-accounts/get', who.techlets)).body.map((account) => account.merchantName)).toEqual(['Techlets']);
    // The carrier has no view right for payout accounts; the merchant viewer neither.
    expect((await api('/loan-accounts/get', who.carrier)).status).toBe(403);
    expect((await api('/loan-accounts/get', who.viewer)).status).toBe(403);
    expect((await api('/loan-accounts/get', undefined)).status).toBe(401);
  });

  it('pages the accounts grid by merchant name, with the same rows and limits as the whole list', async () => {
    type Page = { data: PayoutAccountDto[]; count: number };
    const whole = (await api<PayoutAccountDto[]>('/loan-accounts/get', who.admin)).body;
    const first = await api<Page>('/loan-accounts/get/page?page=1&limit=25', who.admin);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ data: whole, count: whole.length });
    expect((await api<Page>('/loan-accounts/get/page?page=2&limit=25', who.admin)).body).toEqual({ data: [], count: whole.length });
    expect((await api<Page>('/loan-accounts/get/page', who.merchant)).body).toEqual({
      data: [expect.objectContaining({ merchantName: 'Multiverse' })],
      count: 1,
    });
    const badLimit = await api('/loan-accounts/get/page?limit=30', who.admin);
    expect(badLimit.status).toBe(400);
    expect(errorsOf(badLimit.body)[0]?.field).toBe('limit');
    expect((await api('/loan-accounts/get/page', who.viewer)).status).toBe(403);
  });

  it("a merchant reads its own account and transactions, never another merchant's", async () => {
    const created = (await add(pkrBody(merchants.Techlets as string))).body;
    expect((await detail(merchants.Multiverse as string, who.merchant)).status).toBe(200);
    expect((await detail(merchants.Techlets as string, who.merchant)).status).toBe(404);
    expect((await api(`/loan-transactions/get/${created._id}`, who.merchant)).status).toBe(404);
    const techlets = await api<AccountTransactionDto>(`/loan-transactions/get/${created._id}`, who.techlets);
    expect(techlets.status).toBe(200);
    expect(techlets.body).toMatchObject({ _id: created._id, merchantName: 'Techlets', totalBilledAmount: 8050 });
    // History is the platform's (spec 3 §2).
    expect((await api(`/loan-transactions/history/${created._id}`, who.techlets)).status).toBe(403);
    expect((await api(`/loan-transactions/history/${created._id}`, who.support)).status).toBe(200);
  });
});

describe('account transactions: who may change', () => {
  it('merchants, carriers and the view-only platform role cannot create, edit or delete', async () => {
    const merchantId = merchants.Hashir as string;
    const created = (await add(pkrBody(merchantId))).body;
    const before = { count: await transactionCount(), balance: await balance(merchantId) };
    for (const token of [who.support, who.merchant, who.techlets, who.viewer, who.carrier]) {
      expect((await add(pkrBody(merchantId), token)).status).toBe(403);
      expect((await api(`/loan-transactions/edit/${created._id}`, token, 'PUT', pkrBody(merchantId, { totalAmount: 1, totalBilledAmount: 0.81 }))).status).toBe(
        403,
      );
      expect((await api(`/loan-transactions/delete/${created._id}`, token, 'DELETE')).status).toBe(403);
    }
    expect({ count: await transactionCount(), balance: await balance(merchantId) }).toEqual(before);
  });
});

describe('account transactions: money', () => {
  it('credits the billed amount, and keeps balance = sum of the ledger entries through edits and deletes', async () => {
    const merchantId = merchants.Multiverse as string;
    const start = (await detail(merchantId)).body.loanAccount;
    const created = await add(pkrBody(merchantId));
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      merchantName: 'Multiverse',
      currency: 'PKR',
      totalAmount: 10000,
      totalBilledAmount: 8050,
      exchangeRate: null,
      paymentMethod: 'IBFT',
    });
    expect(created.body.transactionId).toMatch(/^AT\d{10}$/);
    expect(created.body.loanAccount.availableBalance).toBe(start.availableBalance + 8050);
    expect(created.body.loanAccount.totalTransactions).toBe(start.totalTransactions + 1);
    expect(await balance(merchantId)).toBe(await ledgerSum(merchantId));

    // Edit: 20,000 PKR at the same charges → 16,100.00; the difference 8,050.00 is a correction.
    const edited = await api<AccountTransactionDto>(
      `/loan-transactions/edit/${created.body._id}`,
      who.admin,
      'PUT',
      pkrBody(merchantId, { totalAmount: 20000, totalBilledAmount: 16100, paymentMethod: 'CASH' }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ _id: created.body._id, totalBilledAmount: 16100, paymentMethod: 'CASH' });
    expect(edited.body.loanAccount.availableBalance).toBe(start.availableBalance + 16100);
    expect(edited.body.loanAccount.totalTransactionsAmount).toBe(start.totalTransactionsAmount + 16100);
    const entries = await server.db
      .selectFrom('payout_ledger_entries')
      .select(['kind', 'amount'])
      .where('reference_id', '=', created.body._id)
      .orderBy('id')
      .execute();
    expect(entries).toEqual([
      { kind: 'top-up', amount: '8050.00' },
      { kind: 'top-up-correction', amount: '8050.00' },
    ]);
    expect(await balance(merchantId)).toBe(await ledgerSum(merchantId));

    const deleted = await api<{ message: string }>(`/loan-transactions/delete/${created.body._id}`, who.admin, 'DELETE');
    expect(deleted.body).toEqual({ message: 'Transaction has been deleted successfully!' });
    expect(await balance(merchantId)).toBe(await ledgerSum(merchantId));
    const after = (await detail(merchantId)).body;
    expect(after.loanAccount).toMatchObject({
      availableBalance: start.availableBalance,
      totalTransactions: start.totalTransactions,
      totalTransactionsAmount: start.totalTransactionsAmount,
    });
    expect(after.transactions.map((row) => row._id)).not.toContain(created.body._id);
    // Hidden, never erased (docs/spec/decisions.md §8), and its History tells what happened.
    const kept = await server.db
      .selectFrom('account_transactions')
      .select(['deleted_at', 'deleted_by'])
      .where('id', '=', created.body._id)
      .executeTakeFirstOrThrow();
    expect(kept.deleted_at).not.toBeNull();
    const history = await api<{ history: { description: string }[] }>(`/loan-transactions/history/${created.body._id}`, who.admin);
    expect(history.body.history.map((entry) => entry.description)).toEqual([
      'Transaction created by admin',
      'Transaction changed (paymentMethod, totalAmount, totalBilledAmount) by admin',
      'Transaction deleted by admin',
    ]);
    expect((await api(`/loan-transactions/get/${created.body._id}`, who.admin)).status).toBe(404);
    expect((await api(`/loan-transactions/delete/${created.body._id}`, who.admin, 'DELETE')).status).toBe(404);
    // Every change is in the audit log, with its actor.
    const audit = await server.db.selectFrom('audit_log').select(['action', 'actor_id']).where('target_id', '=', created.body._id).orderBy('id').execute();
    expect(audit.map((entry) => entry.action)).toEqual(['account-transaction.created', 'account-transaction.edited', 'account-transaction.deleted']);
  });

  it('converts USD by the exchange rate and clears the rate for PKR', async () => {
    const merchantId = merchants.Techlets as string;
    // 10.01 USD × 278.45 = 2,787.28 PKR less 19.5 % (543.52) → 2,243.76.
    const usd = await add(
      pkrBody(merchantId, { currency: 'USD', paymentMethod: 'USD-DEPOSIT', totalAmount: 10.01, exchangeRate: 278.45, totalBilledAmount: 2243.76 }),
    );
    expect(usd.status).toBe(200);
    expect(usd.body).toMatchObject({ currency: 'USD', exchangeRate: 278.45, totalBilledAmount: 2243.76 });
    const pkr = await add(pkrBody(merchantId, { exchangeRate: 300 }));
    expect(pkr.status).toBe(200);
    expect(pkr.body.exchangeRate).toBeNull();
    const missingRate = await add(pkrBody(merchantId, { currency: 'USD', exchangeRate: null }));
    expect(missingRate.status).toBe(400);
    expect(errorsOf(missingRate.body)[0]).toMatchObject({ field: 'exchangeRate', message: 'Please provide exchange rate' });
  });

  it('refuses a billed amount that does not match the domain formula, naming totalBilledAmount', async () => {
    const merchantId = merchants.Multiverse as string;
    const before = { count: await transactionCount(), balance: await balance(merchantId) };
    const answer = await add(pkrBody(merchantId, { totalBilledAmount: 8049.99 }));
    expect(answer.status).toBe(400);
    expect(errorsOf(answer.body)[0]).toMatchObject({ field: 'totalBilledAmount', message: 'Billed amount should be 8050.00' });
    expect({ count: await transactionCount(), balance: await balance(merchantId) }).toEqual(before);
  });

  it('answers bad bodies with 400 naming the field and the specification message', async () => {
    const merchantId = merchants.Multiverse as string;
    const before = await transactionCount();
    for (const [overrides, field, message] of [
      [{ userTypeId: '' }, 'userTypeId', 'Please select a merchant'],
      [{ paymentMethod: 'CHEQUE' }, 'paymentMethod', 'Please provide valid payment method'],
      [{ currency: 'EUR' }, 'currency', 'Please provide currency'],
      [{ totalAmount: -1 }, 'totalAmount', 'Please provide amount'],
      [{ totalAmount: 'ten' }, 'totalAmount', 'Please provide amount'],
      [{ waleeCommission: 99.5 }, 'waleeCommission', 'Please provide PGW commission'],
      [{ sbpCharges: null }, 'sbpCharges', 'Please provide SBP commission'],
      [{ serviceSalesTax: -0.1 }, 'serviceSalesTax', 'Please provide Service sales tax'],
      [{ withHoldingCharges: 100 }, 'withHoldingCharges', 'Please provide withholding tax'],
      [{ userTypeId: '0123456789abcdef01234567' }, 'userTypeId', 'Please select a merchant'],
    ] as const) {
      const answer = await add(pkrBody(merchantId, overrides));
      expect({ overrides, status: answer.status }).toEqual({ overrides, status: 400 });
      expect(errorsOf(answer.body)[0]).toMatchObject({ field, message });
    }
    expect(await transactionCount()).toBe(before);
  });

  it('creates one transaction for a repeated Idempotency-Key, even when the clicks race', async () => {
    const merchantId = merchants.Hashir as string;
    const startBalance = await balance(merchantId);
    const body = pkrBody(merchantId, { totalAmount: 1000, totalBilledAmount: 805 });
    const clicks = await Promise.all(Array.from({ length: 5 }, () => add(body, who.admin, { 'Idempotency-Key': 'double-click-1' })));
    expect(clicks.map((answer) => answer.status)).toEqual(Array(5).fill(200));
    expect(new Set(clicks.map((answer) => answer.body._id)).size).toBe(1);
    expect(await balance(merchantId)).toBe(toAmountString(addMoney(money(startBalance, 'PKR'), money('805', 'PKR'))));
    expect(
      await server.db
        .selectFrom('account_transactions')
        .select('id')
        .where('id', '=', clicks[0]?.body._id ?? '')
        .execute(),
    ).toHaveLength(1);
    const reused = await add(pkrBody(merchantId, { totalAmount: 2000, totalBilledAmount: 1610 }), who.admin, { 'Idempotency-Key': 'double-click-1' });
    expect(reused.status).toBe(422);
    expect(errorsOf(reused.body)[0]?.field).toBe('Idempotency-Key');
    const malformed = await add(body, who.admin, { 'Idempotency-Key': 'x'.repeat(201) });
    expect(malformed.status).toBe(400);
    expect(errorsOf(malformed.body)[0]?.field).toBe('Idempotency-Key');
    expect(await balance(merchantId)).toBe(await ledgerSum(merchantId));
  });

  it('refuses a correction that would take the balance below zero (money already paid out)', async () => {
    const merchantId = merchants.Techlets as string;
    const created = (await add(pkrBody(merchantId, { totalAmount: 1000000, totalBilledAmount: 805000 }))).body;
    // Pay out all but 100.00 of the account.
    const available = money(await balance(merchantId), 'PKR');
    const payout = await server.db.transaction().execute((trx) =>
      PayoutLedger.post(trx, {
        merchantId,
        kind: 'payout',
        amount: debitOf(money(Number(available.minor - 10000n) / 100, 'PKR')),
        referenceType: 'test',
        referenceId: 'paid-out',
        description: 'Payout',
        createdBy: null,
      }),
    );
    expect(payout.ok).toBe(true);
    const deleted = await api(`/loan-transactions/delete/${created._id}`, who.admin, 'DELETE');
    expect(deleted.status).toBe(409);
    expect(errorsOf(deleted.body)[0]?.message).toContain('already been paid out');
    const lowered = await api(`/loan-transactions/edit/${created._id}`, who.admin, 'PUT', pkrBody(merchantId, { totalAmount: 1000, totalBilledAmount: 805 }));
    expect(lowered.status).toBe(409);
    expect(errorsOf(lowered.body)[0]).toMatchObject({ field: 'totalAmount' });
    expect(await balance(merchantId)).toBe('100.00');
    expect((await api(`/loan-transactions/get/${created._id}`, who.admin)).status).toBe(200);
    expect(await balance(merchantId)).toBe(await ledgerSum(merchantId));
    // Lowering by less than what is left is fine.
    const small = await api<AccountTransactionDto>(
      `/loan-transactions/edit/${created._id}`,
      who.admin,
      'PUT',
      pkrBody(merchantId, { totalAmount: 999900, totalBilledAmount: 804919.5 }),
    );
    expect(small.status).toBe(200);
    expect(await balance(merchantId)).toBe('19.50');
  });

  it('checks the summary balance the confirm step sends (availableBilledAmount)', async () => {
    const merchantId = merchants.Multiverse as string;
    const current = Number(await balance(merchantId));
    const stale = await add(pkrBody(merchantId, { availableBilledAmount: current + 8050 - 1 }));
    expect(stale.status).toBe(409);
    expect(errorsOf(stale.body)[0]?.field).toBe('availableBilledAmount');
    const right = await add(pkrBody(merchantId, { availableBilledAmount: current + 8050 }));
    expect(right.status).toBe(200);
    expect(right.body.loanAccount.availableBalance).toBe(current + 8050);
  });

  it('keeps a transaction with its merchant', async () => {
    const created = (await add(pkrBody(merchants.Multiverse as string))).body;
    const moved = await api(`/loan-transactions/edit/${created._id}`, who.admin, 'PUT', pkrBody(merchants.Techlets as string));
    expect(moved.status).toBe(409);
    expect(errorsOf(moved.body)[0]?.field).toBe('userTypeId');
  });
});
