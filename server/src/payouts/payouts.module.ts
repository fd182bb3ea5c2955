import { sql } from 'kysely';
import * as payoutsContract from '../../../src/contract/payouts.contract';
import * as payoutFilesContract from '../../../src/contract/payout-files.contract';
import { parseDecimal } from '../../../src/domain/money/decimal';
import { EasypaisaPayoutAdapter } from '../providers/easypaisa/easypaisa.payout-adapter';
import { JazzcashPayoutAdapter } from '../providers/jazzcash/jazzcash.payout-adapter';
import { providerPort } from '../providers/provider-port';
import { SandboxPayoutDisbursal } from '../providers/payout-disbursal.sandbox-adapter';
import { walletWireClients } from '../providers/wallet-wire-clients';
import { SandboxPayoutBook } from '../providers/sandbox-payout-book';
import { ProviderBooks } from '../providers/provider-books';
import type { ServerModule } from '../server-module';
import { MerchantOfWrite } from '../shared/merchant-of-write';
import { FileRecordsRepository } from './file-records.repository';
import { registerPayoutFilesRoutes } from './payout-files.routes';
import { PayoutUploadService } from './payout-upload.service';
import { PayoutDisbursals } from './payout-disbursals';
import { PayoutReviewService } from './payout-review.service';
import { PayoutWorker } from './payout-worker';
import { PayoutsRepository } from './payouts.repository';
import { registerPayoutsRoutes } from './payouts.routes';
import { AddPayoutService } from './payouts.service';
import { expiredUploadsPurge } from './expired-uploads-purge';
import { runWithServer } from '../workers/with-server';
import { waitingJobs } from '../workers/waiting-jobs';

export const payoutsModule: ServerModule = {
  name: 'payouts',
  contracts: [payoutsContract, payoutFilesContract],
  register(app, deps) {
    const { db } = deps.database;
    const { config } = deps;
    const limit = config.payoutFourEyesAbove === undefined ? null : parseDecimal(config.payoutFourEyesAbove, 2);
    const fourEyesAbove = limit === null || !limit.ok ? null : limit.value;
    // The one place that picks the payout providers' adapters (docs/spec/decisions.md §4): a provider with a
    // base URL over its REST API (docs/decisions/0043-provider-wire-adapters.md), else its sandbox,
    // misbehaving only when SANDBOX_FAULTS asks; each measured (providers/provider-port.ts).
    const book = new SandboxPayoutBook(config.sandboxPayoutBook);
    const providers = { metrics: deps.metrics, faults: config.sandboxFaults };
    const measured = { metrics: deps.metrics, faults: undefined };
    const sandbox = (provider: 'easypaisa' | 'jazzcash') =>
      providerPort(new SandboxPayoutDisbursal(provider, book, new ProviderBooks(db)), `${provider}-payout`, providers);
    const wire = walletWireClients(config);
    const disbursals = new PayoutDisbursals(
      db,
      {
        easypaisa: wire.easypaisa === undefined ? sandbox('easypaisa') : providerPort(new EasypaisaPayoutAdapter(wire.easypaisa), 'easypaisa-payout', measured),
        jazzcash: wire.jazzcash === undefined ? sandbox('jazzcash') : providerPort(new JazzcashPayoutAdapter(wire.jazzcash), 'jazzcash-payout', measured),
      },
      { baseMs: config.payoutRetryBaseMs, maxMs: Math.max(config.payoutRetryBaseMs, 30 * 60_000), maxAttempts: config.payoutMaxAttempts },
    );
    const uploads = new PayoutUploadService(db, deps.now, config.payoutUploadPendingHours, config.payoutParseBudget);
    const worker = new PayoutWorker({
      db,
      disbursals,
      fourEyesAbove,
      pollMs: config.payoutWorkerPollMs,
      autoRetryMs: Math.max(config.payoutRetryBaseMs, 1000) * 10,
      now: deps.now,
      log: app.log,
      metrics: deps.metrics,
    });
    runWithServer(app, worker);
    deps.metrics.watchQueue(worker.name, () => waitingJobs(db, 'payout_jobs', sql`state = 'queued'`));
    runWithServer(app, expiredUploadsPurge(uploads, { now: deps.now, lookEveryMs: config.payoutWorkerPollMs }, app.log));
    registerPayoutsRoutes(app, deps.kit, {
      payouts: new PayoutsRepository(db, config.businessTimeZone),
      adds: new AddPayoutService(db, deps.now),
      review: new PayoutReviewService({ db, disbursals, worker, fourEyesAbove, now: deps.now }),
      merchantOfWrite: new MerchantOfWrite(db),
    });
    registerPayoutFilesRoutes(app, deps.kit, {
      uploads,
      fileRecords: new FileRecordsRepository(db, config.businessTimeZone),
      worker,
      fourEyesAbove,
      businessTimeZone: config.businessTimeZone,
      now: deps.now,
    });
  },
};
