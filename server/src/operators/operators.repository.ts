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
    return this.db.selectFrom('operators').select(['id', 'name', 'type']).orderBy('name').orderBy('id').execute();
  }
}
