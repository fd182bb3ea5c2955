import type { FastifyInstance } from 'fastify';
import { payinInquire } from '../../../src/contract/inquire.contract';
import { InquireSettingRepository } from '../dashboard/inquire-setting.repository';
import { registerCall } from '../http/register-call';
import { signedIn } from '../http/route-access';
import { EasypaisaSandboxAdapter } from '../providers/easypaisa.sandbox-adapter';
import { JazzcashSandboxAdapter } from '../providers/jazzcash.sandbox-adapter';
import { SandboxLedger } from '../providers/sandbox-ledger';
import { sandboxLatencyMs } from '../providers/sandbox-test-orders';
import { registerSandboxMerchantRoutes } from '../sandbox/merchant-notifications.routes';
import type { ServerDeps } from '../server-deps';
import { InquireRepository } from './inquire.repository';
import { InquireService } from './inquire.service';

export function registerInquireRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const ledger = new SandboxLedger(deps.database.db);
  const sandbox = { ledger, latencyMs: sandboxLatencyMs, now: deps.now };
  const zone = deps.config.businessTimeZone;
  const service = new InquireService({
    repository: new InquireRepository(deps.database.db),
    settings: new InquireSettingRepository(deps.database.db),
    providers: { easypaisa: new EasypaisaSandboxAdapter(sandbox, zone), jazzcash: new JazzcashSandboxAdapter(sandbox, zone) },
  });

  // spec 1 §2 route table: any signed-in user; the merchant setting rule is answered as
  // permission false (spec 1 §2), not 403, so the page can show its Access Denied state.
  registerCall(app, deps.kit, payinInquire, signedIn('organisation'), async ({ actor, body }) => service.inquire(actor, body));
  // The notification URL of the seeded services points here (Send Notification has a real target).
  registerSandboxMerchantRoutes(app, deps);
}
