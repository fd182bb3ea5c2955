import { sql, type Kysely } from 'kysely';
import type { CsvJobStatus } from '../../../src/domain/csv/csv-job-status';
import type { Actor } from '../http/actor';
import type { CsvExportCursor } from '../db/business/report.tables';
import type { DatabaseSchema } from '../db/database-schema';
import { countOf, likeLiteral } from '../http/wire-values';
import { newRecordId } from '../db/record-id';
import type { StoredTransactionQuery } from './transaction-export-filter';

export interface CsvJobListOptions {
  page: number;
  limit: number;
  sortField: 'createdAt' | 'module' | 'status';
  sortOrder: 'asc' | 'desc';
  module?: string;
  status?: CsvJobStatus;
}

/** A job as the CSV Jobs list shows it. */
export interface CsvJobListRecord {
  id: string;
  query: Record<string, unknown>;
  module: string;
  createdAt: Date;
  status: CsvJobStatus;
  completedRecords: number;
  totalRecords: number;
}

export interface CsvJobRecord {
  id: string;
  merchantId: string | null;
  module: string;
  query: StoredTransactionQuery;
  status: CsvJobStatus;
  completedRecords: number;
  totalRecords: number;
  filePath: string | null;
  cursor: CsvExportCursor | null;
}

const sortColumns = { createdAt: 'created_at', module: 'module', status: 'status' } as const;

/** csv_jobs as the routes and the export worker need it. */
export class CsvJobsRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /**
   * Jobs the caller may see: platform staff every job, a merchant its merchant's jobs; carrier
   * staff export nothing private (docs/spec/decisions.md §2), so they only ever see jobs they made.
   */
  private visibleTo(actor: Actor) {
    const query = this.db.selectFrom('csv_jobs').where('status', '<>', 'deleted');
    if (actor.scope.kind === 'platform') return query;
    if (actor.scope.kind === 'merchant') return query.where('merchant_id', '=', actor.scope.merchantId);
    return query.where('created_by', '=', actor.userId);
  }

  async list(actor: Actor, options: CsvJobListOptions): Promise<{ rows: CsvJobListRecord[]; count: number }> {
    let filtered = this.visibleTo(actor);
    if (options.module !== undefined) filtered = filtered.where('module', 'ilike', likeLiteral(options.module));
    if (options.status !== undefined) filtered = filtered.where('status', '=', options.status);
    const [rows, total] = await Promise.all([
      filtered
        .select(['id', 'query', 'module', 'created_at as createdAt', 'status', 'completed_records as completedRecords', 'total_records as totalRecords'])
        .orderBy(sortColumns[options.sortField], options.sortOrder)
        .orderBy('id', options.sortOrder)
        .limit(options.limit)
        .offset((options.page - 1) * options.limit)
        .execute(),
      filtered.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    ]);
    return { rows, count: countOf(total.count) };
  }

  async create(job: { merchantId: string | null; createdBy: string; module: string; query: StoredTransactionQuery }): Promise<string> {
    const id = newRecordId();
    await this.db
      .insertInto('csv_jobs')
      .values({ id, merchant_id: job.merchantId, created_by: job.createdBy, module: job.module, query: JSON.stringify(job.query) })
      .execute();
    return id;
  }

  /** One job, or undefined when it does not exist or the caller may not see it (answered as 404). */
  async findVisible(actor: Actor, id: string): Promise<CsvJobRecord | undefined> {
    const row = await this.visibleTo(actor).selectAll().where('id', '=', id).executeTakeFirst();
    return row && recordOf(row);
  }

  async find(id: string): Promise<CsvJobRecord | undefined> {
    const row = await this.db.selectFrom('csv_jobs').selectAll().where('id', '=', id).executeTakeFirst();
    return row && recordOf(row);
  }

  /**
   * Takes the oldest pending job, or an inprogress one whose worker stopped touching it before
   * `staleBefore` (a crash; null: every inprogress job), and marks it inprogress. SKIP LOCKED lets several server processes on
   * one PostgreSQL take different jobs; PGlite is one connection, where it is simply a claim.
   */
  async claimNext(staleBefore: Date | null): Promise<string | undefined> {
    const stale = staleBefore === null ? sql`true` : sql`updated_at < ${staleBefore.toISOString()}::timestamptz`;
    const claimed = await sql<{ id: string }>`
      update csv_jobs set status = 'inprogress', updated_at = now()
      where id = (
        select id from csv_jobs
        where status = 'pending' or (status = 'inprogress' and ${stale})
        order by created_at, id
        limit 1
        for update skip locked
      )
      returning id
    `.execute(this.db);
    return claimed.rows[0]?.id;
  }

  /** A fresh start: the file is (re)created, nothing is done yet. */
  async begin(id: string, filePath: string, totalRecords: number, cursor: CsvExportCursor): Promise<boolean> {
    const result = await this.db
      .updateTable('csv_jobs')
      .set({ file_path: filePath, total_records: totalRecords, completed_records: 0, cursor: JSON.stringify(cursor), updated_at: sql`now()` })
      .where('id', '=', id)
      .where('status', '=', 'inprogress')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** After a chunk is written: progress and where to resume, in one statement. False when the job was taken away. */
  async advance(id: string, completedRecords: number, cursor: CsvExportCursor): Promise<boolean> {
    const result = await this.db
      .updateTable('csv_jobs')
      .set({ completed_records: completedRecords, cursor: JSON.stringify(cursor), updated_at: sql`now()` })
      .where('id', '=', id)
      .where('status', '=', 'inprogress')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async complete(id: string, completedRecords: number): Promise<void> {
    await this.db
      .updateTable('csv_jobs')
      // Rows added while the job ran are in the file too; the total follows so progress ends at 100.00.
      .set({ status: 'completed', completed_records: completedRecords, total_records: completedRecords, updated_at: sql`now()` })
      .where('id', '=', id)
      .where('status', '=', 'inprogress')
      .execute();
  }

  async fail(id: string, error: string): Promise<void> {
    await this.db
      .updateTable('csv_jobs')
      .set({ status: 'failed', error: error.slice(0, 500), updated_at: sql`now()` })
      .where('id', '=', id)
      .where('status', '=', 'inprogress')
      .execute();
  }
}

function recordOf(row: {
  id: string;
  merchant_id: string | null;
  module: string;
  query: Record<string, unknown>;
  status: CsvJobStatus;
  completed_records: number;
  total_records: number;
  file_path: string | null;
  cursor: CsvExportCursor | null;
}): CsvJobRecord {
  return {
    id: row.id,
    merchantId: row.merchant_id,
    module: row.module,
    query: row.query as StoredTransactionQuery,
    status: row.status,
    completedRecords: row.completed_records,
    totalRecords: row.total_records,
    filePath: row.file_path,
    cursor: row.cursor,
  };
}
