import { sql } from 'kysely';
import * as csvJobsContract from '../../../src/contract/csv-jobs.contract';
import { resolveTokenSecret } from '../db/token-secret';
import type { ServerModule } from '../server-module';
import { CsvExportWorker } from './csv-export-worker';
import { CsvJobsRepository } from './csv-jobs.repository';
import { registerCsvJobsRoutes } from './csv-jobs.routes';
import { DownloadLinks } from './download-link';
import { exportDirectoryOf } from './export-directory';
import { runWithServer } from '../workers/with-server';
import { waitingJobs } from '../workers/waiting-jobs';

export const csvJobsModule: ServerModule = {
  name: 'csv-jobs',
  contracts: [csvJobsContract],
  register(app, deps) {
    const { db } = deps.database;
    const jobs = new CsvJobsRepository(db);
    const worker = new CsvExportWorker({
      db,
      jobs,
      exportDir: exportDirectoryOf(deps.config),
      timeZone: deps.config.businessTimeZone,
      // A running job commits a page every fraction of a second; one untouched for 30 s lost its worker.
      staleAfterMs: 30_000,
      // PGlite is one process over its data folder, so an inprogress job at start-up is a crash's;
      // several servers may share PostgreSQL, where only a job nobody touched for 30 s is taken over.
      resumeAllAtStart: deps.database.kind === 'pglite',
      ...(deps.database.copyOut === undefined ? {} : { copyOut: deps.database.copyOut }),
      log: app.log,
    });
    // Fastify runs onClose before app.ts closes the database, so the running page is committed first.
    runWithServer(app, worker);
    deps.metrics.watchQueue(worker.name, () => waitingJobs(db, 'csv_jobs', sql`status in ('pending', 'inprogress')`));

    // The secret is read on first use: it is the one app.ts resolved, kept in the settings table.
    let links: Promise<DownloadLinks> | undefined;
    const downloadLinks = () => (links ??= resolveTokenSecret(db, deps.config.tokenSecret).then((secret) => new DownloadLinks(secret)));

    registerCsvJobsRoutes(app, deps.kit, {
      jobs,
      worker,
      downloadLinks,
      publicUrl: deps.config.publicUrl,
      businessTimeZone: deps.config.businessTimeZone,
      now: deps.now,
    });
  },
};
