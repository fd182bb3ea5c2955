import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../db/database-errors';
import type { DatabaseSchema } from '../db/database-schema';
import { ApiFailure } from './api-failure';

/**
 * Runs a change in one transaction. A refusal the work returns (an ApiFailure) rolls back whatever
 * it wrote before and is answered as it is, so nothing is half-written; a unique index refusing a
 * row that raced past the work's own duplicate check is answered by `onDuplicate` (409 naming the field).
 */
export async function transactionOrFailure<T>(
  db: Kysely<DatabaseSchema>,
  work: (trx: Kysely<DatabaseSchema>) => Promise<T | ApiFailure>,
  onDuplicate: () => ApiFailure,
): Promise<T | ApiFailure> {
  try {
    return await db.transaction().execute(async (trx) => {
      const result = await work(trx);
      if (result instanceof ApiFailure) throw result;
      return result;
    });
  } catch (error) {
    if (error instanceof ApiFailure) return error;
    if (isUniqueViolation(error)) return onDuplicate();
    throw error;
  }
}
