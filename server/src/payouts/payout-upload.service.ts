import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { UploadSummaryDto } from '../../../src/contract/payout-files.contract';
import type { Decimal } from '../../../src/domain/money/decimal';
import { addMoney, money, toAmountString, zeroOf, type Money } from '../../../src/domain/money/money';
import { classifyUploadRow, shownCellText, uploadAmountOf, uploadTotalsOf, type UploadTarget } from '../../../src/domain/payouts/payout-upload';
import { textSet } from '../db/bulk-sql';
import type { StoredUploadRow } from '../db/business/payout.tables';
import type { DatabaseSchema } from '../db/database-schema';
import { newRecordId } from '../db/record-id';
import type { Actor } from '../http/actor';
import { conflict, notFound, type ApiFailure } from '../http/api-failure';
import type { UploadedFile } from '../http/uploaded-file';
import { uploadFailure } from '../http/uploaded-file';
import { wireMoney } from '../http/wire-values';
import { AuditLog } from '../db/audit-log';
import { decidePayoutRequests, type PayoutDecisionIssueCode } from './payout-decision';
import { readPayoutWorkbook } from './payout-workbook';
import type { ParseBudget } from './workbook-parser';

type Db = Kysely<DatabaseSchema>;

export interface ConfirmRequest {
  originalName: string;
  fileName: string;
  size: number;
  total: number;
  invalidStatus: number;
}

export interface ConfirmOutcome {
  fileRecordId: string;
  alreadyConfirmed: boolean;
  skipped: SkippedRow[];
}

/** An accepted row the confirmation could not decide: the decision path's code (null for files confirmed before codes) and sentence. */
export interface SkippedRow {
  row: number;
  loanId: string;
  code: PayoutDecisionIssueCode | null;
  detail: string;
}

interface TargetRow extends UploadTarget {
  id: string;
}

function serverFileName(originalName: string, now: Date): string {
  const extension = /\.xls$/i.test(originalName) ? '.xls' : '.xlsx';
  const stamp = now.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return `payouts-${stamp}-${randomBytes(6).toString('hex')}${extension}`;
}

/**
 * docs/decisions/0026-payout-files.md, spec 3 §2 Upload dialog, §4 Upload and §7 File upload,
 * File parsed, Delete file. An upload is read and judged row by row against the requests as they are,
 * and kept in `payout_uploads`; nothing in loan_requests changes until it is confirmed. A confirmation
 * locks the upload row, so two at once apply it once; each accepted row is decided by
 * decidePayoutRequests, the single approval's path run once for all of them, and a row decided since
 * the upload is skipped.
 */
