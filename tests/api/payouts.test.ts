import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { money, toAmountString } from '../../src/domain/money/money';
import { PayoutLedger } from '../../server/src/payout-ledger';
import { sandboxPayoutNumbers } from '../../server/src/providers/payout-disbursal.sandbox-adapter';
import { callApi, errorsOf } from './support/api-client';
import { startTestServer, type TestServer } from './support/test-server';

// docs/decisions/0025-payouts.md, on the real database (PGlite, or PostgreSQL with DATABASE_URL).
const fastWorker = { PAYOUT_WORKER_POLL_MS: '20', PAYOUT_RETRY_BASE_MS: '10', PAYOUT_MAX_ATTEMPTS: '3', PAYOUT_FOUR_EYES_ABOVE: '100000' };

interface LoanRequest {
  _id: string;
  loanId: string;
  status: string;
  amount: number;
  message: string | null;
  userTypeId: string;
  job: { nextTry: string | null; nextTryReason: string | null };
}

let server: TestServer;
const tokens: Record<string, string> = {};
let multiverse: string;
let techlets: string;
let order = 0;

const call = <T>(method: string, path: string, as: string, body?: unknown, headers?: Record<string, string>) =>
  headers === undefined
    ? callApi<T>(server.baseUrl, path, { method, token: tokens[as] ?? '', body })
    : fetch(`${server.baseUrl}${path}`, {
        method,
        headers: { 'content-type': 'application/json', 'x-auth-token': tokens[as] ?? '', ...headers },
        body: JSON.stringify(body),
      }).then(async (response) => ({
        status: response.status,
        body: (await response.json()) as T,
        headers: response.headers,
      }));

function payoutForm(overrides: Record<string, unknown> = {}) {
  order += 1;
  return {
    merchantOrderId: `T-${order}-${Math.random().toString(36).slice(2, 8)}`,
    amount: 10,
    certName: 'Ali Raza',
    certId: '35202-1234567-1',
    payoutType: 'WALLET',
    bankName: 'Easypaisa',
    msisdn: '03001234567',
    bankNo: '03001234567',
    description: 'Salary advance',
    ...overrides,
  };
}

async function add(as: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const answer = await call<{ result: { loanId: string; _id: string } }>('POST', '/api/loan-requests/add-admin-loan-request', as, payoutForm(overrides));
  expect(answer.status).toBe(200);
  return answer.body.result._id;
}

const get = (id: string, as = 'admin') => call<LoanRequest>('GET', `/api/loan-requests/get/${id}`, as);
const decide = (id: string, status: 'Approved' | 'Rejected', amount: number, as = 'admin') =>
  call<LoanRequest>('PUT', '/api/loan-requests/change-status', as, { id, status, amount, merchant: 'Multiverse' });

async function topUp(merchantId: string, amount: string): Promise<void> {
  await server.db.transaction().execute((trx) =>
    PayoutLedger.post(trx, {
      merchantId,
      kind: 'top-up',
      amount: money(amount, 'PKR'),
      referenceType: 'test',
      referenceId: null,
      description: 'Top-up',
      createdBy: null,
    }),
  );
}

const balance = async (merchantId: string) => toAmountString(await PayoutLedger.balanceOf(server.db, merchantId));

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

beforeAll(async () => {
  server = await startTestServer({ seed: 'core', env: fastWorker });
  for (const [name, password] of [
    ['admin', 'admin12345'],
    ['support', 'support123'],
    ['merchant', 'merchant123'],
    ['viewer', 'viewer123'],
    ['techlets', 'merchant123'],
    ['jazz.ops', 'carrier123'],
  ] as const) {
    tokens[name] = await server.signIn(name, password);
  }
  const merchants = await server.db.selectFrom('merchants').select(['id', 'name']).execute();
  multiverse = merchants.find((m) => m.name.startsWith('Multiverse'))?.id ?? '';
  techlets = merchants.find((m) => m.name.startsWith('Techlets'))?.id ?? '';
  expect(multiverse).not.toBe('');
  expect(techlets).not.toBe('');
});
afterAll(async () => server.close());

