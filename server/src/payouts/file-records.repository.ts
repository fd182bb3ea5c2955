import { sql, type Kysely } from 'kysely';
import { businessDaysRangeUtc } from '../../../src/domain/time/business-day';
import type { DatabaseSchema } from '../db/database-schema';
import { countOf, likeLiteral } from '../http/wire-values';

/** The columns of a file record row, as the grid, the export and a single read return them. */
const fileRecordColumns = [
  'fr.id as id',
  'fr.original_name as originalName',
  'fr.file_name as fileName',
  'fr.updated_records as updatedRecords',
  'fr.no_of_transactions as noOfTransactions',
  'fr.approved_count as approved',
  'fr.rejected_count as rejected',
  'fr.amount as amount',
  'fr.created_at as createdAt',
  'fr.date_from as dateFrom',
  'fr.date_to as dateTo',
] as const;
export interface FileRecordFilter {
  query?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** spec 3 §3 File record as stored. */
export interface FileRecordRow {
  id: string;
  originalName: string;
  fileName: string;
  updatedRecords: number;
  noOfTransactions: number;
  approved: number;
  rejected: number;
  amount: string;
  createdAt: Date;
  dateFrom: string | null;
  dateTo: string | null;
}

/**
 * spec 3 §2 /file-records: the uploaded payout files, newest first by (created_at, id), an order the
 * index of migration 0022 serves (docs/decisions/0027-administration-grids.md). The search matches
 * the file's original or stored name anywhere (files are few: one per confirmed upload).
 */
export class FileRecordsRepository {
  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly businessTimeZone: string,
  ) {}

  private filtered(filter: FileRecordFilter) {
    let query = this.db.selectFrom('file_records as fr');
    if (filter.from !== undefined || filter.to !== undefined) {
      const range = businessDaysRangeUtc(filter.from ?? '2000-01-01', filter.to ?? '2999-12-31', this.businessTimeZone);
      query = query.where('fr.created_at', '>=', new Date(range.startUtc)).where('fr.created_at', '<', new Date(range.endUtc));
    }
    const text = filter.query?.trim();
    if (text !== undefined && text !== '') {
      const pattern = `%${likeLiteral(text.toLowerCase())}%`;
      query = query.where((eb) => eb.or([eb(sql`lower(fr.original_name)`, 'like', pattern), eb(sql`lower(fr.file_name)`, 'like', pattern)]));
    }
    return query;
  }

  async page(filter: FileRecordFilter, page: number, limit: number): Promise<{ rows: FileRecordRow[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.rows(filter, limit, (page - 1) * limit),
      this.filtered(filter)
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .executeTakeFirst(),
    ]);
    return { rows, total: countOf(count?.count ?? 0) };
  }

  /** Every record of the filter, for the spreadsheet (at most `limit`; the total says whether more exist). */
  async all(filter: FileRecordFilter, limit: number): Promise<{ rows: FileRecordRow[]; total: number }> {
    return this.page(filter, 1, limit);
  }

  private rows(filter: FileRecordFilter, limit: number, offset: number): Promise<FileRecordRow[]> {
    return this.filtered(filter).select(fileRecordColumns).orderBy('fr.created_at', 'desc').orderBy('fr.id').limit(limit).offset(offset).execute();
  }

  async byId(id: string): Promise<FileRecordRow | undefined> {
    const rows = await this.db.selectFrom('file_records as fr').select(fileRecordColumns).where('fr.id', '=', id).execute();
    return rows[0];
  }
}
