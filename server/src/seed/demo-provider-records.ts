import { type Kysely, sql } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import type { SimulatedRecord } from '../simulators/simulator-store';

/** The days of seeded wallet payments the simulated providers are given (docs/decisions/0050-simulators-by-default.md). */
export const heldPaymentDays = 14;

/** A payment as a simulated wallet holds it (POST /control/records): the simulator's own record of a payment. */
export type HeldPayment = Omit<SimulatedRecord, 'kind' | 'status' | 'expiresAt'> & { kind: 'payment'; status: 'paid' | 'pending' | 'failed' };

const statusOf = { Success: 'paid', Failed: 'failed', Pending: 'pending' } as const;
/** Each wallet's answer code of a paid, failed and pending payment (docs/providers.md). */
const codes = {
  jazzcash: { Success: '000', Failed: '001', Pending: '157' },
  easypaisa: { Success: '0000', Failed: '0014', Pending: '0017' },
} as const;
const messages = { Success: 'SUCCESS', Failed: 'Customer rejected the payment', Pending: 'The customer has not approved the payment yet' } as const;

/**
 * The demo's recent wallet payments as their providers hold them. Each is given the reference we would
 * have sent (Jazzcash's pp_TxnRefNo `T<transaction id>`, Easypaisa's orderId), kept as the transaction's
 * provider_reference, so inquiries and refunds of the demo's payments reach the simulators' records.
 * Run once on a freshly seeded database.
 */
export async function referenceSeededWalletPayments(
  db: Kysely<DatabaseSchema>,
  wallets: ReadonlyArray<HeldPayment['provider']>,
  now: Date,
): Promise<HeldPayment[]> {
  const since = new Date(now.getTime() - heldPaymentDays * 86_400_000);
  if (wallets.length === 0) return [];
  await db
    .updateTable('transactions')
    .set({ provider_reference: sql<string>`case provider when 'jazzcash' then 'T' || transaction_id else order_id end` })
    .where('provider', 'in', wallets)
    .where('provider_reference', 'is', null)
    .where('transaction_date', '>=', since)
    .execute();
  const rows = await db
    .selectFrom('transactions')
    .select(['provider', 'provider_reference', 'transaction_id', 'amount', 'msisdn', 'status', 'failure_message', 'transaction_date'])
    .where('provider', 'in', wallets)
    .where('provider_reference', 'is not', null)
    .where('transaction_date', '>=', since)
    .execute();
  return rows.map((row) => {
    const provider = row.provider === 'jazzcash' ? 'jazzcash' : 'easypaisa';
    return {
      provider,
      kind: 'payment',
      reference: row.provider_reference ?? '',
      status: statusOf[row.status],
      amount: row.amount,
      mobile: row.msisdn,
      code: codes[provider][row.status],
      message: row.status === 'Failed' ? (row.failure_message ?? messages.Failed) : messages[row.status],
      providerReference: row.transaction_id,
      attempts: 1,
      at: new Date(row.transaction_date).toISOString(),
    };
  });
}

/** Hands the payments to the simulators at `url`, which keep them as their own records. */
export async function handToSimulators(url: string, payments: readonly HeldPayment[]): Promise<void> {
  for (let start = 0; start < payments.length; start += 2000) {
    const response = await fetch(`${url}/control/records`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payments.slice(start, start + 2000)),
      signal: AbortSignal.timeout(30_000),
    });
    if (!response.ok) throw new Error(`The simulators at ${url} refused the seeded payments: ${response.status} ${await response.text()}`);
  }
}
