import { type Kysely, type RawBuilder, type Selectable, sql } from 'kysely';
import type { LineState, ReconciliationClass, ReconciliationProvider } from '../../../src/domain/reconciliation/reconciliation';
import type { StatementLine } from '../../../src/domain/reconciliation/statement-file';
import { dayRangeUtc } from '../../../src/domain/time/business-day';
import { chunksOf } from '../db/bulk-sql';
import type { ReconciliationLinesTable, ReconciliationRunsTable } from '../db/business/reconciliation.tables';
import type { DatabaseSchema } from '../db/database-schema';
import { newRecordId } from '../db/record-id';
import { caseInsensitiveLike } from '../http/wire-values';

type Db = Kysely<DatabaseSchema>;
export type RunRow = Selectable<ReconciliationRunsTable>;
export type LineRow = Selectable<ReconciliationLinesTable> & { provider: ReconciliationProvider };

export interface LineFilter {
  provider: ReconciliationProvider;
  day: string;
  class?: ReconciliationClass | undefined;
  status?: LineState | undefined;
  reference?: string | undefined;
}

export interface ClassTotal {
  class: ReconciliationClass;
  count: number;
  amount: string;
  open: number;
}

/** Statement lines per multi-row statement: a 100,000-line statement is five statements, never one per line. */
const linesPerStatement = 20_000;

/** The provider's methods whose late charges the checkout gives back (docs/decisions/0031-hosted-checkout.md). */
const methodsOf: Record<ReconciliationProvider, string[]> = {
  card: ['CARD'],
  jazzcash: ['JAZZCASH'],
  easypaisa: ['MWALLET-QR', 'MWALLET-R2P', 'PAYATFAWRY', 'EASYPAISA'],
};

/** The lost attempts of `provider`'s methods whose late charge the checkout gave back (`a`), with their sessions (`s`): a from-and-where. */
const voidedAttemptsOf = (provider: ReconciliationProvider) =>
  sql`checkout_attempts a join checkout_sessions s on s.id = a.session_id where a.state = 'voided' and a.method in (${sql.join(methodsOf[provider])})`;

const stateCondition = (state: LineState) => (state === 'open' ? sql`l.resolution is null` : sql`l.resolution = ${state}`);

/**
 * docs/decisions/0035-reconciliation.md: a provider's statement of one business day loaded next to our
 * books and classified by set-based statements (a few for the whole day, whatever its size), in one
 * transaction under the run's row lock, so two runs of the same day never interleave. A re-run keeps
 * the lines already resolved (and their resolution) and classifies everything else afresh.
 */
export class ReconciliationRepository {
  constructor(
    private readonly db: Db,
    private readonly zone: string,
  ) {}

