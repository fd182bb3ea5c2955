import { sql } from 'kysely';
import { ownBaseUrl } from '../http/own-base-url';
import * as checkoutContract from '../../../src/contract/checkout.contract';
import { resolveTokenSecret } from '../db/token-secret';
import { checkoutProvider } from '../providers/checkout-provider';
import { stripeClient } from '../providers/card.stripe-adapter';
import { CardProcessorWebhook } from './card-processor-webhook';
import { registerCardProcessorWebhookRoute } from './card-processor-webhook.routes';
import type { ServerModule } from '../server-module';
import { BlacklistLookup } from './blacklist.repository';
import { merchantKeysPurpose } from '../shared/merchant-secrets';
import { SecretBox } from '../crypto/secret-box';
import { CheckoutNotificationsWorker } from './checkout-notifications.worker';
import { registerCheckoutRoutes } from './checkout.routes';
import { attemptsSweep } from './checkout-attempts.sweep';
import { CheckoutPayments } from './checkout-payments.service';
import { CheckoutSessions } from './checkout-sessions.service';
import { CheckoutSettlement } from './checkout-settlement';
import { runWithServer } from '../workers/with-server';
import { waitingJobs } from '../workers/waiting-jobs';

/**
 * docs/decisions/0031-hosted-checkout.md: the customer-facing checkout. The one place that picks the
 * checkout's provider (the sandbox adapter, misbehaving only under SANDBOX_FAULTS) and starts the merchant notification worker.
 */
export const checkoutModule: ServerModule = {
  name: 'checkout',
  contracts: [checkoutContract],
  register(app, deps) {
    const { db } = deps.database;
    let box: Promise<SecretBox> | undefined;
    const secretBox = () =>
      (box ??= resolveTokenSecret(db, deps.config.tokenSecret).then(
        (secret) => new SecretBox([secret, ...deps.config.previousTokenSecrets], merchantKeysPurpose),
      ));
    const baseUrl = ownBaseUrl(app, deps.config);
    const worker = new CheckoutNotificationsWorker({ db, secretBox, baseUrl, now: deps.now, log: app.log });
    const sessions = new CheckoutSessions({ db, now: deps.now });
    const settlement = new CheckoutSettlement({ db, sessions, now: deps.now, onFinal: () => worker.wake(), metrics: deps.metrics });
    const payments = new CheckoutPayments({
      db,
      provider: checkoutProvider(db, deps.config, baseUrl, { metrics: deps.metrics, faults: deps.config.sandboxFaults }),
      blacklist: new BlacklistLookup(db),
      sessions,
      settlement,
      now: deps.now,
    });
    runWithServer(app, worker);
    deps.metrics.watchQueue(worker.name, () => waitingJobs(db, 'checkout_notifications', sql`status = 'Queued'`));
    runWithServer(
      app,
      attemptsSweep({ db, payments, now: deps.now, everyMs: deps.config.checkoutSweepMs, afterMs: deps.config.checkoutSweepAfterMs, log: app.log }),
    );
    const rate = app.createRateLimit({ max: deps.config.checkoutRateLimit, timeWindow: 60_000 });
    const processor = deps.config.cardProcessor;
    registerCheckoutRoutes(app, deps.kit, {
      db,
      sessions,
      payments,
      secretBox,
      now: deps.now,
      publicUrl: deps.config.publicUrl ?? '',
      rate,
      cardProcessor: processor === undefined ? null : { apiBase: processor.apiBase, publishableKey: processor.publishableKey },
    });
    if (processor !== undefined) {
      const webhook = new CardProcessorWebhook({ db, stripe: stripeClient(processor), webhookSecret: processor.webhookSecret, payments, sessions });
      registerCardProcessorWebhookRoute(app, webhook);
    }
  },
};
