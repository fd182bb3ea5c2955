import { buildApp } from './app';
import type { ServerConfig } from './config';
import { DataFolderInUse } from './db/data-folder-lock';
import { drainOnSignals } from './drain';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from './db/database-schema';
import { handToSimulators, heldPaymentDays, referenceSeededWalletPayments } from './seed/demo-provider-records';
import { seedDemoData } from './seed/demo-seed';
import { demoSignIns } from './seed/demo-sign-ins';
import type { Tracing } from './tracing/tracing';

/** docs/decisions/0050-simulators-by-default.md: the simulated wallets hold the demo's recent payments, as real ones would. */
async function handSeededPaymentsToSimulators(config: ServerConfig, db: Kysely<DatabaseSchema>, log: (message: string) => void): Promise<void> {
  const simulators = config.simulators;
  if (simulators === undefined) return;
  const wallets = simulators.providers.filter((provider) => provider !== 'card');
  const held = await referenceSeededWalletPayments(db, wallets, new Date());
  await handToSimulators(simulators.url, held);
  log(`The simulated wallets hold the demo's ${held.length} wallet payments of the last ${heldPaymentDays} days`);
}

/** Migrate, seed a fresh database, listen; drain on a signal (drain.ts). */
export async function serve(config: ServerConfig, tracing: Tracing | undefined): Promise<void> {
  const startedAt = performance.now();
  const { app, db, database, close, beginShutdown, inFlight, migrated } = await buildApp({ config }).catch((error: unknown) => {
    // A second server on the same PGlite folder: its message says what to do, a stack would not.
    if (!(error instanceof DataFolderInUse)) throw error;
    console.error(error.message);
    process.exit(1);
  });
  const log = (message: string) => app.log.info(message);
  app.log.info({ migrations: migrated.length }, migrated.length === 0 ? 'Database schema current' : `Migrations applied: ${migrated.length}`);
  const builtAt = performance.now();

  // Registered before seeding so Ctrl-C mid-seed still closes the data folder cleanly.
  drainOnSignals(
    { log: app.log, beginShutdown, close, inFlight, dropConnections: () => app.server.closeAllConnections() },
    config.shutdownGraceMs,
    async () => {
      await tracing?.shutdown();
    },
  );

  // The demo passwords are published, so they are printed only when this start created those users.
  if (config.seedDemo) {
    const outcome = await seedDemoData(db, log);
    if (outcome === 'seeded') {
      await handSeededPaymentsToSimulators(config, db, log);
      log('Demo data seeded; sign in with:');
      for (const s of demoSignIns) log(`Demo sign-in: ${s.userName} / ${s.password}  (${s.description})`);
    } else {
      log('Existing data kept; no demo data seeded');
    }
  } else {
    log('Demo data not seeded (SEED_DEMO is off)');
  }

  const seededAt = performance.now();

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.error({ err: error }, 'could not listen');
    await close();
    process.exit(1);
  }
  const where = config.host === '0.0.0.0' ? '127.0.0.1' : config.host;
  const phases = { openAndMigrateMs: Math.round(builtAt - startedAt), seedMs: Math.round(seededAt - builtAt) };
  app.log.info(
    phases,
    `Ready in ${Math.round(performance.now() - startedAt)} ms on ${database.kind}: portal http://${where}:${config.port}/ , API reference http://${where}:${config.port}/api/reference`,
  );
}