  async reconcile(input: {
    provider: ReconciliationProvider;
    day: string;
    lines: readonly StatementLine[];
    source: 'provider' | 'upload';
    fileName: string | null;
    startedBy: { id: string | null; name: string };
  }): Promise<RunRow> {
    const { provider, day } = input;
    const range = dayRangeUtc(day, this.zone);
    return this.db.transaction().execute(async (trx) => {
      const run = await trx
        .insertInto('reconciliation_runs')
        .values({
          id: newRecordId(),
          provider,
          business_day: day,
          source: input.source,
          file_name: input.fileName,
          statement_lines: input.lines.length,
          started_by: input.startedBy.id,
          started_by_name: input.startedBy.name,
        })
        .onConflict((oc) =>
          oc.columns(['provider', 'business_day']).doUpdateSet({
            source: input.source,
            file_name: input.fileName,
            statement_lines: input.lines.length,
            started_by: input.startedBy.id,
            started_by_name: input.startedBy.name,
            started_at: sql`now()`,
            finished_at: null,
          }),
        )
        .returning('id')
        .executeTakeFirstOrThrow();
      const runId = run.id;
      await trx.deleteFrom('reconciliation_lines').where('run_id', '=', runId).where('resolution', 'is', null).execute();

      for (const chunk of chunksOf(input.lines, linesPerStatement)) {
        const rows = JSON.stringify(
          chunk.map((line) => [line.lineNo, line.kind, line.providerReference, line.merchantReference, line.at, line.amount, line.currency, line.status]),
        );
        await sql`
          insert into reconciliation_lines (run_id, line_no, kind, provider_reference, merchant_reference, statement_at, statement_amount, statement_currency, statement_status)
          select ${runId}, (r->>0)::int, r->>1, r->>2, r->>3, (r->>4)::timestamptz, (r->>5)::numeric, r->>6, r->>7
          from jsonb_array_elements(${rows}::jsonb) as r
          on conflict (run_id, kind, provider_reference) do nothing`.execute(trx);
      }
      await sql`analyze reconciliation_lines`.execute(trx);

      // Charges, by the reference the provider knows each payment by: our transactions, and the late
      // charges of lost attempts the checkout gave back (checkout_attempts voided, never a transaction).
      // The provider did take that money, so its statement says the charge succeeded; the money given
      // back is the refund's line (below). Neither makes an ours-only line.
      await sql`
        with ours as (
          select provider_reference as reference, id as our_id, amount, currency, status from transactions
            where provider = ${provider} and provider_reference is not null
          union all
          select a.merchant_ref_number, a.id, s.amount, s.currency, 'voided' from ${voidedAttemptsOf(provider)}
        )
        update reconciliation_lines l set our_id = o.our_id, our_amount = o.amount, our_status = o.status,
          class = case when o.amount = l.statement_amount and o.currency = l.statement_currency
            and ((l.statement_status = 'SUCCESS' and o.status in ('Success', 'voided')) or (l.statement_status = 'FAILED' and o.status = 'Failed')) then 'matched' else 'differs' end
        from ours o
        where l.run_id = ${runId} and l.class is null and l.kind = 'charge' and o.reference = l.provider_reference`.execute(trx);

      // Refunds, each by the provider's id of the refund, kept when the refund was answered: the call
      // centre's (refunds), a lost attempt's late charge given back (checkout_attempts voided), and orphan
      // charges this screen gave back (reconciliation_lines refunded).
      await sql`
        with ours as (
          select provider_reference as reference, id as our_id, amount, currency, status from refunds
            where provider = ${provider} and provider_reference is not null
          union all
          select a.refund_reference, a.id, s.amount, s.currency, 'completed' from ${voidedAttemptsOf(provider)} and a.refund_reference is not null
          union all
          select o.refund_reference, o.id::text, o.statement_amount, o.statement_currency, 'completed' from reconciliation_lines o
            join reconciliation_runs r on r.id = o.run_id
            where r.provider = ${provider} and o.resolution = 'refunded' and o.refund_reference is not null
        )
        update reconciliation_lines l set our_id = o.our_id, our_amount = o.amount, our_status = o.status,
          class = case when o.amount = l.statement_amount and o.currency = l.statement_currency
            and ((l.statement_status = 'SUCCESS' and o.status = 'completed') or (l.statement_status = 'FAILED' and o.status = 'failed')) then 'matched' else 'differs' end
        from ours o
        where l.run_id = ${runId} and l.class is null and l.kind = 'refund' and o.reference = l.provider_reference`.execute(trx);

      // Payouts against the payout requests the provider paid.
      await sql`
        update reconciliation_lines l set our_id = p.loan_id, our_amount = p.amount, our_status = p.status,
          class = case when p.amount = l.statement_amount and l.statement_currency = 'PKR' and l.statement_status = 'SUCCESS' and p.status = 'Approved'
            then 'matched' else 'differs' end
        from loan_requests p
        where l.run_id = ${runId} and l.class is null and l.kind = 'payout' and p.provider_reference = l.provider_reference`.execute(trx);

      await sql`update reconciliation_lines set class = 'provider_only' where run_id = ${runId} and class is null`.execute(trx);

      // Ours the statement lacks: paid checkout payments, completed refunds and paid payouts of the day,
      // unless a statement of another day holds them (paid just before midnight, recorded just after).
      const onAStatement = (kind: string, reference: RawBuilder<unknown>) => sql`exists (
        select 1 from reconciliation_lines s join reconciliation_runs r on r.id = s.run_id
        where s.provider_reference = ${reference} and s.kind = ${kind} and s.statement_amount is not null and r.provider = ${provider})`;
      await sql`
        insert into reconciliation_lines (run_id, kind, provider_reference, merchant_reference, class, our_id, our_amount, our_status, statement_currency)
        select ${runId}, 'charge', t.provider_reference, t.transaction_id, 'ours_only', t.id, t.amount, t.status, t.currency
        from transactions t
        where t.provider = ${provider} and t.provider_reference is not null and t.status = 'Success'
          and t.transaction_date >= ${range.startUtc}::timestamptz and t.transaction_date < ${range.endUtc}::timestamptz
          and not ${onAStatement('charge', sql.ref('t.provider_reference'))}
        on conflict (run_id, kind, provider_reference) do nothing`.execute(trx);
      await sql`
        insert into reconciliation_lines (run_id, kind, provider_reference, merchant_reference, class, our_id, our_amount, our_status, statement_currency)
        select ${runId}, 'refund', f.provider_reference, f.transaction_number, 'ours_only', f.id, f.amount, f.status, f.currency
        from refunds f
        where f.provider = ${provider} and f.status = 'completed' and f.provider_reference is not null
          and f.completed_at >= ${range.startUtc}::timestamptz and f.completed_at < ${range.endUtc}::timestamptz
          and not ${onAStatement('refund', sql.ref('f.provider_reference'))}
        on conflict (run_id, kind, provider_reference) do nothing`.execute(trx);
      await sql`
        insert into reconciliation_lines (run_id, kind, provider_reference, merchant_reference, class, our_id, our_amount, our_status, statement_currency)
        select ${runId}, 'payout', p.provider_reference, p.loan_id, 'ours_only', p.loan_id, p.amount, p.status, 'PKR'
        from loan_requests p join payout_jobs j on j.loan_request_id = p.id
        where j.provider = ${provider} and j.state = 'done' and p.provider_reference is not null
          and j.updated_at >= ${range.startUtc}::timestamptz and j.updated_at < ${range.endUtc}::timestamptz
          and not ${onAStatement('payout', sql.ref('p.provider_reference'))}
        on conflict (run_id, kind, provider_reference) do nothing`.execute(trx);

      return trx.updateTable('reconciliation_runs').set({ finished_at: sql`now()` }).where('id', '=', runId).returningAll().executeTakeFirstOrThrow();
    });
  }

