import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { applyBusinessTimeZone } from '../../../server/src/db/business-time-zone';
import { createDatabaseTemplate, databaseTemplateAt, dropDatabaseTemplate, type DatabaseTemplate } from '../../../server/src/db/isolated-database';
import { migrateToLatest } from '../../../server/src/db/migrate';
import { seedCoreData } from '../../../server/src/seed/core-seed';
import { seedDemoData } from '../../../server/src/seed/demo-seed';
import { testServerConfig } from './test-server-config';

/** What a test server's database starts with: `all` core and business demo data, `core` the core only, `none` nothing. */
export type TestSeed = 'all' | 'core' | 'none';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: Record<TestSeed, DatabaseTemplate>;
  }
}

const quiet = () => undefined;

/**
 * The api project's global setup: migrating and seeding take most of a test server's start, so they
 * happen once per run, in three templates (PGlite data folders dumped to files, or PostgreSQL
 * databases), and every test server starts on its own copy of one (test-server.ts). The templates go
 * when the run ends.
 */
export default async function makeDatabaseTemplates(project: TestProject): Promise<() => Promise<void>> {
  const databaseUrl = process.env.DATABASE_URL;
  const folder = await mkdtemp(join(tmpdir(), 'pgw-api-templates-'));
  const run = randomBytes(4).toString('hex');
  const at = (seed: TestSeed) => databaseTemplateAt(databaseUrl, folder, `pgw_template_${run}_${seed}`);
  const templates: Record<TestSeed, DatabaseTemplate> = { none: at('none'), core: at('core'), all: at('all') };
  const dropAll = async () => {
    for (const template of Object.values(templates)) await dropDatabaseTemplate(databaseUrl, template);
    await rm(folder, { recursive: true, force: true });
  };
  try {
    // What buildApp does to a database before the server's first request; it finds it done on a copy.
    const config = testServerConfig();
    await createDatabaseTemplate(databaseUrl, templates.none, async ({ db }) => {
      await migrateToLatest(db, { tokenSecret: config.tokenSecret });
      await applyBusinessTimeZone(db, config.businessTimeZone);
    });
    await createDatabaseTemplate(databaseUrl, templates.core, async ({ db }) => void (await seedCoreData(db, quiet)), templates.none);
    await createDatabaseTemplate(databaseUrl, templates.all, async ({ db }) => void (await seedDemoData(db, quiet)), templates.none);
  } catch (error) {
    await dropAll();
    throw error;
  }
  project.provide('databaseTemplates', templates);
  return dropAll;
}
