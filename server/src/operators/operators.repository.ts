import type { Kysely } from 'kysely';
import type { OperatorType } from '../db/core-tables';
import type { DatabaseSchema } from '../db/database-schema';

export interface OperatorRecord {
  id: string;
  name: string;
  type: OperatorType;
}

export class OperatorsRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async list(): Promise<OperatorRecord[]> {
    // Deleted carriers leave the lookup (migration 0007); what refers to them keeps them.
    return this.db.selectFrom('operators').select(['id', 'name', 'type']).where('deleted_at', 'is', null).orderBy('name').orderBy('id').execute();
  }
}