describe('payout requests: tenancy and rights', () => {
  it('shows a merchant only its own requests; platform staff see all; others are refused', async () => {
    const own = await add('merchant');
    const other = await add('techlets');
    const list = await call<{ loanRequests: LoanRequest[]; totalCount: number }>('POST', '/api/loan-requests/get', 'merchant', { page: 1, limit: 100 });
    expect(list.status).toBe(200);
    expect(list.body.loanRequests.map((row) => row._id)).toContain(own);
    expect(list.body.loanRequests.every((row) => row.userTypeId === multiverse)).toBe(true);
    expect((await get(other, 'merchant')).status).toBe(404);
    expect((await get(own, 'merchant')).status).toBe(200);
    expect((await get(other, 'admin')).status).toBe(200);
    const all = await call<{ totalCount: number }>('POST', '/api/loan-requests/get', 'admin', {});
    expect(all.body.totalCount).toBeGreaterThanOrEqual(2);
    // The totals kept by the counting triggers are the rows' own counts.
    const counted = await server.db
      .selectFrom('loan_requests')
      .select(sql<string>`count(*)::text`.as('n'))
      .where('merchant_id', '=', multiverse)
      .where('status', '=', 'Pending')
      .executeTakeFirstOrThrow();
    const pending = await call<{ totalCount: number }>('POST', '/api/loan-requests/get', 'merchant', { status: 'Pending' });
    expect(pending.body.totalCount).toBe(Number(counted.n));
    // No LoanRequest.viewAll: the viewer and carrier staff.
    expect((await call('POST', '/api/loan-requests/get', 'viewer', {})).status).toBe(403);
    // A merchant never decides, support staff only look.
    expect((await decide(own, 'Approved', 10, 'merchant')).status).toBe(403);
    expect((await decide(own, 'Approved', 10, 'support')).status).toBe(403);
    expect((await call('POST', '/api/loan-requests/refresh/easypaisa', 'support', { _id: own })).status).toBe(403);
    expect((await call('POST', '/api/auto-jobs/process-payouts', 'support', { status: 'start' })).status).toBe(403);
  });

  it('refuses bad input naming the field with the specification’s message', async () => {
    const answer = await call('POST', '/api/loan-requests/add-admin-loan-request', 'merchant', payoutForm({ msisdn: '0300123', amount: 0 }));
    expect(answer.status).toBe(400);
    const errors = errorsOf(answer.body);
    expect(errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'msisdn', message: 'must be 11 digits and start with 03' })]));
    const staff = await call('POST', '/api/loan-requests/add-admin-loan-request', 'admin', payoutForm());
    expect(staff.status).toBe(400);
    expect(errorsOf(staff.body)[0]?.field).toBe('userTypeId');
  });
});

describe('adding a payout request', () => {
  it('creates ONE request for 12 concurrent submits with the same idempotency key', async () => {
    const form = payoutForm();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        call<{ result: { loanId: string } }>('POST', '/api/loan-requests/add-admin-loan-request', 'merchant', form, {
          'idempotency-key': `key-${form.merchantOrderId}`,
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200));
    expect(new Set(answers.map((answer) => answer.body.result.loanId)).size).toBe(1);
    const rows = await server.db.selectFrom('loan_requests').select('id').where('merchant_order_id', '=', form.merchantOrderId).execute();
    expect(rows).toHaveLength(1);
    // The same order id under another key is a conflict, not a second payout.
    const again = await call('POST', '/api/loan-requests/add-admin-loan-request', 'merchant', { ...form, idempotencyKey: 'another-key' });
    expect(again.status).toBe(409);
  });
});

