import type { DatabaseHandle } from '../../../server/src/db/database-handle';
import { applyBusinessTimeZone } from '../../../server/src/db/business-time-zone';
import { createDatabaseTemplate, type DatabaseTemplate } from '../../../server/src/db/isolated-database';
import { migrateToLatest } from '../../../server/src/db/migrate';
import { seedCoreData } from '../../../server/src/seed/core-seed';
import { type HeldPayment, referenceSeededWalletPayments } from '../../../server/src/seed/demo-provider-records';
import { seedDemoData } from '../../../server/src/seed/demo-seed';
import { PgliteUpkeep, pgliteUpkeepEveryMs } from '../../../server/src/workers/pglite-upkeep';
import { testServerConfig } from './test-server-config';

/** What a test server's database starts with: `all` core and business demo data, `core` the core only, `none` nothing. */
export type TestSeed = 'all' | 'core' | 'none';

const quiet = () => undefined;

/** What `seed` adds to an empty database (`none`) or to a copy of `none` (the others); `all` answers the wallet payments it holds. */
async function fill(seed: TestSeed, { db }: DatabaseHandle): Promise<HeldPayment[]> {
  if (seed === 'none') {
    // What buildApp does to a database before the server's first request; it finds it done on a copy.
    const config = testServerConfig();
    await migrateToLatest(db, { tokenSecret: config.tokenSecret });
    await applyBusinessTimeZone(db, config.businessTimeZone);
    return [];
  }
  if (seed === 'core') {
    await seedCoreData(db, quiet);
    return [];
  }
  await seedDemoData(db, quiet);
  return referenceSeededWalletPayments(db, ['jazzcash', 'easypaisa'], new Date());
}

/**
 * Makes the template of `seed` at `template` (a copy of `none`, made before, unless it is `none`), the one
 * way every run's templates are made (database-templates.ts, template-folder.ts). Answers the `all`
 * seed's wallet payments, which the simulators are to hold (server/src/seed/demo-provider-records.ts).
 */
export async function makeTemplate(
  databaseUrl: string | undefined,
  seed: TestSeed,
  template: DatabaseTemplate,
  none: DatabaseTemplate,
): Promise<HeldPayment[]> {
  let held: HeldPayment[] = [];
  const prepare = async (database: DatabaseHandle) => {
    held = await fill(seed, database);
    // The round a PGlite server runs at start, run once here: every test server starts on a copy (upkept).
    if (database.kind === 'pglite') await new PgliteUpkeep({ db: database.db, everyMs: pgliteUpkeepEveryMs, onError: () => undefined }).runOnce();
  };
  await createDatabaseTemplate(databaseUrl, template, prepare, seed === 'none' ? undefined : none);
  return held;
}
