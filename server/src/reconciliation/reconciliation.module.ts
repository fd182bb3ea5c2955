import * as reconciliationContract from '../../../src/contract/reconciliation.contract';
import { parseDecimal } from '../../../src/domain/money/decimal';
import { checkoutProvider } from '../providers/checkout-provider';
import { providerStatements } from '../providers/provider-statement.port';
import type { ServerModule } from '../server-module';
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
    const service = new ReconciliationService({
      db,
      repository,
      statements: providerStatements(db),
      checkoutProvider: checkoutProvider(db, config.sandboxFaults),
      fourEyesAbove: limit === null || !limit.ok ? null : limit.value,
      zone: config.businessTimeZone,
      now: deps.now,
    });
    let timer: NodeJS.Timeout | null = null;
    let running: Promise<void> | null = null;
    const look = () => {
      if (running !== null) return;
      running = service
        .runDaily(app.log)
        .catch((error: unknown) => app.log.error({ error: String(error) }, 'daily reconciliation failed'))
        .finally(() => {
          running = null;
        });
    };
    // Started when the server is ready and stopped before app.ts closes the database (like the other workers).
    app.addHook('onReady', async () => {
      if (!config.reconciliationDaily) return;
      timer = setTimeout(function tick() {
        look();
        timer = setTimeout(tick, dailyLookMs);
        timer.unref();
      }, firstLookMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      if (timer !== null) clearTimeout(timer);
      await running;
    });
    registerReconciliationRoutes(app, deps.kit, { repository, service });
  },
};
