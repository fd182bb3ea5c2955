import type { Kysely } from 'kysely';
import type { PayoutDecision, PayoutStatus } from '../../../src/domain/payouts/payout-request';
import { textSet } from '../db/bulk-sql';
import type { DatabaseSchema } from '../db/database-schema';

type Db = Kysely<DatabaseSchema>;

/** What the decision path reads of a payout request it has locked. */
export interface LockedRequest {
  id: string;
  loan_id: string;
  merchant_id: string;
  amount: string;
  status: PayoutStatus;
  bank_name: string;
  created_by: string | null;
}

/**
 * The rows of `ids` that exist, locked until the caller's transaction ends: one statement for any
 * number of ids, taken in id order, so two deciders of overlapping sets cannot deadlock.
 */
export async function lockRequests(trx: Db, ids: readonly string[]): Promise<Map<string, LockedRequest>> {
  const rows = await trx
    .selectFrom('loan_requests')
    .select(['id', 'loan_id', 'merchant_id', 'amount', 'status', 'bank_name', 'created_by'])
    .where('id', 'in', textSet(ids))
    .orderBy('id')
    .forUpdate()
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

export interface DecidedRequest {
  id: string;
  status: PayoutDecision;
  deciderId: string | null;
  message: string;
  at: Date;
  /** The file record of a file's decision; null leaves the request's as it is. */
  fileRecordId: string | null;
}

/**
 * Sets decided requests' status, one UPDATE per distinct decision (a file has two: its approvals and
 * its rejections), so the statement triggers of loan_requests (counts, roll-ups) run once per group.
 */
export async function markDecided(trx: Db, decided: readonly DecidedRequest[]): Promise<void> {
  const groups = new Map<string, { first: DecidedRequest; ids: string[] }>();
  for (const request of decided) {
    const key = JSON.stringify([request.status, request.deciderId, request.message, request.at.getTime(), request.fileRecordId]);
    const group = groups.get(key) ?? { first: request, ids: [] };
    group.ids.push(request.id);
    groups.set(key, group);
  }
  for (const { first, ids } of groups.values()) {
    await trx
      .updateTable('loan_requests')
      .set({
        status: first.status,
        decided_by: first.deciderId,
        decided_at: first.at,
        message: first.message,
        job_next_try: null,
        job_next_try_reason: null,
        updated_at: first.at,
        ...(first.fileRecordId === null ? {} : { file_record_id: first.fileRecordId }),
      })
      .where('id', 'in', textSet(ids))
      .execute();
  }
}
