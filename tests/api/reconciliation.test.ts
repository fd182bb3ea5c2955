import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReconciliationLineDto, ReconciliationSummaryDto } from '../../src/contract/reconciliation.contract';
import { businessDayOf, dayRangeUtc, shiftBusinessDate } from '../../src/domain/time/business-day';
import { hashPassword } from '../../server/src/auth/password-hasher';
import { inFlightHoldMs } from '../../server/src/checkout/checkout-payments.service';
import { newRecordId } from '../../server/src/db/record-id';
import { basePrefixes } from '../../server/src/http/base-prefixes';
import { CheckoutSandboxAdapter } from '../../server/src/providers/checkout.sandbox-adapter';
import { ProviderBooks } from '../../server/src/providers/provider-books';
import { providerStatements } from '../../server/src/providers/provider-statement.port';
import { ReconciliationRepository } from '../../server/src/reconciliation/reconciliation.repository';
import { ReconciliationService } from '../../server/src/reconciliation/reconciliation.service';
import { PayoutLedger } from '../../server/src/payout-ledger';
import { money } from '../../src/domain/money/money';
import { callApi, errorsOf } from './support/api-client';
import { checkoutMerchant, sessionPath, signedPost } from './support/checkout-merchant';
import { startTestServer, type TestServer } from './support/test-server';

// docs/decisions/0035-reconciliation.md: a provider's statement of a business day against our books.
let server: TestServer;
const tokens: Record<string, string> = {};
const today = businessDayOf(new Date());
let books: ProviderBooks;
let sessionId: string;

type LinesAnswer = { lines: ReconciliationLineDto[]; totalCount: number };
type RefundAnswer = { outcome: 'refunded' | 'awaiting-approval' | 'refused'; message: string; line: ReconciliationLineDto };

beforeAll(async () => {
  // The classification rules are proven on the in-process sandbox, whose books this file writes to
  // directly; reconciliation-simulators.test.ts reads the wallets' statements from their simulators.
  server = await startTestServer({ env: { PAYOUT_FOUR_EYES_ABOVE: '1000', SIMULATORS: 'false' } });
  books = new ProviderBooks(server.db);
  for (const [userName, password] of [
    ['admin', 'admin12345'],
    ['support', 'support123'],
    ['merchant', 'merchant123'],
  ] as const) {
    tokens[userName] = await server.signIn(userName, password);
  }
  // A second platform admin: the four-eyes approver.
  const admin = await server.db.selectFrom('users').select(['role_id', 'user_type_id']).where('user_name', '=', 'admin').executeTakeFirstOrThrow();
  await server.db
    .insertInto('users')
    .values({
      id: newRecordId(),
      name: 'Second Admin',
      user_name: 'second.admin',
      email: 'second.admin@walee.example',
      password_hash: await hashPassword('second12345'),
      user_type: 'Admin',
      user_type_id: admin.user_type_id,
      role_id: admin.role_id,
    })
    .execute();
  tokens.second = await server.signIn('second.admin', 'second12345');
  sessionId = (await server.db.selectFrom('checkout_sessions').select('id').limit(1).executeTakeFirstOrThrow()).id;
}, 120_000);
afterAll(async () => {
  await server?.close();
});

/** One of our checkout transactions, as the settlement records it, with the provider's reference. */
async function ourTransaction(
  provider: 'easypaisa' | 'jazzcash' | 'card',
  reference: string,
  amount: string,
  status: 'Success' | 'Failed' = 'Success',
): Promise<void> {
  await sql`
    insert into transactions (id, transaction_id, order_id, merchant_id, service_id, provider, msisdn, country, operator, product_name, service_name,
      transaction_date, amount, currency, merchant_share_value, walee_share_value, net_amount, status, provider_reference)
    select ${newRecordId()}, ${`RC${reference}`}, ${`ORDER-${reference}`}, merchant_id, service_id, ${provider}, msisdn, country, operator, product_name, service_name,
      now(), ${amount}, 'PKR', ${amount}, 0, ${amount}, ${status}, ${reference}
    from transactions limit 1`.execute(server.db);
}

const charge = (provider: 'easypaisa' | 'jazzcash' | 'card', reference: string, amount: string) =>
  books.record({ provider, kind: 'charge', providerReference: reference, merchantReference: reference, amount, currency: 'PKR', status: 'SUCCESS' });