  /** docs/operations.md "Metrics": lines that differ or are on one side only and nobody resolved, by provider. */
  async unresolvedMismatches(): Promise<Array<{ provider: string; count: number }>> {
    const rows = await this.db
      .selectFrom('reconciliation_lines as l')
      .innerJoin('reconciliation_runs as r', 'r.id', 'l.run_id')
      .select(['r.provider', (eb) => eb.fn.countAll<string>().as('count')])
      .where('l.class', 'in', ['differs', 'provider_only', 'ours_only'])
      .where('l.resolution', 'is', null)
      .groupBy('r.provider')
      .execute();
    return rows.map((row) => ({ provider: row.provider, count: Number(row.count) }));
  }

  async runOf(provider: ReconciliationProvider, day: string): Promise<RunRow | undefined> {
    return this.db.selectFrom('reconciliation_runs').selectAll().where('provider', '=', provider).where('business_day', '=', day).executeTakeFirst();
  }

  async totals(runId: string): Promise<{ classes: ClassTotal[]; pendingApprovals: number }> {
    const { rows } = await sql<{ class: ReconciliationClass; count: number; amount: string; open: number; pending: number }>`
      select class, count(*)::int as count, coalesce(sum(coalesce(statement_amount, our_amount)), 0)::text as amount,
        count(*) filter (where resolution is null)::int as open, count(*) filter (where resolution = 'refund_pending')::int as pending
      from reconciliation_lines where run_id = ${runId} group by class`.execute(this.db);
    return {
      classes: rows.map((row) => ({ class: row.class, count: Number(row.count), amount: row.amount, open: Number(row.open) })),
      pendingApprovals: rows.reduce((sum, row) => sum + Number(row.pending), 0),
    };
  }

