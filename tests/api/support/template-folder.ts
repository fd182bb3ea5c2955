import { existsSync, openAsBlob } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { inject } from 'vitest';
import { openPgliteDatabase } from '../../../server/src/db/pglite-database';
import type { PgliteTemplate } from './database-templates';
import { makeTemplate, type TestSeed } from './template-seeds';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The run's PGlite template of `seed` (database-templates.ts). On a PostgreSQL run no test server
 * needs one, so it is made only when a test first asks, by that test's worker; a worker asking
 * meanwhile waits for it. The maker holds `<file>.making` (mkdir is atomic) and moves the finished
 * file into place, so a file that is there is whole.
 */
export async function pgliteTemplate(seed: TestSeed): Promise<PgliteTemplate> {
  const template = inject('pgliteTemplates')[seed];
  const making = `${template.file}.making`;
  while (!existsSync(template.file)) {
    const mine = await mkdir(making).then(
      () => true,
      () => false,
    );
    if (!mine) {
      await pause(250);
      continue;
    }
    try {
      // Made by another worker between the look and the mkdir.
      if (existsSync(template.file)) break;
      const none = seed === 'none' ? template : await pgliteTemplate('none');
      const part: PgliteTemplate = { kind: 'pglite', file: `${template.file}.part` };
      await makeTemplate(undefined, seed, part, none);
      await rename(part.file, template.file);
    } finally {
      await rm(making, { recursive: true, force: true });
    }
  }
  return template;
}

/**
 * Fills the PGlite data folder `folder` with a copy of the run's PGlite template, migrated and seeded
 * as `seed` says, so that a server process started on it (as `npm run server` starts it) finds its
 * database made instead of spending tens of seconds on PGlite's initdb, the migrations and the seed;
 * its start still runs them all, and finds them done. For the tests whose server always runs PGlite,
 * whatever the run's DATABASE_URL.
 */
export async function folderFromTemplate(folder: string, seed: TestSeed): Promise<void> {
  const database = await openPgliteDatabase(folder, await openAsBlob((await pgliteTemplate(seed)).file));
  await database.close();
}
