import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/src/db/database';
import { runAdminStatement } from '../../server/src/db/isolated-database';
import { readPayoutBook } from '../../server/src/providers/sandbox-payout-book';
import { callApi } from './support/api-client';
import { startLoggedServer, type LoggedServer } from './support/logged-server';

// docs/operations.md "Drain": on SIGTERM the server takes no new connection, finishes the requests in
// flight, lets the payout worker finish the disbursal in hand, and exits 0; the payout is paid once.
// Every provider call is held 3 s by the sandbox's "slow" fault, so both are in flight at the signal.
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `pgw_drain_${randomBytes(4).toString('hex')}`;
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const servers: LoggedServer[] = [];
let workDir = '';

afterAll(async () => {
  for (const server of servers) if (server.child.exitCode === null) await server.stop();
  await runAdminStatement(adminUrl, `drop database if exists ${name} with (force)`);
  if (workDir !== '') await rm(workDir, { recursive: true, force: true });
});

const signIn = async (origin: string, userName: string, password: string) => {
  const answer = await callApi<string>(origin, '/api/auth/login', { method: 'POST', body: { userName, password } });
  expect(answer.status).toBe(200);
  return answer.body;
};

describe('a SIGTERM', () => {
  it('lets the request and the payout disbursal in flight finish, exits 0, and the payout is paid exactly once', async () => {
    await runAdminStatement(adminUrl, `create database ${name}`);
    workDir = await mkdtemp(join(tmpdir(), 'pgw-drain-'));
    const payoutBook = join(workDir, 'sandbox-payouts.jsonl');
    const env = {
      DATABASE_URL: url.toString(),
      SEED_DEMO: 'true',
      SANDBOX_FAULTS: 'slow:1,delay:3000',
      SANDBOX_PAYOUT_BOOK: payoutBook,
      PAYOUT_WORKER_POLL_MS: '200',
    };
    const first = await startLoggedServer(env);
    servers.push(first);
    const admin = await signIn(first.origin, 'admin', 'admin12345');
    const merchant = await signIn(first.origin, 'merchant', 'merchant123');
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
    try {
      const order = await database.db.selectFrom('transactions').select(['order_id']).where('provider', '=', 'easypaisa').limit(1).executeTakeFirstOrThrow();
      const added = await callApi<{ result: { loanId: string; _id: string } }>(first.origin, '/api/loan-requests/add-admin-loan-request', {
        method: 'POST',
        token: merchant,
        headers: { 'idempotency-key': `drain-${randomBytes(6).toString('hex')}` },
        body: {
          merchantOrderId: `D-${randomBytes(6).toString('hex')}`,
          amount: 25,
          certName: 'Ali Raza',
          certId: '35202-1234567-1',
          payoutType: 'WALLET',
          bankName: 'Easypaisa',
          msisdn: '03001234567',
          bankNo: '03001234567',
          description: 'Drain test',
        },
      });
      expect(added.status).toBe(200);
      const { loanId, _id: payoutId } = added.body.result;
      const approved = await callApi(first.origin, '/api/loan-requests/change-status', {
        method: 'PUT',
        token: admin,
        body: { id: payoutId, status: 'Approved', amount: 25, merchant: 'Multiverse' },
      });
      expect(approved.status).toBe(200);
      // The worker takes the approved payout at once and holds it 3 s at the provider; the inquiry holds its request as long.
      const inquiry = callApi(first.origin, '/api/payin-inquire/get', {
        method: 'POST',
        token: admin,
        body: { provider: 'easypaisa', orderId: order.order_id },
      });
      await new Promise((resolve) => setTimeout(resolve, 800));
      const stopped = first.stop();
      await first.waitForLine((line) => typeof line.msg === 'string' && line.msg.startsWith('shutting down'));
      await expect(fetch(`${first.origin}/api/health`)).rejects.toThrow();
      expect((await inquiry).status).toBe(200);
      expect(await stopped).toBe(0);
      const shutdownAt = first.lines.findIndex((line) => typeof line.msg === 'string' && line.msg.startsWith('shutting down'));
      const disbursedAt = first.lines.findIndex((line) => line.msg === 'payout disbursal' && line.loanId === loanId);
      expect(disbursedAt).toBeGreaterThan(shutdownAt);

      // Another instance on the same database finds nothing left to send for it.
      const second = await startLoggedServer(env);
      servers.push(second);
      await new Promise((resolve) => setTimeout(resolve, 2000));
      expect(await second.stop()).toBe(0);

      const paid = readPayoutBook(payoutBook).filter((entry) => entry.loanId === loanId && entry.outcome === 'paid');
      expect(paid).toHaveLength(1);
      const request = await database.db.selectFrom('loan_requests').select(['status']).where('id', '=', payoutId).executeTakeFirstOrThrow();
      // A disbursed payout stays Approved; its job's done state and the provider's book say it was paid.
      expect(request.status).toBe('Approved');
      const debits = await database.db
        .selectFrom('payout_ledger_entries')
        .select(['kind'])
        .where('reference_type', '=', 'loan-request')
        .where('reference_id', '=', payoutId)
        .execute();
      expect(debits.map((entry) => entry.kind)).toEqual(['payout']);
      const jobs = await database.db.selectFrom('payout_jobs').select(['state']).where('loan_request_id', '=', payoutId).execute();
      expect(jobs.map((job) => job.state)).toEqual(['done']);
    } finally {
      await database.close();
    }
  }, 600_000);
});