describe('deciding payout requests', () => {
  it('approves at most once under a double approval, debits once and audits it', async () => {
    await topUp(multiverse, '1000.00');
    const before = await balance(multiverse);
    const id = await add('merchant', { amount: 100 });
    const answers = await Promise.all([decide(id, 'Approved', 100), decide(id, 'Approved', 100), decide(id, 'Rejected', 100)]);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(2);
    const debits = await server.db.selectFrom('payout_ledger_entries').select('id').where('reference_id', '=', id).where('kind', '=', 'payout').execute();
    const approved = answers.find((answer) => answer.status === 200)?.body.status;
    expect(debits).toHaveLength(approved === 'Approved' ? 1 : 0);
    const audit = await server.db.selectFrom('audit_log').select('action').where('target_id', '=', id).execute();
    expect(audit.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['payout.added', approved === 'Approved' ? 'payout.approved' : 'payout.rejected']),
    );
    if (approved === 'Approved') expect(await balance(multiverse)).toBe(toAmountString(money(Number(before) - 100, 'PKR')));
  });

  it('refuses an amount other than the stored one, and a rejection posts nothing', async () => {
    const id = await add('merchant', { amount: 55.5 });
    const wrong = await decide(id, 'Approved', 55);
    expect(wrong.status).toBe(409);
    expect(errorsOf(wrong.body)[0]?.field).toBe('amount');
    const before = await balance(multiverse);
    const rejected = await decide(id, 'Rejected', 55.5);
    expect(rejected.status).toBe(200);
    expect(rejected.body.status).toBe('Rejected');
    expect(await balance(multiverse)).toBe(before);
    const entries = await server.db.selectFrom('payout_ledger_entries').select('id').where('reference_id', '=', id).execute();
    expect(entries).toHaveLength(0);
  });

  it('never overdraws the account under 100 concurrent approvals', async () => {
    const fresh = await server.db.selectFrom('merchants').select('id').where('id', 'not in', [multiverse, techlets]).executeTakeFirstOrThrow();
    const staff = await server.db.selectFrom('users').select('id').where('user_name', '=', 'admin').executeTakeFirstOrThrow();
    await topUp(fresh.id, '500.00');
    const ids = Array.from({ length: 100 }, (_, index) => `bulk-${index}-${Date.now()}`);
    await server.db
      .insertInto('loan_requests')
      .values(
        ids.map((id, index) => ({
          id,
          loan_id: `LT${Date.now()}${index}`,
          merchant_id: fresh.id,
          merchant_order_id: id,
          amount: '10.00',
          payout_type: 'WALLET' as const,
          bank_name: 'Jazzcash',
          bank_no: '03001234567',
          cert_name: 'Sana Tariq',
          cert_id: '1',
          msisdn: '03001234567',
          description: 'Bulk',
          created_by: staff.id,
        })),
      )
      .execute();
    const answers = await Promise.all(ids.map((id) => decide(id, 'Approved', 10)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(50);
    expect(
      answers.filter((answer) => answer.status === 409).every((answer) => errorsOf(answer.body)[0]?.message === 'Insufficient payout account balance'),
    ).toBe(true);
    expect(await balance(fresh.id)).toBe('0.00');
    const sum = await server.db
      .selectFrom('payout_ledger_entries')
      .select(sql<string>`sum(amount)::text`.as('total'))
      .where('merchant_id', '=', fresh.id)
      .executeTakeFirstOrThrow();
    expect(toAmountString(money(sum.total, 'PKR'))).toBe('0.00');
  });

  it('applies the four-eyes rule above PAYOUT_FOUR_EYES_ABOVE', async () => {
    await topUp(multiverse, '300000.00');
    const byStaff = await add('admin', { amount: 150000, userTypeId: multiverse });
    const refused = await decide(byStaff, 'Approved', 150000);
    expect(refused.status).toBe(403);
    expect(errorsOf(refused.body)[0]?.message).toMatch(/someone other than the person who created it/);
    const byMerchant = await add('merchant', { amount: 150000 });
    expect((await decide(byMerchant, 'Approved', 150000)).status).toBe(200);
    // Rejecting is never four-eyes: nothing moves.
    expect((await decide(byStaff, 'Rejected', 150000)).status).toBe(200);
  });
});

describe('disbursal through the provider', () => {
  it('pays an approved request and answers the refresh with success', async () => {
    await topUp(multiverse, '100.00');
    const id = await add('merchant', { amount: 20 });
    expect((await decide(id, 'Approved', 20)).status).toBe(200);
    const paid = await until(
      () => get(id),
      (answer) => answer.body.message === 'Payout successful',
    );
    expect(paid.body).toMatchObject({ status: 'Approved', message: 'Payout successful' });
    const refreshed = await call<{ status: string }>('POST', '/api/loan-requests/refresh/easypaisa', 'admin', { _id: id });
    expect(refreshed.body.status).toBe('success');
    const wrongProvider = await call('POST', '/api/loan-requests/refresh/jazz', 'admin', { _id: id });
    expect(wrongProvider.status).toBe(400);
  });

  it('reverses the debit and rejects the request when the provider refuses it', async () => {
    await topUp(multiverse, '100.00');
    const before = await balance(multiverse);
    const id = await add('merchant', { amount: 30, bankNo: sandboxPayoutNumbers.refused });
    expect((await decide(id, 'Approved', 30)).status).toBe(200);
    const failed = await until(
      () => get(id),
      (answer) => answer.body.status === 'Rejected',
    );
    expect(failed.body.message).toMatch(/^Payout failed: .*returned to the payout account\.$/);
    expect(await balance(multiverse)).toBe(before);
    const kinds = await server.db.selectFrom('payout_ledger_entries').select('kind').where('reference_id', '=', id).orderBy('id').execute();
    expect(kinds.map((entry) => entry.kind)).toEqual(['payout', 'payout-reversal']);
  });

  it('retries a timeout with backoff and reverses once the attempts run out', async () => {
    await topUp(multiverse, '100.00');
    const before = await balance(multiverse);
    const id = await add('merchant', { amount: 40, bankName: 'Jazzcash', bankNo: sandboxPayoutNumbers.timeout });
    expect((await decide(id, 'Approved', 40)).status).toBe(200);
    const failed = await until(
      () => get(id),
      (answer) => answer.body.status === 'Rejected',
    );
    expect(failed.body.message).toMatch(/no answer from the provider after 3 attempts/);
    expect(await balance(multiverse)).toBe(before);
    const job = await server.db.selectFrom('payout_jobs').select(['attempts', 'state']).where('loan_request_id', '=', id).executeTakeFirstOrThrow();
    expect(job).toEqual({ attempts: 3, state: 'failed' });
  });

  it('pays on the second attempt after one timeout', async () => {
    await topUp(multiverse, '100.00');
    const id = await add('merchant', { amount: 5, bankNo: sandboxPayoutNumbers.slow });
    expect((await decide(id, 'Approved', 5)).status).toBe(200);
    const paid = await until(
      () => get(id),
      (answer) => answer.body.message === 'Payout successful',
    );
    expect(paid.body.status).toBe('Approved');
  });

  it('auto payment approves and pays Pending requests of the started provider only', async () => {
    await topUp(techlets, '1000.00');
    const jazz = await add('techlets', { amount: 15, bankName: 'Jazzcash' });
    const easy = await add('techlets', { amount: 15, bankName: 'Easypaisa' });
    const started = await call<{ jcJobStatus: { status: string } }>('POST', '/api/auto-jobs/process-payouts', 'admin', { status: 'start' });
    expect(started.body.jcJobStatus.status).toBe('start');
    try {
      const paid = await until(
        () => get(jazz),
        (answer) => answer.body.message === 'Payout successful',
      );
      expect(paid.body.status).toBe('Approved');
      expect((await get(easy)).body.status).toBe('Pending');
    } finally {
      await call('POST', '/api/auto-jobs/process-payouts', 'admin', { status: 'stop' });
    }
    const audit = await server.db.selectFrom('audit_log').select('action').where('target_id', '=', 'jazzcash').execute();
    expect(audit.map((entry) => entry.action)).toEqual(expect.arrayContaining(['auto-payout.start', 'auto-payout.stop']));
  });

  it('exports the filter’s rows for the CSV', async () => {
    const answer = await call<{ rows: { loanId: string; status: string }[]; totalCount: number }>('POST', '/api/loan-requests/export', 'merchant', {
      status: 'Rejected',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.rows.length).toBe(answer.body.totalCount);
    expect(answer.body.rows.every((row) => row.status === 'Rejected')).toBe(true);
    const listed = await call<{ totalCount: number }>('POST', '/api/loan-requests/get', 'merchant', { status: 'Rejected' });
    expect(listed.body.totalCount).toBe(answer.body.totalCount);
    const everything = await server.db.selectFrom('loan_requests').select(sql<string>`count(*)::text`.as('n')).executeTakeFirstOrThrow();
    expect((await call<{ totalCount: number }>('POST', '/api/loan-requests/get', 'admin', {})).body.totalCount).toBe(Number(everything.n));
  });
});

describe('a restart loses no queued payout', () => {
  // Two servers migrate a new embedded data folder from nothing, one after the other: more than the default minute
  // on a busy two-core machine.
  it('sends a payout queued before the server closed once a new server starts on the same data', async () => {
    const { mkdtemp, rm } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { buildApp } = await import('../../server/src/app');
    const { loadConfig } = await import('../../server/src/config');
    const { seedCoreData } = await import('../../server/src/seed/core-seed');
    const { decidePayoutRequest } = await import('../../server/src/payouts/payout-decision');
    const dataDir = await mkdtemp(join(tmpdir(), 'pglite-payouts-'));
    const start = (pollMs: string) =>
      buildApp({
        config: loadConfig({
          SIMULATORS_URL: inject('simulatorsUrl'),
          DATA_DIR: dataDir,
          LOG_LEVEL: 'silent',
          PORTAL_DIST: '/nonexistent-portal',
          SEED_DEMO: 'false',
          PAYOUT_WORKER_POLL_MS: pollMs,
        }),
      });
    try {
      // The first server never looks for work again after starting, so the approval below stays queued.
      const first = await start('600000');
      await seedCoreData(first.db, () => undefined);
      await first.app.listen({ port: 0, host: '127.0.0.1' });
      const merchant = await first.db.selectFrom('merchants').select('id').orderBy('id').executeTakeFirstOrThrow();
      await first.db.transaction().execute((trx) =>
        PayoutLedger.post(trx, {
          merchantId: merchant.id,
          kind: 'top-up',
          amount: money('50.00', 'PKR'),
          referenceType: 'test',
          referenceId: null,
          description: 'Top-up',
          createdBy: null,
        }),
      );
      await first.db
        .insertInto('loan_requests')
        .values({
          id: 'restart-1',
          loan_id: 'LNRESTART1',
          merchant_id: merchant.id,
          merchant_order_id: 'R-1',
          amount: '25.00',
          payout_type: 'WALLET',
          bank_name: 'Easypaisa',
          bank_no: '03001234567',
          cert_name: 'Hira Shah',
          cert_id: '1',
          msisdn: '03001234567',
          description: 'Restart',
        })
        .execute();
      const decided = await first.db.transaction().execute((trx) =>
        decidePayoutRequest(trx, {
          payoutRequestId: 'restart-1',
          decision: 'Approved',
          amountSeen: null,
          decider: { kind: 'system', name: 'test' },
          fourEyesAbove: null,
          via: 'test',
          now: new Date(),
        }),
      );
      expect(decided.ok).toBe(true);
      const queued = await first.db.selectFrom('payout_jobs').select('state').where('loan_request_id', '=', 'restart-1').executeTakeFirstOrThrow();
      expect(queued.state).toBe('queued');
      await first.close();

      const second = await start('20');
      await second.app.listen({ port: 0, host: '127.0.0.1' });
      try {
        const read = () => second.db.selectFrom('loan_requests').select(['status', 'message']).where('id', '=', 'restart-1').executeTakeFirstOrThrow();
        const after = await until(read, (row) => row.message === 'Payout successful');
        expect(after).toEqual({ status: 'Approved', message: 'Payout successful' });
      } finally {
        await second.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
