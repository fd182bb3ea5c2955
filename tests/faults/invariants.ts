import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { money, toMinor } from '../../src/domain/money/money';
import type { DatabaseSchema } from '../../server/src/db/database-schema';
import { readPayoutBook } from '../../server/src/providers/sandbox-payout-book';
import type { Acknowledged } from './workload';

/** One invariant: how many things it looked at and what it found wrong. */
export interface InvariantResult {
  name: string;
  checked: number;
  violations: string[];
}

type Db = Kysely<DatabaseSchema>;

/** Exact cents of a numeric text (money is numeric(18,2)), by the domain's money. */
const cents = (text: string): bigint => toMinor(money(text, 'PKR'));

/** docs/decisions/0022-payout-ledger.md: each balance is the sum of its entries, the last entry's balance, and never below zero. */
export async function payoutBalancesMatchTheirLedger(db: Db): Promise<InvariantResult> {
  const accounts = await db.selectFrom('payout_accounts').select(['merchant_id', 'available_balance']).execute();
  const sums = await db
    .selectFrom('payout_ledger_entries')
    .select(['merchant_id', sql<string>`sum(amount)::text`.as('total'), sql<string>`min(balance_after)::text`.as('lowest')])
    .groupBy('merchant_id')
    .execute();
  const byMerchant = new Map(sums.map((row) => [row.merchant_id, row]));
  const violations: string[] = [];
  for (const account of accounts) {
    const entries = byMerchant.get(account.merchant_id);
    const total = entries?.total ?? '0';
    if (cents(total) !== cents(account.available_balance))
      violations.push(`payout account ${account.merchant_id}: balance ${account.available_balance}, its entries sum to ${total}`);
    if (cents(account.available_balance) < 0n) violations.push(`payout account ${account.merchant_id}: balance ${account.available_balance} below zero`);
    if (entries !== undefined && cents(entries.lowest) < 0n) violations.push(`payout account ${account.merchant_id}: an entry left ${entries.lowest}`);
  }
  return { name: 'payout balance = sum of its ledger entries, ≥ 0', checked: accounts.length, violations };
}

/**
 * docs/decisions/0031-hosted-checkout.md (paid at most once): every charge the provider made (a sandbox
 * payment PAID) is its session's one payment, and that session has exactly one transaction; or it
 * was a late charge of an ended attempt, given back at the provider, or left open for staff
 * (void_failed).
 */
export async function everyChargeHasOneTransaction(db: Db): Promise<InvariantResult> {
  const charges = await db
    .selectFrom('sandbox_provider_payments as p')
    .innerJoin('checkout_sessions as s', 's.id', 'p.session_id')
    .leftJoin('checkout_attempts as a', 'a.merchant_ref_number', 'p.merchant_ref_number')
    .select([
      'p.merchant_ref_number',
      'p.session_id',
      'p.refunded_at',
      'a.state as attempt_state',
      's.order_id',
      's.service_id',
      's.status',
      's.merchant_ref_number as session_ref',
      's.transaction_id',
    ])
    .where('p.status', '=', 'PAID')
    .execute();
  const violations: string[] = [];
  for (const charge of charges) {
    if ((charge.refunded_at !== null && charge.attempt_state === 'voided') || charge.attempt_state === 'void_failed') continue;
    const transactions = await db
      .selectFrom('transactions')
      .select(['id', 'status'])
      .where('order_id', '=', charge.order_id)
      .where('service_id', '=', charge.service_id)
      .where('status', '=', 'Success')
      .execute();
    const own =
      charge.session_ref === charge.merchant_ref_number &&
      charge.status === 'Paid' &&
      transactions.length === 1 &&
      transactions[0]?.id === charge.transaction_id;
    if (!own) {
      violations.push(
        `charge ${charge.merchant_ref_number} (order ${charge.order_id}): session ${charge.status} with reference ${charge.session_ref ?? 'none'}, ${transactions.length} Success transaction(s)`,
      );
    }
  }
  return { name: 'every provider charge has exactly one transaction', checked: charges.length, violations };
}

/**
 * docs/decisions/0025-payouts.md: the provider's own book (SANDBOX_PAYOUT_BOOK) paid each payout at most
 * once, only approved requests of the same amount whose debit stands (not reversed), and every paid
 * job was paid there.
 */
