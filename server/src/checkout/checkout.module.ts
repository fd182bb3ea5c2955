import type { AddressInfo } from 'node:net';
import { resolveTokenSecret } from '../auth/token-secret';
import { CheckoutSandboxAdapter } from '../providers/checkout.sandbox-adapter';
import { withFaults } from '../providers/faulty-provider';
import { basePrefixes } from '../http/base-prefixes';
import type { ServerModule } from '../server-module';
import { BlacklistLookup } from '../shared/blacklist.repository';
import { merchantKeysPurpose } from '../shared/merchant-secrets';
import { SecretBox } from '../shared/secret-box';
import { CheckoutNotificationsWorker } from './checkout-notifications.worker';
import { registerCheckoutRoutes } from './checkout.routes';
import { CheckoutService } from './checkout.service';

/**
 * docs/decisions.md "Hosted checkout": the customer-facing checkout. The one place that picks the
 * checkout's provider (the sandbox adapter, misbehaving only under SANDBOX_FAULTS) and starts the merchant notification worker.
 */
export const checkoutModule: ServerModule = {
  name: 'checkout',
  register(app, deps) {
    const { db } = deps.database;
    let box: Promise<SecretBox> | undefined;
    const secretBox = () => (box ??= resolveTokenSecret(db, deps.config.tokenSecret).then((secret) => new SecretBox(secret, merchantKeysPurpose)));
    const baseUrl = () => {
      if (deps.config.publicUrl !== undefined) return deps.config.publicUrl;
      const address = app.server.address() as AddressInfo | string | null;
      return address !== null && typeof address === 'object' ? `http://127.0.0.1:${address.port}` : `http://127.0.0.1:${deps.config.port}`;
    };
    const worker = new CheckoutNotificationsWorker({ db, secretBox, baseUrl, now: deps.now });
    const checkout = new CheckoutService({
      db,
      provider: withFaults(new CheckoutSandboxAdapter(db, basePrefixes.paymentGateway), deps.config.sandboxFaults),
      blacklist: new BlacklistLookup(db),
      now: deps.now,
      onFinal: () => worker.wake(),
    });
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => worker.stop());
    const rate = app.createRateLimit({ max: deps.config.checkoutRateLimit, timeWindow: 60_000 });
    registerCheckoutRoutes(app, deps.kit, { db, checkout, secretBox, now: deps.now, publicUrl: deps.config.publicUrl ?? '', rate });
  },
};
