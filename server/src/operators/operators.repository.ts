import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { operatorListItemSchema } from '../../../src/contract/lookups.contract';
import type { DatabaseSchema } from '../db/database-schema';

type OperatorListItem = z.infer<typeof operatorListItemSchema>;

export class OperatorsRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async list(): Promise<OperatorListItem[]> {
    const rows = await this.db.selectFrom('operators').select(['id', 'name', 'type']).orderBy('name').orderBy('id').execute();
    return rows.map((row) => ({ _id: row.id, name: row.name, type: row.type }));
  }
}
