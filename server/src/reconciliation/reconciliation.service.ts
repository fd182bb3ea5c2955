import type { Kysely } from 'kysely';
import { errorCodes } from '../../../src/contract/error-bodies.schema';
import { compareDecimal, parseDecimal, type Decimal } from '../../../src/domain/money/decimal';
import { mayRefundOrphan, mayResolve, reconciliationProviders, type ReconciliationProvider } from '../../../src/domain/reconciliation/reconciliation';
import { parseStatement } from '../../../src/domain/reconciliation/statement-file';
import { businessDayOf, shiftBusinessDate } from '../../../src/domain/time/business-day';
import type { DatabaseSchema } from '../db/database-schema';
import { markRequestAudited } from '../db/request-transaction';
import type { Actor } from '../http/actor';
import { ApiFailure, conflict, failure, notFound } from '../http/api-failure';
import { uploadFailure, type UploadedFile } from '../http/uploaded-file';
import type { CheckoutProviderPort } from '../providers/checkout-provider.port';
import type { ProviderStatementPort } from '../providers/provider-statement.port';
import { ProviderCallError } from '../providers/wire/provider-http';
import { AuditLog } from '../db/audit-log';
import type { LineRow, ReconciliationRepository, RunRow } from './reconciliation.repository';
import { lineStateOf } from './reconciliation.wire-mapping';

/** A repeat that changes nothing answers the first result and adds no audit entry: the first one has it. */
function unchanged<T>(answer: T): T {
  markRequestAudited();
  return answer;
}

export type RefundOutcome = { outcome: 'refunded' | 'awaiting-approval' | 'refused'; message: string; line: LineRow };

/** Who starts a run: a staff member, or the daily job. */
export type RunStarter = { id: string | null; name: string };

/**
 * docs/decisions/0035-reconciliation.md: runs a provider's day (from its statement, or from a file staff
 * uploaded), and the two actions on a line: give an orphan charge back through the checkout provider
 * port (above the four-eyes limit a second, different staff member approves it) or resolve it with a
 * note. Both are audited and idempotent, and a line is resolved once.
 */
export class ReconciliationService {
  constructor(
    private readonly deps: {
      db: Kysely<DatabaseSchema>;
      repository: ReconciliationRepository;
      statements: Readonly<Record<ReconciliationProvider, ProviderStatementPort>>;
      checkoutProvider: CheckoutProviderPort;
      fourEyesAbove: Decimal | null;
      zone: string;
      now: () => Date;
    },
  ) {}

  /** Fetches the provider's statement of the day and reconciles it. */
  async runFromProvider(provider: ReconciliationProvider, day: string, startedBy: RunStarter): Promise<RunRow | ApiFailure> {
    let text: string;
    try {
      text = await this.deps.statements[provider].statementOf(day);
    } catch (error) {
      // A wallet's report fetched over HTTP may not come (docs/providers.md "Daily statements"): the run is refused, nothing changes.
      if (!(error instanceof ProviderCallError)) throw error;
      return failure(502, errorCodes.providerUnavailable, `The provider's statement could not be had: ${error.message}`);
    }
    const parsed = parseStatement(text, day, this.deps.zone);
    if (!parsed.ok) {
      const { line, column, message } = parsed.problem;
      return failure(
        502,
        errorCodes.providerUnavailable,
        `The provider's statement is unreadable: line ${line}${column === null ? '' : `, column ${column}`}: ${message}`,
      );
    }
    return this.deps.repository.reconcile({ provider, day, lines: parsed.lines, source: 'provider', fileName: null, startedBy });
  }

