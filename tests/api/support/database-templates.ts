import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { databaseTemplateAt, dropDatabaseTemplate, type DatabaseTemplate } from '../../../server/src/db/isolated-database';
import type { HeldPayment } from '../../../server/src/seed/demo-provider-records';
import { makeTemplate, type TestSeed } from './template-seeds';

/** A PGlite template: a data folder dumped to a file. */
export type PgliteTemplate = Extract<DatabaseTemplate, { kind: 'pglite' }>;

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: Record<TestSeed, DatabaseTemplate>;
    /**
     * The PGlite templates, for the tests that always run PGlite (a server process on a data folder,
     * template-folder.ts): the same files as `databaseTemplates` on a PGlite run; on a PostgreSQL run
     * files that the first test needing one makes.
     */
    pgliteTemplates: Record<TestSeed, PgliteTemplate>;
    /** The `all` seed's wallet payments the simulators hold (server/src/seed/demo-provider-records.ts). */
    heldPayments: HeldPayment[];
  }
}

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
  const name = (seed: TestSeed) => `pgw_template_${run}_${seed}`;
  const at = (seed: TestSeed) => databaseTemplateAt(databaseUrl, folder, name(seed));
  const templates: Record<TestSeed, DatabaseTemplate> = { none: at('none'), core: at('core'), all: at('all') };
  const pgliteAt = (seed: TestSeed) => databaseTemplateAt(undefined, folder, name(seed)) as PgliteTemplate;
  const pgliteTemplates: Record<TestSeed, PgliteTemplate> = { none: pgliteAt('none'), core: pgliteAt('core'), all: pgliteAt('all') };
  const dropAll = async () => {
    for (const template of Object.values(templates)) await dropDatabaseTemplate(databaseUrl, template);
    await rm(folder, { recursive: true, force: true });
  };
  let heldPayments: HeldPayment[] = [];
  try {
    await makeTemplate(databaseUrl, 'none', templates.none, templates.none);
    await makeTemplate(databaseUrl, 'core', templates.core, templates.none);
    heldPayments = await makeTemplate(databaseUrl, 'all', templates.all, templates.none);
  } catch (error) {
    await dropAll();
    throw error;
  }
  project.provide('databaseTemplates', templates);
  project.provide('pgliteTemplates', pgliteTemplates);
  project.provide('heldPayments', heldPayments);
  return dropAll;
}
