import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { money, toAmountString } from '../../src/domain/money/money';
import { debitOf } from '../../src/domain/payouts/payout-ledger';
import { AuditLog } from '../../server/src/db/audit-log';
import { PayoutLedger } from '../../server/src/payout-ledger';
import { startTestServer, type TestServer } from './support/test-server';

// docs/decisions/0022-payout-ledger.md and docs/decisions/0023-audit-log.md, on the real database (PGlite, or PostgreSQL in CI).
describe('payout ledger and audit log', () => {
  let server: TestServer;
  let merchantId: string;

  beforeAll(async () => {
    server = await startTestServer({ seed: 'core' });
    const merchant = await server.db.selectFrom('merchants').select('id').orderBy('id').executeTakeFirstOrThrow();
    merchantId = merchant.id;
  });
  afterAll(async () => server.close());

  const sumOfEntries = async () => {
    const row = await server.db
      .selectFrom('payout_ledger_entries')
      .select(sql<string>`coalesce(sum(amount), 0)::text`.as('total'))
      .where('merchant_id', '=', merchantId)
      .executeTakeFirstOrThrow();
    return money(row.total, 'PKR');
  };

  it('never overdraws an account under 40 concurrent payouts, and keeps balance = sum of entries', async () => {
    const topUp = await server.db.transaction().execute((trx) =>
      PayoutLedger.post(trx, {
        merchantId,
        kind: 'top-up',
        amount: money('1000.00', 'PKR'),
        referenceType: 'test',
        referenceId: 'top-up-1',
        description: 'Top-up',
        createdBy: null,
      }),
    );
    expect(topUp.ok).toBe(true);

    const attempts = Array.from({ length: 40 }, (_, index) =>
      server.db.transaction().execute((trx) =>
        PayoutLedger.post(trx, {
          merchantId,
          kind: 'payout',
          amount: debitOf(money('75.50', 'PKR')),
          referenceType: 'loan-request',
          referenceId: `payout-${index}`,
          description: 'Payout',
          createdBy: null,
        }),
      ),
    );
    const outcomes = await Promise.all(attempts);
    const paid = outcomes.filter((outcome) => outcome.ok).length;
    // 1000.00 / 75.50 = 13 payouts fit; the 14th would leave -57.00.
    expect(paid).toBe(13);
    const balance = await PayoutLedger.balanceOf(server.db, merchantId);
    expect(toAmountString(balance)).toBe('18.50');
    expect(await sumOfEntries()).toEqual(balance);
    const refused = outcomes.find((outcome) => !outcome.ok);
    expect(refused).toMatchObject({ ok: false, issues: [{ code: 'ledger.insufficient-balance' }] });
  });

  it('debits one payout request at most once, in the database itself', async () => {
    const again = server.db.transaction().execute((trx) =>
      PayoutLedger.post(trx, {
        merchantId,
        kind: 'payout',
        amount: debitOf(money('1.00', 'PKR')),
        referenceType: 'loan-request',
        referenceId: 'payout-0',
        description: 'Payout',
        createdBy: null,
      }),
    );
    await expect(again).rejects.toThrow();
    expect(toAmountString(await PayoutLedger.balanceOf(server.db, merchantId))).toBe('18.50');
  });

  it('refuses to rewrite a ledger entry or an audit entry', async () => {
    const admin = await server.db.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow();
    await server.db
      .transaction()
      .execute((trx) =>
        AuditLog.record(trx, { actor: { userId: admin.id }, action: 'test.done', target: { type: 'merchant', id: merchantId }, details: { note: 'x' } }),
      );
    const entry = await server.db.selectFrom('audit_log').selectAll().where('action', '=', 'test.done').executeTakeFirstOrThrow();
    expect(entry.actor_id).toBe(admin.id);
    expect(entry.details).toEqual({ note: 'x' });
    await expect(server.db.updateTable('audit_log').set({ action: 'changed' }).where('id', '=', entry.id).execute()).rejects.toThrow(/append-only/);
    await expect(server.db.deleteFrom('payout_ledger_entries').where('merchant_id', '=', merchantId).execute()).rejects.toThrow(/append-only/);
  });
});