export async function payoutsDisbursedOnce(db: Db, bookFile: string): Promise<InvariantResult> {
  const book = readPayoutBook(bookFile).filter((entry) => entry.outcome === 'paid');
  const violations: string[] = [];
  const paidPerLoanId = new Map<string, number>();
  for (const entry of book) paidPerLoanId.set(entry.loanId, (paidPerLoanId.get(entry.loanId) ?? 0) + 1);
  for (const [loanId, times] of paidPerLoanId) if (times > 1) violations.push(`payout ${loanId} paid ${times} times by the provider`);
  const requests = await db
    .selectFrom('loan_requests')
    .select(['id', 'loan_id', 'status', 'amount'])
    .where('loan_id', 'in', [...paidPerLoanId.keys(), ''])
    .execute();
  const byLoanId = new Map(requests.map((row) => [row.loan_id, row]));
  const entries = await db.selectFrom('payout_ledger_entries').select(['reference_id', 'kind']).where('reference_type', '=', 'loan-request').execute();
  const debited = new Set(entries.filter((entry) => entry.kind === 'payout').map((entry) => entry.reference_id));
  const reversed = new Set(entries.filter((entry) => entry.kind === 'payout-reversal').map((entry) => entry.reference_id));
  for (const entry of book) {
    const request = byLoanId.get(entry.loanId);
    if (request === undefined) violations.push(`payout ${entry.loanId} paid by the provider but unknown to us`);
    else if (request.status !== 'Approved' || !debited.has(request.id) || reversed.has(request.id))
      violations.push(`payout ${entry.loanId} paid by the provider but ${request.status}${reversed.has(request.id) ? ', its debit reversed' : ''}`);
    else if (cents(request.amount) !== cents(entry.amount)) violations.push(`payout ${entry.loanId} paid ${entry.amount}, requested ${request.amount}`);
  }
  const done = await db
    .selectFrom('payout_jobs as j')
    .innerJoin('loan_requests as r', 'r.id', 'j.loan_request_id')
    .select(['r.loan_id'])
    .where('j.state', '=', 'done')
    .execute();
  for (const job of done) if (!paidPerLoanId.has(job.loan_id)) violations.push(`payout ${job.loan_id} marked paid, the provider never paid it`);
  return { name: 'no payout disbursed twice or against a reversed debit', checked: book.length + done.length, violations };
}

/** docs/decisions/0033-call-centre-and-refunds.md: completed refunds of a transaction never exceed what it paid. */
export async function refundsWithinAmount(db: Db): Promise<InvariantResult> {
  const rows = await db
    .selectFrom('refunds as r')
    .innerJoin('transactions as t', 't.id', 'r.transaction_id')
    .select(['t.transaction_id', 't.amount', sql<string>`sum(r.amount)::text`.as('refunded')])
    .where('r.status', '=', 'completed')
    .groupBy(['t.transaction_id', 't.amount'])
    .execute();
  const violations = rows
    .filter((row) => cents(row.refunded) > cents(row.amount))
    .map((row) => `${row.transaction_id}: refunded ${row.refunded} of ${row.amount}`);
  return { name: 'no transaction refunded beyond its amount', checked: rows.length, violations };
}

/** docs/decisions/0011-csv-export-and-auto-payout-jobs.md: every accepted job completed, with one file holding each row once. */
export async function exportsFinishedOnce(db: Db, exportDir: string): Promise<InvariantResult> {
  const jobs = await db.selectFrom('csv_jobs').select(['id', 'status', 'total_records']).execute();
  const files = await readdir(exportDir).catch((): string[] => []);
  const violations: string[] = [];
  for (const job of jobs) {
    if (job.status !== 'completed') {
      violations.push(`export ${job.id}: ${job.status}`);
      continue;
    }
    const named = files.filter((file) => file.startsWith(job.id));
    if (named.length !== 1) {
      violations.push(`export ${job.id}: ${named.length} files`);
      continue;
    }
    const lines = (await readFile(join(exportDir, `${job.id}.csv`), 'utf8')).split('\r\n').filter((line) => line !== '');
    const rows = lines.slice(1);
    if (new Set(rows).size !== rows.length) violations.push(`export ${job.id}: a row written twice`);
    if (rows.length !== Number(job.total_records)) violations.push(`export ${job.id}: ${rows.length} rows in the file, ${job.total_records} recorded`);
  }
  for (const file of files) if (!jobs.some((job) => file === `${job.id}.csv`)) violations.push(`export file ${file} belongs to no job`);
  return { name: 'every accepted export finished exactly once', checked: jobs.length, violations };
}