export class PayoutUploadService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    /** How long a pending upload may be confirmed (PAYOUT_UPLOAD_PENDING_HOURS); then it must be uploaded again. */
    private readonly pendingHours: number,
    /** What parsing one file may take in its worker thread (workbook-parser.ts). */
    private readonly parseBudget: ParseBudget,
  ) {}

  /**
   * docs/decisions/0026-payout-files.md: uploads nobody confirmed within the limit, and
   * deleted ones as old, are removed with their rows; confirmed ones stay (a repeated confirmation
   * answers from them). Run on every upload and by the payout worker; answers how many went.
   */
  async purgeExpired(): Promise<number> {
    const cutoff = new Date(this.now().getTime() - this.pendingHours * 3_600_000);
    const purged = await this.db.deleteFrom('payout_uploads').where('state', '<>', 'confirmed').where('created_at', '<', cutoff).executeTakeFirst();
    return Number(purged.numDeletedRows);
  }

  private async targetsOf(loanIds: readonly string[]): Promise<Map<string, TargetRow>> {
    const rows = await this.db.selectFrom('loan_requests').select(['id', 'loan_id', 'status', 'amount']).where('loan_id', 'in', textSet(loanIds)).execute();
    return new Map(rows.map((row) => [row.loan_id, { id: row.id, status: row.status, amount: money(row.amount, 'PKR') }]));
  }

  async upload(actor: Actor, file: UploadedFile): Promise<UploadSummaryDto | ApiFailure> {
    const originalName = shownCellText(file.originalName.trim()).slice(0, 255);
    const read = await readPayoutWorkbook(originalName, file.bytes, this.parseBudget);
    if (!read.ok) return uploadFailure(read.problem.status, read.problem.errorCode, read.problem.message, read.problem.field);

    const loanIds = [...new Set(read.rows.map((row) => row.loanId.trim()).filter((id) => id !== '' && id.length <= 100))];
    const targets = await this.targetsOf(loanIds);
    const seen = new Set<string>();
    const judged = read.rows.map((cells) => {
      const target = targets.get(cells.loanId.trim());
      const outcome = classifyUploadRow(cells, target, seen);
      const amount = outcome.kind === 'apply' ? (target?.amount ?? null) : uploadAmountOf(cells.amount);
      return { cells, target, outcome, amount };
    });
    const totals = uploadTotalsOf(judged);
    await this.purgeExpired();
    const now = this.now();
    const fileName = serverFileName(originalName, now);
    const rows: StoredUploadRow[] = judged.map(({ cells, target, outcome, amount }) => ({
      row: cells.row,
      loanId: shownCellText(cells.loanId.trim()),
      outcome: outcome.kind === 'apply' ? outcome.decision : 'discarded',
      reason: outcome.kind === 'discard' ? outcome.reason : null,
      detail: outcome.kind === 'discard' ? outcome.detail : null,
      amount: amount === null ? null : toAmountString(amount),
      requestId: outcome.kind === 'apply' && target !== undefined ? target.id : null,
    }));
    const summary: UploadSummaryDto = {
      originalName,
      fileName,
      size: file.bytes.length,
      total: totals.total,
      Approved: totals.approved,
      Rejected: totals.rejected,
      invalidStatus: judged
        .filter(({ outcome }) => outcome.kind === 'discard' && outcome.reason === 'invalid-status')
        .map(({ cells }) => ({ row: cells.row, loanId: shownCellText(cells.loanId.trim()), status: shownCellText(cells.status.trim()) })),
      amount: wireMoney(totals.amount),
      discarded: totals.discarded,
      rows: rows.map((row, index) => {
        const outcome = judged[index]?.outcome;
        return {
          row: row.row,
          loanId: row.loanId,
          outcome: row.outcome,
          reason: row.reason as UploadSummaryDto['rows'][number]['reason'],
          detail: row.detail,
          note: outcome?.kind === 'discard' ? outcome.note : null,
          amount: row.amount === null ? null : wireMoney(money(row.amount, 'PKR')),
        };
      }),
    };
    const { rows: _rows, ...summaryWithoutRows } = summary;
    await this.db
      .insertInto('payout_uploads')
      .values({
        file_name: fileName,
        original_name: originalName,
        size: file.bytes.length,
        total: totals.total,
        invalid_count: totals.invalidStatus,
        summary: JSON.stringify(summaryWithoutRows),
        rows: JSON.stringify(rows),
        uploaded_by: actor.userId,
        created_at: now,
      })
      .execute();
    return summary;
  }

  /** spec 3 §7 Delete file: a pending upload is discarded; a confirmed one stays (its decisions are made). */
  async discard(fileName: string): Promise<true | ApiFailure> {
    const upload = await this.db.selectFrom('payout_uploads').select(['state']).where('file_name', '=', fileName).forUpdate().executeTakeFirst();
    if (upload === undefined || upload.state === 'deleted') return notFound('No pending upload has this file name');
    if (upload.state === 'confirmed') return conflict('This file has been confirmed: its decisions are made', 'fileName');
    await this.db.updateTable('payout_uploads').set({ state: 'deleted', settled_at: this.now() }).where('file_name', '=', fileName).execute();
    return true;
  }

  /**
   * spec 3 §7 File parsed: applies a pending upload once. The figures sent must be the summary's
   * (the person confirms what they saw); a confirmed file answers its first confirmation again.
   */
  async confirm(actor: Actor, request: ConfirmRequest, fourEyesAbove: Decimal | null): Promise<ConfirmOutcome | ApiFailure> {
    return this.db.transaction().execute(async (trx) => {
      const upload = await trx.selectFrom('payout_uploads').selectAll().where('file_name', '=', request.fileName).forUpdate().executeTakeFirst();
      if (upload === undefined || upload.state === 'deleted') return notFound('No pending upload has this file name');
      if (upload.state === 'confirmed') {
        const earlier = upload.result as { skipped: Array<Omit<SkippedRow, 'code'> & { code?: SkippedRow['code'] }> } | null;
        // Files confirmed before skipped rows carried a code answer none.
        const skipped = (earlier?.skipped ?? []).map((item) => ({ ...item, code: item.code ?? null }));
        return { fileRecordId: upload.file_record_id ?? '', alreadyConfirmed: true, skipped };
      }
      const sent = { originalName: upload.original_name, size: Number(upload.size), total: upload.total, invalidStatus: upload.invalid_count };
      for (const field of ['originalName', 'size', 'total', 'invalidStatus'] as const) {
        if (sent[field] !== request[field]) return conflict(`The ${field} does not match the uploaded file's summary: upload the file again`, field);
      }
      const now = this.now();
      if (now.getTime() - upload.created_at.getTime() > this.pendingHours * 3_600_000) {
        return conflict(`The upload is older than ${this.pendingHours} hours: upload the file again`, 'fileName');
      }

      const invalid = (upload.summary as Pick<UploadSummaryDto, 'invalidStatus'>).invalidStatus ?? [];
      // The record first, so each decision names it in the same UPDATE; its figures follow the decisions.
      const record = await trx
        .insertInto('file_records')
        .values({
          id: newRecordId(),
          original_name: upload.original_name,
          file_name: upload.file_name,
          size: Number(upload.size),
          no_of_transactions: upload.total,
          updated_records: 0,
          approved_count: 0,
          rejected_count: 0,
          invalid_count: upload.invalid_count,
          invalid_statuses: JSON.stringify(invalid.map((item) => item.loanId)),
          amount: '0.00',
          uploaded_by: actor.userId,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();

      // One set-based pass of the decision path for every accepted row, in the file's order.
      const accepted = upload.rows.flatMap((row) =>
        row.outcome === 'discarded' || row.requestId === null || row.amount === null
          ? []
          : [{ ...row, outcome: row.outcome, requestId: row.requestId, amount: row.amount }],
      );
      const decisions = await decidePayoutRequests(
        trx,
        accepted.map((row) => ({
          payoutRequestId: row.requestId,
          decision: row.outcome,
          amountSeen: money(row.amount, 'PKR'),
          decider: { kind: 'user' as const, userId: actor.userId },
          fourEyesAbove,
          ...(row.outcome === 'Rejected' ? { message: `Rejected by the file ${upload.original_name}` } : {}),
          via: `file ${upload.file_name}`,
          fileRecordId: record.id,
          now,
        })),
      );
      const applied: string[] = [];
      const skipped: ConfirmOutcome['skipped'] = [];
      let approved = 0;
      let rejected = 0;
      let paidOut: Money = zeroOf('PKR');
      accepted.forEach((row, index) => {
        const decided = decisions[index];
        if (decided === undefined || !decided.ok) {
          const issue = decided?.issues[0];
          skipped.push({
            row: row.row,
            loanId: row.loanId,
            code: issue?.code ?? 'payout.not-found',
            detail: issue?.message ?? 'The request could not be decided',
          });
          return;
        }
        applied.push(row.requestId);
        if (row.outcome === 'Approved') {
          approved += 1;
          paidOut = addMoney(paidOut, money(row.amount, 'PKR'));
        } else {
          rejected += 1;
        }
      });

      const span = applied.length === 0 ? undefined : await this.dateSpanOf(trx, applied);
      await trx
        .updateTable('file_records')
        .set({
          updated_records: applied.length,
          approved_count: approved,
          rejected_count: rejected,
          amount: toAmountString(paidOut),
          date_from: span?.from ?? null,
          date_to: span?.to ?? null,
        })
        .where('id', '=', record.id)
        .execute();
      await trx
        .updateTable('payout_uploads')
        .set({ state: 'confirmed', settled_at: now, file_record_id: record.id, result: JSON.stringify({ skipped }) })
        .where('file_name', '=', upload.file_name)
        .execute();
      await AuditLog.record(trx, {
        actor: { userId: actor.userId },
        action: 'payout-file.confirmed',
        target: { type: 'file-record', id: record.id },
        details: {
          fileName: upload.file_name,
          originalName: upload.original_name,
          approved,
          rejected,
          skipped: skipped.length,
          amount: toAmountString(paidOut),
        },
      });
      return { fileRecordId: record.id, alreadyConfirmed: false, skipped };
    });
  }

  /** The business dates of the oldest and newest request the file decided (spec 3 §3 File record dateFrom, dateTo). */
  private async dateSpanOf(trx: Db, requestIds: readonly string[]): Promise<{ from: string; to: string } | undefined> {
    const { rows } = await sql<{ from: string | null; to: string | null }>`
      select to_char(min(created_at at time zone business_time_zone()), 'YYYY-MM-DD') as "from",
             to_char(max(created_at at time zone business_time_zone()), 'YYYY-MM-DD') as "to"
      from loan_requests where id in ${textSet(requestIds)}`.execute(trx);
    const span = rows[0];
    return span?.from && span.to ? { from: span.from, to: span.to } : undefined;
  }
}
