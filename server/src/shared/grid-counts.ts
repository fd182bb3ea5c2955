import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import { countOf } from '../http/wire-values';

/**
 * docs/decisions/0027-administration-grids.md: the live rows of a grid, from the rows migration 0023's
 * triggers keep (one per organisation, and the table's total), instead of counting the table.
 */
export async function keptGridCount(
  db: Kysely<DatabaseSchema>,
  source: 'users' | 'services',
  organisation: { type: string; id: string } | 'all',
): Promise<number> {
  const key = organisation === 'all' ? { type: '', id: '' } : organisation;
  const row = await db
    .selectFrom('grid_counts')
    .select('count')
    .where('source', '=', source)
    .where('organisation_type', '=', key.type)
    .where('organisation_id', '=', key.id)
    .executeTakeFirst();
  return countOf(row?.count ?? 0);
}