const run = (token: string | undefined, provider: string, day = today) =>
  callApi<ReconciliationSummaryDto>(server.baseUrl, '/api/reconciliation/runs', { method: 'POST', token, body: { provider, day } });
const lines = (token: string | undefined, query: string) => callApi<LinesAnswer>(server.baseUrl, `/api/reconciliation/lines?${query}`, { token });
const lineOf = async (provider: string, reference: string) => {
  const answer = await lines(tokens.admin, `provider=${provider}&day=${today}&reference=${encodeURIComponent(reference)}`);
  const found = answer.body.lines.find((line) => line.providerReference === reference);
  if (found === undefined) throw new Error(`no line ${reference}`);
  return found;
};
const refund = (token: string | undefined, id: string, reason = 'Charge never recorded') =>
  callApi<RefundAnswer>(server.baseUrl, `/api/reconciliation/lines/${id}/refund`, { method: 'POST', token, body: { reason } });
const resolve = (token: string | undefined, id: string, note: string) =>
  callApi<{ line: ReconciliationLineDto }>(server.baseUrl, `/api/reconciliation/lines/${id}/resolve`, { method: 'POST', token, body: { note } });

async function upload(token: string | undefined, provider: string, day: string, text: string, name = 'statement.csv') {
  const form = new FormData();
  form.append('file', new Blob([text], { type: 'text/csv' }), name);
  const headers: Record<string, string> = token === undefined ? {} : { 'x-auth-token': token };
  const response = await fetch(`${server.baseUrl}/api/reconciliation/runs/upload?provider=${provider}&day=${day}`, { method: 'POST', headers, body: form });
  return { status: response.status, body: (await response.json()) as ReconciliationSummaryDto };
}

/** A provider's lost answer: the wallet sandbox takes the money, the gateway never hears of it. */
async function lostAnswer(amount: string, method: 'EASYPAISA' | 'JAZZCASH' = 'JAZZCASH'): Promise<string> {
  const answer = await callApi<{ merchantRefNumber: string; status: string }>(server.baseUrl, '/payment-gateway/sandbox/lost-answers', {
    method: 'POST',
    body: { sessionId, method, amount },
  });
  expect(answer.status).toBe(200);
  expect(answer.body.status).toBe('PAID');
  return answer.body.merchantRefNumber;
}

describe('the provider books and statements', () => {
  it('serves a business day as a settlement file with exact amounts', async () => {
    const reference = await lostAnswer('1234.50', 'EASYPAISA');
    const response = await fetch(`${server.baseUrl}/payment-gateway/sandbox/statements/easypaisa/${today}.csv`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/csv/);
    const text = await response.text();
    const [header, ...rest] = text.trim().split('\r\n');
    expect(header).toBe('Transaction Date,Provider Reference,Merchant Reference,Type,Amount,Currency,Status');
    const line = rest.find((row) => row.includes(reference));
    expect(line).toMatch(new RegExp(`^${today} \\d{2}:\\d{2}:\\d{2},${reference},${reference},CHARGE,1234.50,PKR,SUCCESS$`));
    expect((await fetch(`${server.baseUrl}/payment-gateway/sandbox/statements/nobody/${today}.csv`)).status).toBe(404);
  });

  it('books a charge once, whatever asks again', async () => {
    await charge('card', 'TWICE-1', '10.00');
    await charge('card', 'TWICE-1', '10.00');
    const rows = await server.db.selectFrom('provider_book_entries').select('id').where('provider_reference', '=', 'TWICE-1').execute();
    expect(rows).toHaveLength(1);
  });
});

