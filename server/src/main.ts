import { buildApp } from './app';
import { loadConfig } from './config';
import { DataFolderInUse } from './db/data-folder-lock';
import { seedDemoData } from './seed/demo-seed';
import { demoSignIns } from './seed/demo-sign-ins';

// Starts the reference server: migrate, seed a fresh database, listen; stop cleanly on a signal.
const startedAt = performance.now();
const config = loadConfig();
const { app, db, database, close } = await buildApp({ config }).catch((error: unknown) => {
  // A second server on the same PGlite folder: its message says what to do, a stack would not.
  if (!(error instanceof DataFolderInUse)) throw error;
  console.error(error.message);
  process.exit(1);
});
const log = (message: string) => app.log.info(message);
const builtAt = performance.now();

// Registered before seeding so Ctrl-C mid-seed still closes the data folder cleanly.
let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  try {
    await close();
    app.log.info('stopped');
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

// The demo passwords are published, so they are printed only when this start created those users.
if (config.seedDemo) {
  const outcome = await seedDemoData(db, log);
  if (outcome === 'seeded') {
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