  /** Reconciles the day against a statement file staff uploaded: its bytes are checked, a bad line refuses the whole file. */
  async runFromUpload(provider: ReconciliationProvider, day: string, file: UploadedFile, actor: Actor): Promise<RunRow | ApiFailure> {
    const bytes = file.bytes;
    if (bytes.length === 0) return uploadFailure(400, 'statement.empty', 'The file is empty', 'file');
    if (bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])) || bytes.subarray(0, 4).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0]))) {
      return uploadFailure(400, 'statement.not-csv', 'This is a spreadsheet, not a statement: save it as CSV', 'file');
    }
    if (bytes.includes(0)) return uploadFailure(400, 'statement.not-csv', 'The file is not text: a statement is a CSV file', 'file');
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      return uploadFailure(400, 'statement.not-csv', 'The file is not UTF-8 text: a statement is a CSV file', 'file');
    }
    const parsed = parseStatement(text, day, this.deps.zone);
    if (!parsed.ok) {
      const { line, column, message } = parsed.problem;
      return uploadFailure(400, 'statement.invalid-line', `Line ${line}${column === null ? '' : `, column ${column}`}: ${message}`, 'file');
    }
    const fileName = file.originalName.replace(/[^\w .()-]/g, '_').slice(0, 120) || 'statement.csv';
    return this.deps.repository.reconcile({
      provider,
      day,
      lines: parsed.lines,
      source: 'upload',
      fileName,
      startedBy: { id: actor.userId, name: actor.userName },
    });
  }

  async refundOrphan(actor: Actor, lineId: string, reason: string): Promise<RefundOutcome | ApiFailure> {
    const { db, repository } = this.deps;
    return db.transaction().execute(async (trx): Promise<RefundOutcome | ApiFailure> => {
      const line = await repository.lockLine(trx, lineId);
      if (line === undefined) return notFound('No such reconciliation line');
      const state = lineStateOf(line);
      if (state === 'refunded') return unchanged({ outcome: 'refunded', message: 'The charge was given back', line });
      if (!mayRefundOrphan({ class: line.class ?? 'provider_only', kind: line.kind, state })) {
        return conflict(state === 'resolved' ? 'This line is already resolved' : 'Only a charge on the provider’s statement alone can be given back', 'id');
      }
      const amount = parseDecimal(line.statement_amount ?? '0', 2);
      const limit = this.deps.fourEyesAbove;
      const needsSecond = limit !== null && amount.ok && compareDecimal(amount.value, limit) > 0;
      const target = { type: 'reconciliation-line', id: String(line.id) };
      const details = {
        provider: line.provider,
        providerReference: line.provider_reference,
        amount: line.statement_amount,
        currency: line.statement_currency,
        reason,
      };
      if (needsSecond && (state === 'open' || line.refund_requested_by === actor.userId)) {
        if (state === 'open') {
          await trx
            .updateTable('reconciliation_lines')
            .set({ resolution: 'refund_pending', refund_requested_by: actor.userId, refund_requested_by_name: actor.userName, note: reason })
            .where('id', '=', line.id)
            .execute();
          await AuditLog.record(trx, { actor: { userId: actor.userId }, action: 'reconciliation.refund-requested', target, details });
        } else markRequestAudited();
        return {
          outcome: 'awaiting-approval',
          message: 'Above the four-eyes limit: another staff member must approve this refund',
          line: await repository.line(trx, line.id),
        };
      }
      const merchantRef = line.merchant_reference ?? line.provider_reference;
      const answer = await this.deps.checkoutProvider.refund(merchantRef, reason);
      if (!answer.refunded) {
        await AuditLog.record(trx, {
          actor: { userId: actor.userId },
          action: 'reconciliation.orphan-refund-refused',
          target,
          details: { ...details, answer: answer.reason },
        });
        return { outcome: 'refused', message: answer.reason, line };
      }
      await trx
        .updateTable('reconciliation_lines')
        .set({
          resolution: 'refunded',
          // The provider's id of the refund: its statement lists the refund under it, and the next run matches it there.
          refund_reference: answer.reference,
          resolved_by: actor.userId,
          resolved_by_name: actor.userName,
          resolved_at: this.deps.now(),
          note: line.note ?? reason,
        })
        .where('id', '=', line.id)
        .execute();
      await AuditLog.record(trx, {
        actor: { userId: actor.userId },
        action: 'reconciliation.orphan-refunded',
        target,
        details: { ...details, ...(line.refund_requested_by === null ? {} : { requestedBy: line.refund_requested_by_name, approvedBy: actor.userName }) },
      });
      return { outcome: 'refunded', message: 'The charge was given back', line: await repository.line(trx, line.id) };
    });
  }

  async resolve(actor: Actor, lineId: string, note: string): Promise<LineRow | ApiFailure> {
    const { db, repository } = this.deps;
    return db.transaction().execute(async (trx): Promise<LineRow | ApiFailure> => {
      const line = await repository.lockLine(trx, lineId);
      if (line === undefined) return notFound('No such reconciliation line');
      const state = lineStateOf(line);
      if (state === 'resolved' && line.note === note) return unchanged(line);
      if (state === 'resolved' || state === 'refunded') return conflict('This line is already resolved', 'id');
      // A pending refund may be declined by resolving it instead.
      if (!mayResolve({ class: line.class ?? 'provider_only', state: state === 'refund_pending' ? 'open' : state }))
        return conflict('A matched line needs no resolution', 'id');
      await trx
        .updateTable('reconciliation_lines')
        .set({ resolution: 'resolved', note, resolved_by: actor.userId, resolved_by_name: actor.userName, resolved_at: this.deps.now() })
        .where('id', '=', line.id)
        .execute();
      await AuditLog.record(trx, {
        actor: { userId: actor.userId },
        action: 'reconciliation.resolved',
        target: { type: 'reconciliation-line', id: String(line.id) },
        details: {
          provider: line.provider,
          class: line.class,
          providerReference: line.provider_reference,
          note,
          ...(state === 'refund_pending' ? { declinedRefundOf: line.refund_requested_by_name } : {}),
        },
      });
      return repository.line(trx, line.id);
    });
  }

  /**
   * The daily job: after midnight in the business time zone, the day before is reconciled once per
   * provider, by the one server whose claim row went in (several servers may share the database).
   * A run that fails gives its claim back, so the next round tries again; a day reconciled from an
   * uploaded statement is left as staff made it.
   */
  async runDaily(log: { info(data: object, message: string): void; error(data: object, message: string): void }): Promise<void> {
    const yesterday = shiftBusinessDate(businessDayOf(this.deps.now(), this.deps.zone), -1);
    for (const provider of reconciliationProviders) {
      if (!(await this.deps.repository.claimDay(provider, yesterday))) continue;
      // A day staff reconciled from the provider's own file keeps that file's reconciliation.
      if ((await this.deps.repository.runOf(provider, yesterday))?.source === 'upload') continue;
      try {
        const run = await this.runFromProvider(provider, yesterday, { id: null, name: 'daily reconciliation' });
        if (run instanceof ApiFailure) throw new Error(JSON.stringify(run.body));
        log.info({ provider, day: yesterday, lines: run.statement_lines }, 'daily reconciliation');
      } catch (error) {
        await this.deps.repository.releaseDay(provider, yesterday);
        log.error({ provider, day: yesterday, error: String(error) }, 'daily reconciliation failed');
      }
    }
  }
}