describe('POST /api/reconciliation/runs classifies every line', () => {
  it('finds matched, differs, provider_only and ours_only lines', async () => {
    await charge('jazzcash', 'JC-MATCH-1', '500.00');
    await ourTransaction('jazzcash', 'JC-MATCH-1', '500.00');
    await charge('jazzcash', 'JC-DIFF-1', '700.00');
    await ourTransaction('jazzcash', 'JC-DIFF-1', '699.99');
    await charge('jazzcash', 'JC-DIFF-2', '300.00');
    await ourTransaction('jazzcash', 'JC-DIFF-2', '300.00', 'Failed');
    const orphan = await lostAnswer('250.00');
    await ourTransaction('jazzcash', 'JC-OURS-1', '125.00');

    const answer = await run(tokens.admin, 'jazzcash');
    expect(answer.status).toBe(200);
    expect(answer.body.run?.source).toBe('provider');
    expect((await lineOf('jazzcash', 'JC-MATCH-1')).class).toBe('matched');
    const differs = await lineOf('jazzcash', 'JC-DIFF-1');
    expect(differs).toMatchObject({ class: 'differs', statementAmount: 700, ourAmount: 699.99 });
    expect((await lineOf('jazzcash', 'JC-DIFF-2')).class).toBe('differs');
    expect(await lineOf('jazzcash', orphan)).toMatchObject({ class: 'provider_only', kind: 'charge', statementAmount: 250, ourId: null, state: 'open' });
    expect(await lineOf('jazzcash', 'JC-OURS-1')).toMatchObject({ class: 'ours_only', ourAmount: 125, statementAmount: null });

    const counts = Object.fromEntries(answer.body.classes.map((total) => [total.class, total.count]));
    const stored = await sql<{
      class: string;
      n: number;
    }>`select class, count(*)::int as n from reconciliation_lines l join reconciliation_runs r on r.id = l.run_id
      where r.provider = 'jazzcash' and r.business_day = ${today}::date group by class`.execute(server.db);
    for (const row of stored.rows) expect(counts[row.class]).toBe(Number(row.n));

    const filtered = await lines(tokens.admin, `provider=jazzcash&day=${today}&class=differs`);
    expect(filtered.body.lines.every((line) => line.class === 'differs')).toBe(true);
    expect(filtered.body.totalCount).toBe(counts.differs);
  });

  it('matches a call-centre refund, booked by the wallet sandbox, and a payout by the provider reference', async () => {
    const paid = await server.db
      .selectFrom('transactions as t')
      .innerJoin('services as s', 's.id', 't.service_id')
      .select(['t.transaction_id', 's.service_id'])
      .where('t.provider', '=', 'easypaisa')
      .where('t.status', '=', 'Success')
      .where('t.amount', '>', '1')
      .where('t.order_id', 'not like', 'SBX-%')
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('refunds as f').select('f.id').whereRef('f.transaction_id', '=', 't.id'))))
      .executeTakeFirstOrThrow();
    const refunded = await callApi<{ status: string; refund?: { providerReference?: string | null } }>(server.baseUrl, '/hash-service/via-mw/refund', {
      method: 'POST',
      token: tokens.admin,
      body: { operator: 'easypaisa', transactionNumber: paid.transaction_id, serviceId: paid.service_id },
    });
    expect(refunded.status).toBe(200);
    const ours = await server.db
      .selectFrom('refunds')
      .select(['provider_reference', 'status'])
      .where('transaction_number', '=', paid.transaction_id)
      .executeTakeFirstOrThrow();
    expect(ours.status).toBe('completed');
    const booked = await server.db
      .selectFrom('provider_book_entries')
      .select(['kind', 'merchant_reference'])
      .where('provider_reference', '=', ours.provider_reference ?? '')
      .executeTakeFirstOrThrow();
    expect(booked).toEqual({ kind: 'refund', merchant_reference: paid.transaction_id });

    const loan = await server.db.selectFrom('loan_requests').select(['id', 'loan_id', 'amount']).where('status', '=', 'Approved').executeTakeFirstOrThrow();
    await server.db.updateTable('loan_requests').set({ provider_reference: 'EP-PAYOUT-1' }).where('id', '=', loan.id).execute();
    await books.record({
      provider: 'easypaisa',
      kind: 'payout',
      providerReference: 'EP-PAYOUT-1',
      merchantReference: loan.loan_id,
      amount: loan.amount,
      currency: 'PKR',
      status: 'SUCCESS',
    });
    expect((await run(tokens.admin, 'easypaisa')).status).toBe(200);
    expect(await lineOf('easypaisa', 'EP-PAYOUT-1')).toMatchObject({ kind: 'payout', class: 'matched', ourId: loan.loan_id });
    expect(await lineOf('easypaisa', ours.provider_reference ?? '')).toMatchObject({
      kind: 'refund',
      class: 'matched',
      merchantReference: paid.transaction_id,
    });
  });

  it('matches a late charge the checkout gave back with its voided attempt, the charge as well as its refund', async () => {
    const merchant = await checkoutMerchant(server);
    const opened = await signedPost(server.baseUrl, merchant, sessionPath, {
      orderId: `RC-LATE-${Date.now()}`,
      serviceId: merchant.serviceId,
      amount: '88.15',
      currency: 'PKR',
      product: 'Gold plan',
      redirectUrl: 'https://merchant.example/done',
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const session = String(opened.body.sessionId);
    // An attempt claimed past its hold whose start never reached the wallet (the server stopped in between).
    const lateRef = `PGWLATE${Date.now()}`;
    const attemptId = newRecordId();
    await server.db
      .insertInto('checkout_attempts')
      .values({
        id: attemptId,
        session_id: session,
        merchant_ref_number: lateRef,
        idempotency_key: 'late-start',
        method: 'MWALLET-R2P',
        created_at: new Date(Date.now() - inFlightHoldMs - 1000),
      })
      .execute();
    // The customer pays again: the stale attempt is ended, the new one pays the order.
    const paid = await callApi(server.baseUrl, '/payment-gateway/e-wallet/via-r-2-p', {
      method: 'POST',
      body: {
        sessionId: session,
        paymentMethod: 'MWALLET',
        email: 'buyer@mail.example',
        customerMobile: '03001234567',
        debitMobileWalletNo: '03001234567',
        idempotencyKey: 'late-paid',
      },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    // The lost start arrives after all: the wallet sandbox charges it and the checkout gives it back.
    await new CheckoutSandboxAdapter(server.db, basePrefixes.paymentGateway).start({
      merchantRefNumber: lateRef,
      sessionId: session,
      method: 'MWALLET-R2P',
      amount: '88.15',
      currency: 'PKR',
      customerMobile: '03001234567',
    });
    expect((await callApi(server.baseUrl, '/payment-gateway/payment-status', { method: 'POST', body: { referanceNumber: lateRef } })).status).toBe(200);
    const attempt = await server.db.selectFrom('checkout_attempts').select('state').where('id', '=', attemptId).executeTakeFirstOrThrow();
    expect(attempt.state).toBe('voided');

    expect((await run(tokens.admin, 'easypaisa')).status).toBe(200);
    const found = await lines(tokens.admin, `provider=easypaisa&day=${today}&reference=${lateRef}`);
    expect(
      found.body.lines.map(({ kind, class: lineClass, providerReference, statementAmount, ourId, ourAmount, ourStatus }) => ({
        kind,
        class: lineClass,
        providerReference,
        statementAmount,
        ourId,
        ourAmount,
        ourStatus,
      })),
    ).toEqual([
      { kind: 'charge', class: 'matched', providerReference: lateRef, statementAmount: 88.15, ourId: attemptId, ourAmount: 88.15, ourStatus: 'voided' },
      { kind: 'refund', class: 'matched', providerReference: lateRef, statementAmount: 88.15, ourId: attemptId, ourAmount: 88.15, ourStatus: 'completed' },
    ]);
  });

  it('books a payout the sandbox made and matches it with the payout request', async () => {
    const merchant = await server.db.selectFrom('users').select('user_type_id').where('user_name', '=', 'merchant').executeTakeFirstOrThrow();
    await server.db.transaction().execute((trx) =>
      PayoutLedger.post(trx, {
        merchantId: merchant.user_type_id,
        kind: 'top-up',
        amount: money('100.00', 'PKR'),
        referenceType: 'test',
        referenceId: null,
        description: 'Top-up',
        createdBy: null,
      }),
    );
    const form = {
      merchantOrderId: `RC-${Date.now()}`,
      amount: 20,
      certName: 'Ali Raza',
      certId: '35202-1234567-1',
      payoutType: 'WALLET',
      bankName: 'Easypaisa',
      msisdn: '03001234567',
      bankNo: '03001234567',
      description: 'Salary advance',
    };
    const added = await callApi<{ result: { _id: string; loanId: string } }>(server.baseUrl, '/api/loan-requests/add-admin-loan-request', {
      method: 'POST',
      token: tokens.merchant,
      body: form,
    });
    expect(added.status).toBe(200);
    const decided = await callApi(server.baseUrl, '/api/loan-requests/change-status', {
      method: 'PUT',
      token: tokens.admin,
      body: { id: added.body.result._id, status: 'Approved', amount: 20, merchant: 'Multiverse' },
    });
    expect(decided.status).toBe(200);
    let entry: { provider_reference: string } | undefined;
    for (let tries = 0; tries < 400 && entry === undefined; tries += 1) {
      entry = await server.db
        .selectFrom('provider_book_entries')
        .select('provider_reference')
        .where('kind', '=', 'payout')
        .where('merchant_reference', '=', added.body.result.loanId)
        .executeTakeFirst();
      if (entry === undefined) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(entry).toBeDefined();
    expect((await run(tokens.admin, 'easypaisa')).status).toBe(200);
    expect(await lineOf('easypaisa', entry?.provider_reference ?? '')).toMatchObject({
      kind: 'payout',
      class: 'matched',
      ourId: added.body.result.loanId,
      statementAmount: 20,
    });
  });

  it('matches a payment either side of midnight, and does not call it ours only the next day', async () => {
    const yesterday = shiftBusinessDate(today, -1);
    const beforeMidnight = new Date(Date.parse(dayRangeUtc(today).startUtc) - 2_000);
    await books.record({
      provider: 'card',
      kind: 'charge',
      providerReference: 'CARD-MIDNIGHT',
      merchantReference: 'CARD-MIDNIGHT',
      amount: '42.00',
      currency: 'PKR',
      status: 'SUCCESS',
      at: beforeMidnight,
    });
    await ourTransaction('card', 'CARD-MIDNIGHT', '42.00');
    expect((await run(tokens.admin, 'card', yesterday)).status).toBe(200);
    const lastNight = await lines(tokens.admin, `provider=card&day=${yesterday}&reference=CARD-MIDNIGHT`);
    expect(lastNight.body.lines.map((line) => line.class)).toEqual(['matched']);
    expect((await run(tokens.admin, 'card')).status).toBe(200);
    const todays = await lines(tokens.admin, `provider=card&day=${today}&reference=CARD-MIDNIGHT`);
    expect(todays.body.lines).toEqual([]);
  });

  it('exports the filtered lines as CSV', async () => {
    const response = await fetch(`${server.baseUrl}/api/reconciliation/lines/export?provider=jazzcash&day=${today}&class=ours_only`, {
      headers: { 'x-auth-token': tokens.admin ?? '' },
    });
    expect(response.status).toBe(200);
    const text = await response.text();
    const rows = text.trim().split('\r\n');
    expect(rows[0]).toMatch(/^Line,Type,Class,State,Provider Reference/);
    expect(rows.slice(1).every((row) => row.includes(',ours_only,'))).toBe(true);
    expect(text).toContain('JC-OURS-1');
  });
});

describe('refunding an orphan charge', () => {
  it('gives a charge under the limit back at once, once', async () => {
    const orphan = await lostAnswer('400.00');
    await run(tokens.admin, 'jazzcash');
    const line = await lineOf('jazzcash', orphan);
    const first = await refund(tokens.admin, line._id);
    expect(first.status).toBe(200);
    expect(first.body.outcome).toBe('refunded');
    expect(first.body.line).toMatchObject({ state: 'refunded', resolvedBy: 'admin' });
    const again = await refund(tokens.admin, line._id);
    expect(again.body.outcome).toBe('refunded');
    const entries = await server.db.selectFrom('provider_book_entries').select('kind').where('provider_reference', '=', orphan).execute();
    expect(entries.map((entry) => entry.kind).sort()).toEqual(['charge', 'refund']);
    const audit = await server.db.selectFrom('audit_log').select('action').where('target_id', '=', line._id).execute();
    expect(audit.map((entry) => entry.action)).toEqual(['reconciliation.orphan-refunded']);
    // The next run matches the provider's refund with ours, and keeps the resolution.
    await run(tokens.admin, 'jazzcash');
    expect((await lineOf('jazzcash', orphan)).state).toBe('refunded');
    const refundLine = (await lines(tokens.admin, `provider=jazzcash&day=${today}&reference=${orphan}`)).body.lines.find((l) => l.kind === 'refund');
    expect(refundLine?.class).toBe('matched');
  });

  it('above the four-eyes limit waits for a second, different staff member', async () => {
    const orphan = await lostAnswer('1500.00');
    await run(tokens.admin, 'jazzcash');
    const line = await lineOf('jazzcash', orphan);
    const asked = await refund(tokens.admin, line._id);
    expect(asked.body.outcome).toBe('awaiting-approval');
    expect(asked.body.line).toMatchObject({ state: 'refund_pending', refundRequestedBy: 'admin' });
    expect((await refund(tokens.admin, line._id)).body.outcome).toBe('awaiting-approval');
    const summary = await callApi<ReconciliationSummaryDto>(server.baseUrl, `/api/reconciliation/summary?provider=jazzcash&day=${today}`, {
      token: tokens.admin,
    });
    expect(summary.body.pendingApprovals).toBeGreaterThanOrEqual(1);
    const approved = await refund(tokens.second, line._id);
    expect(approved.body.outcome).toBe('refunded');
    expect(approved.body.line).toMatchObject({ state: 'refunded', resolvedBy: 'second.admin', refundRequestedBy: 'admin' });
    const audit = await server.db.selectFrom('audit_log').select('action').where('target_id', '=', line._id).orderBy('id').execute();
    expect(audit.map((entry) => entry.action)).toEqual(['reconciliation.refund-requested', 'reconciliation.orphan-refunded']);
  });

  it('refuses a line that is not an orphan charge', async () => {
    const matched = await lineOf('jazzcash', 'JC-MATCH-1');
    const answer = await refund(tokens.admin, matched._id);
    expect(answer.status).toBe(409);
    expect((await refund(tokens.admin, '999999999')).status).toBe(404);
    // Text that is no line number, or one past exact numbers, names no line either (never another line).
    expect((await refund(tokens.admin, '0123456789abcdef01234567')).status).toBe(404);
    expect((await refund(tokens.admin, '9007199254740993')).status).toBe(404);
  });
});

describe('resolving a line with a note', () => {
  it('resolves once; the same note again answers the line, another is refused', async () => {
    const line = await lineOf('jazzcash', 'JC-OURS-1');
    const first = await resolve(tokens.admin, line._id, 'Statement of the next day holds it');
    expect(first.status).toBe(200);
    expect(first.body.line).toMatchObject({ state: 'resolved', note: 'Statement of the next day holds it', resolvedBy: 'admin' });
    expect((await resolve(tokens.admin, line._id, 'Statement of the next day holds it')).status).toBe(200);
    expect((await resolve(tokens.second, line._id, 'Other words')).status).toBe(409);
    expect((await resolve(tokens.admin, (await lineOf('jazzcash', 'JC-MATCH-1'))._id, 'fine')).status).toBe(409);
    const audit = await server.db.selectFrom('audit_log').select('action').where('target_id', '=', line._id).execute();
    expect(audit.map((entry) => entry.action)).toEqual(['reconciliation.resolved']);
    // A re-run keeps the resolution.
    await run(tokens.admin, 'jazzcash');
    expect((await lineOf('jazzcash', 'JC-OURS-1')).state).toBe('resolved');
    const resolved = await lines(tokens.admin, `provider=jazzcash&day=${today}&status=resolved`);
    expect(resolved.body.lines.map((l) => l.providerReference)).toContain('JC-OURS-1');
  });
});

describe('POST /api/reconciliation/runs/upload', () => {
  const header = 'Transaction Date,Provider Reference,Merchant Reference,Type,Amount,Currency,Status';

  it('reconciles the day against an uploaded statement', async () => {
    await ourTransaction('card', 'CARD-UP-1', '99.00');
    const text = `${header}\r\n${today} 10:00:00,CARD-UP-1,CARD-UP-1,CHARGE,99.00,PKR,SUCCESS\r\n${today} 11:00:00,CARD-UP-2,CARD-UP-2,CHARGE,20.00,PKR,SUCCESS\r\n`;
    const answer = await upload(tokens.admin, 'card', today, text, 'card-statement.csv');
    expect(answer.status).toBe(200);
    expect(answer.body.run).toMatchObject({ source: 'upload', fileName: 'card-statement.csv', statementLines: 2 });
    expect((await lineOf('card', 'CARD-UP-1')).class).toBe('matched');
    expect((await lineOf('card', 'CARD-UP-2')).class).toBe('provider_only');
  });

  it('answers 400 naming the line and column of a bad row', async () => {
    const text = `${header}\n${today} 10:00:00,A-1,A-1,CHARGE,10.00,PKR,SUCCESS\n${today} 10:01:00,A-2,A-2,CHARGE,12.5,PKR,SUCCESS\n`;
    const answer = await upload(tokens.admin, 'card', today, text);
    expect(answer.status).toBe(400);
    expect(errorsOf(answer.body)[0]?.message).toBe('Line 3, column Amount: "12.5" is not an amount with two decimals, such as 1500.00');
    const wrongDay = await upload(tokens.admin, 'card', today, `${header}\n2001-01-01 10:00:00,A-1,A-1,CHARGE,10.00,PKR,SUCCESS\n`);
    expect(errorsOf(wrongDay.body)[0]?.message).toMatch(/^Line 2, column Transaction Date:/);
    const badHeader = await upload(tokens.admin, 'card', today, 'Date,Ref\n');
    expect(errorsOf(badHeader.body)[0]?.message).toMatch(/^Line 1: The first line must be the header/);
    const binary = await upload(tokens.admin, 'card', today, 'PK\u0003\u0004rest');
    expect(binary.status).toBe(400);
    expect(errorsOf(binary.body)[0]?.message).toMatch(/spreadsheet/);
  });
});

describe('rights', () => {
  it('lets support staff read and never change', async () => {
    expect((await lines(tokens.support, `provider=jazzcash&day=${today}`)).status).toBe(200);
    expect((await run(tokens.support, 'jazzcash')).status).toBe(403);
    const line = await lineOf('jazzcash', 'JC-DIFF-2');
    expect((await refund(tokens.support, line._id)).status).toBe(403);
    expect((await resolve(tokens.support, line._id, 'no')).status).toBe(403);
    expect((await upload(tokens.support, 'card', today, 'x')).status).toBe(403);
  });

  it('refuses another organisation’s users and strangers', async () => {
    expect((await lines(tokens.merchant, `provider=jazzcash&day=${today}`)).status).toBe(403);
    expect((await run(tokens.merchant, 'jazzcash')).status).toBe(403);
    const line = await lineOf('jazzcash', 'JC-DIFF-2');
    expect((await resolve(tokens.merchant, line._id, 'no')).status).toBe(403);
    expect((await run(undefined, 'jazzcash')).status).toBe(401);
  });
});

describe('the daily reconciliation', () => {
  it('reconciles the day before once per provider, whichever of two servers asks, and leaves an uploaded day alone', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000);
    const serviceOf = () =>
      new ReconciliationService({
        db: server.db,
        repository: new ReconciliationRepository(server.db, 'Asia/Karachi'),
        statements: providerStatements(server.db),
        checkoutProvider: new CheckoutSandboxAdapter(server.db, basePrefixes.paymentGateway),
        fourEyesAbove: null,
        zone: 'Asia/Karachi',
        now: () => tomorrow,
      });
    const ran: string[] = [];
    const log = { info: (data: object) => ran.push((data as { provider: string }).provider), error: () => undefined };
    await Promise.all([serviceOf().runDaily(log), serviceOf().runDaily(log)]);
    expect(ran.sort()).toEqual(['easypaisa', 'jazzcash']);
    const claims = await server.db.selectFrom('reconciliation_daily_claims').select('provider').where('business_day', '=', today).execute();
    expect(claims).toHaveLength(3);
    const runs = await server.db
      .selectFrom('reconciliation_runs')
      .select(['provider', 'started_by_name', 'source'])
      .where('business_day', '=', today)
      .orderBy('provider')
      .execute();
    expect(runs.map((run) => [run.provider, run.started_by_name, run.source])).toEqual([
      ['card', 'admin', 'upload'],
      ['easypaisa', 'daily reconciliation', 'provider'],
      ['jazzcash', 'daily reconciliation', 'provider'],
    ]);
    // Resolutions survive the nightly re-run.
    expect((await lineOf('jazzcash', 'JC-OURS-1')).state).toBe('resolved');
    await serviceOf().runDaily(log);
    expect(ran).toHaveLength(2);
  });
});
