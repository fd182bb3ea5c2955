import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';

export type BusinessSeeder = (db: Kysely<DatabaseSchema>, log: (message: string) => void) => Promise<void>;

/**
 * The business seed (services, transactions, settlements...) lives in its own module, written
 * beside the business tables. Loaded by path so the core starts and type-checks without it.
 */
export async function loadBusinessSeeder(): Promise<BusinessSeeder | undefined> {
  const url = new URL('./business-seed.ts', import.meta.url);
  if (!existsSync(fileURLToPath(url))) return undefined;
  const module = (await import(url.href)) as { seedBusinessData?: BusinessSeeder };
  if (typeof module.seedBusinessData !== 'function') throw new Error('business-seed.ts does not export seedBusinessData');
  return module.seedBusinessData;
}
