import { ownBaseUrl } from '../http/own-base-url';
import * as reconciliationContract from '../../../src/contract/reconciliation.contract';
import { parseDecimal } from '../../../src/domain/money/decimal';
import { checkoutProvider } from '../providers/checkout-provider';
import { providerStatements } from '../providers/provider-statement.port';
import type { ServerModule } from '../server-module';
import { periodicWorker } from '../workers/periodic-worker';
import { exponentialBackoff, WorkerLoop } from '../workers/worker-loop';
import { runWithServer } from '../workers/with-server';
import { ReconciliationRepository } from './reconciliation.repository';
import { registerReconciliationRoutes } from './reconciliation.routes';
import { ReconciliationService } from './reconciliation.service';

/** How often the daily job looks whether yesterday is reconciled (its claim row makes a look cheap). */
const dailyLookMs = 10 * 60_000;
/** The first look after start, so a server that was down at midnight catches up soon. */
const firstLookMs = 30_000;

/** docs/decisions/0035-reconciliation.md: the providers' statements against our books, daily and on demand. */
export const reconciliationModule: ServerModule = {
  name: 'reconciliation',
  contracts: [reconciliationContract],
  register(app, deps) {
    const { db } = deps.database;
    const { config } = deps;
    const limit = config.payoutFourEyesAbove === undefined ? null : parseDecimal(config.payoutFourEyesAbove, 2);
    const repository = new ReconciliationRepository(db, config.businessTimeZone);
    const providers = { metrics: deps.metrics, faults: config.sandboxFaults };
    deps.metrics.watchReconciliation(() => repository.unresolvedMismatches());
    const service = new ReconciliationService({
      db,
      repository,
      statements: providerStatements(db, providers, config),
      checkoutProvider: checkoutProvider(db, config, ownBaseUrl(app, config), providers),
      fourEyesAbove: limit === null || !limit.ok ? null : limit.value,
      zone: config.businessTimeZone,
      now: deps.now,
    });
    // The daily look, a periodic worker (docs/decisions/0040-workers.md); a failed look is tried again
    // after 30 s, then longer, up to the look's own period.
    if (config.reconciliationDaily) {
      const daily = periodicWorker({
        name: 'daily reconciliation',
        everyMs: dailyLookMs,
        firstAfterMs: firstLookMs,
        backoff: exponentialBackoff(firstLookMs, dailyLookMs),
        round: () => service.runDaily(app.log),
      });
      runWithServer(app, new WorkerLoop(daily, app.log));
    }
    registerReconciliationRoutes(app, deps.kit, { repository, service });
  },
};