/** What a client saw acknowledged is in the books. */
export async function acknowledgedAreKept(db: Db, acknowledged: Acknowledged): Promise<InvariantResult> {
  const violations: string[] = [];
  const any = (values: string[]) => (values.length === 0 ? [''] : values);
  const paid = await db
    .selectFrom('checkout_sessions as s')
    .innerJoin('transactions as t', 't.id', 's.transaction_id')
    .select(['s.id'])
    .where('s.id', 'in', any(acknowledged.checkouts.map((item) => item.sessionId)))
    .where('s.status', '=', 'Paid')
    .where('t.status', '=', 'Success')
    .execute();
  const paidIds = new Set(paid.map((row) => row.id));
  for (const item of acknowledged.checkouts)
    if (!paidIds.has(item.sessionId)) violations.push(`paid checkout ${item.orderId} (${item.method}) has no Success transaction`);
  const requests = await db
    .selectFrom('loan_requests')
    .select(['id', 'status'])
    .where('id', 'in', any(acknowledged.payouts.map((item) => item.id)))
    .execute();
  const requestIds = new Set(requests.map((row) => row.id));
  for (const item of acknowledged.payouts) if (!requestIds.has(item.id)) violations.push(`added payout ${item.loanId} is missing`);
  const debits = await db
    .selectFrom('payout_ledger_entries')
    .select(['reference_id'])
    .where('kind', '=', 'payout')
    .where('reference_id', 'in', any(acknowledged.approvals.map((item) => item.id)))
    .execute();
  const debited = new Set(debits.map((row) => row.reference_id));
  for (const item of acknowledged.approvals) if (!debited.has(item.id)) violations.push(`approved payout ${item.loanId} was never debited`);
  const topUps = await db
    .selectFrom('payout_ledger_entries')
    .select(['reference_id'])
    .where('kind', '=', 'top-up')
    .where('reference_id', 'in', any(acknowledged.topUps.map((item) => item.id)))
    .execute();
  const credited = new Set(topUps.map((row) => row.reference_id));
  for (const item of acknowledged.topUps) if (!credited.has(item.id)) violations.push(`top-up ${item.id} was never credited`);
  const refunds = await db
    .selectFrom('refunds as r')
    .innerJoin('transactions as t', 't.id', 'r.transaction_id')
    .select(['t.transaction_id'])
    .where('r.status', '=', 'completed')
    .where('t.transaction_id', 'in', any(acknowledged.refunds.map((item) => item.transactionNumber)))
    .execute();
  const refunded = new Set(refunds.map((row) => row.transaction_id));
  for (const item of acknowledged.refunds) if (!refunded.has(item.transactionNumber)) violations.push(`refund of ${item.transactionNumber} is not completed`);
  const jobs = await db
    .selectFrom('csv_jobs')
    .select(['id'])
    .where('id', 'in', any(acknowledged.exports.map((item) => item.id)))
    .execute();
  const jobIds = new Set(jobs.map((row) => row.id));
  for (const item of acknowledged.exports) if (!jobIds.has(item.id)) violations.push(`export ${item.id} is missing`);
  const checked = Object.values(acknowledged).reduce((sum, list: unknown[]) => sum + list.length, 0);
  return { name: 'every acknowledged operation is in the database', checked, violations };
}

export async function checkInvariants(db: Db, files: { exportDir: string; payoutBook: string }, acknowledged: Acknowledged): Promise<InvariantResult[]> {
  return [
    await payoutBalancesMatchTheirLedger(db),
    await everyChargeHasOneTransaction(db),
    await payoutsDisbursedOnce(db, files.payoutBook),
    await refundsWithinAmount(db),
    await exportsFinishedOnce(db, files.exportDir),
    await acknowledgedAreKept(db, acknowledged),
  ];
}
