import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import { seedCoreData } from './core-seed';

/** docs/spec/decisions.md §7: a fresh database gets the demo organisations, users and business data. */
export async function seedDemoData(db: Kysely<DatabaseSchema>, log: (message: string) => void): Promise<'seeded' | 'skipped'> {
  const core = await seedCoreData(db, log);
  if (core === 'skipped') return core;
  // Loaded only when a fresh database is seeded: the business seed and its generators are no part of a usual start.
  const { seedBusinessData } = await import('./business-seed');
  await seedBusinessData(db, log);
  return core;
}
