import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import { likeLiteral } from '../http/wire-values';

export interface AuditLogFilter {
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  actor?: string | undefined;
  action?: string | undefined;
  page: number;
  pageSize: number;
}

export interface AuditRow {
  id: number;
  at: Date;
  actorId: string | null;
  actorName: string;
  action: string;
  targetType: string;
  targetId: string | null;
  details: Record<string, unknown>;
}

/** docs/decisions/0023-audit-log.md: newest first, one page, filtered by business day, actor and action. */
export class AuditLogRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async page(filter: AuditLogFilter): Promise<{ rows: AuditRow[]; total: number }> {
    let query = this.db.selectFrom('audit_log');
    // docs/spec/decisions.md §5: days are business days.
    if (filter.dateFrom !== undefined) query = query.where(sql<string>`(at at time zone business_time_zone())::date`, '>=', filter.dateFrom);
    if (filter.dateTo !== undefined) query = query.where(sql<string>`(at at time zone business_time_zone())::date`, '<=', filter.dateTo);
    if (filter.actor !== undefined && filter.actor !== '') query = query.where('actor_name', 'ilike', `%${likeLiteral(filter.actor)}%`);
    if (filter.action !== undefined && filter.action !== '') {
      const action = filter.action;
      query = query.where((eb) => eb.or([eb('action', '=', action), eb('action', 'like', `${likeLiteral(action)}.%`)]));
    }
    const [rows, count] = await Promise.all([
      query
        .select(['id', 'at', 'actor_id as actorId', 'actor_name as actorName', 'action', 'target_type as targetType', 'target_id as targetId', 'details'])
        .orderBy('at', 'desc')
        .orderBy('id', 'desc')
        .limit(filter.pageSize)
        .offset((filter.page - 1) * filter.pageSize)
        .execute(),
      query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { rows: rows as AuditRow[], total: Number(count.total) };
  }
}