  private filtered(runId: string, filter: LineFilter) {
    let query = this.db.selectFrom('reconciliation_lines as l').where('l.run_id', '=', runId);
    if (filter.class !== undefined) query = query.where('l.class', '=', filter.class);
    if (filter.status !== undefined) {
      const state = filter.status;
      query = query.where(() => stateCondition(state).$castTo<boolean>());
    }
    const reference = filter.reference?.trim() ?? '';
    if (reference !== '') {
      const { operator, pattern } = caseInsensitiveLike(reference, true);
      query = query.where((eb) =>
        eb.or([eb('l.provider_reference', operator, pattern), eb('l.merchant_reference', operator, pattern), eb('l.our_id', operator, pattern)]),
      );
    }
    return query;
  }

  async page(runId: string, provider: ReconciliationProvider, filter: LineFilter, offset: number, limit: number): Promise<{ rows: LineRow[]; total: number }> {
    const base = this.filtered(runId, filter);
    const [rows, count] = await Promise.all([
      base.selectAll('l').orderBy(sql`l.line_no asc nulls last`).orderBy('l.id').offset(offset).limit(limit).execute(),
      base.select(sql<number>`count(*)`.as('count')).executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map((row) => ({ ...row, provider })), total: Number(count.count) };
  }

  async all(runId: string, provider: ReconciliationProvider, filter: LineFilter): Promise<LineRow[]> {
    const rows = await this.filtered(runId, filter).selectAll('l').orderBy(sql`l.line_no asc nulls last`).orderBy('l.id').execute();
    return rows.map((row) => ({ ...row, provider }));
  }

  /** The line under a row lock (the caller's transaction), with its run's provider. */
  async lockLine(trx: Db, id: string): Promise<LineRow | undefined> {
    // Line ids are a sequence: text that is not one (or past exact JavaScript numbers) names no line.
    if (!/^\d{1,15}$/.test(id)) return undefined;
    const row = await trx
      .selectFrom('reconciliation_lines as l')
      .innerJoin('reconciliation_runs as r', 'r.id', 'l.run_id')
      .selectAll('l')
      .select('r.provider')
      .where('l.id', '=', Number(id))
      .forUpdate('l')
      .executeTakeFirst();
    return row;
  }

  async line(trx: Db, id: number): Promise<LineRow> {
    return trx
      .selectFrom('reconciliation_lines as l')
      .innerJoin('reconciliation_runs as r', 'r.id', 'l.run_id')
      .selectAll('l')
      .select('r.provider')
      .where('l.id', '=', id)
      .executeTakeFirstOrThrow();
  }

  /** The daily job's claim (one row per day and provider): true for the one server that got it. */
  async claimDay(provider: ReconciliationProvider, day: string): Promise<boolean> {
    const claimed = await this.db
      .insertInto('reconciliation_daily_claims')
      .values({ provider, business_day: day })
      .onConflict((oc) => oc.columns(['provider', 'business_day']).doNothing())
      .returning('provider')
      .executeTakeFirst();
    return claimed !== undefined;
  }

  async releaseDay(provider: ReconciliationProvider, day: string): Promise<void> {
    await this.db.deleteFrom('reconciliation_daily_claims').where('provider', '=', provider).where('business_day', '=', day).execute();
  }
}
