import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import { loadBusinessSeeder } from './business-seed-loader';
import { seedCoreData } from './core-seed';

/** docs/spec/decisions.md §7: a fresh database gets the demo organisations, users and business data. */
export async function seedDemoData(db: Kysely<DatabaseSchema>, log: (message: string) => void): Promise<'seeded' | 'skipped'> {
  const core = await seedCoreData(db, log);
  if (core === 'skipped') return core;
  const seedBusinessData = await loadBusinessSeeder();
  if (seedBusinessData === undefined) {
    log('No business seed found (server/src/seed/business-seed.ts); only the core demo data was seeded');
    return core;
  }
  await seedBusinessData(db, log);
  return core;
}
