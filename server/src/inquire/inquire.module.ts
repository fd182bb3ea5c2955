import { InquireSettingRepository } from '../shared/inquire-setting.repository';
import { EasypaisaSandboxAdapter } from '../providers/easypaisa.sandbox-adapter';
import { JazzcashSandboxAdapter } from '../providers/jazzcash.sandbox-adapter';
import { SandboxLedger } from '../providers/sandbox-ledger';
import { sandboxLatencyMs } from '../providers/sandbox-test-orders';
import type { ServerModule } from '../server-module';
import { InquireRepository } from './inquire.repository';
import { registerInquireRoutes } from './inquire.routes';
import { InquireService } from './inquire.service';

/**
 * docs/spec/decisions.md §4: the wallet providers are their sandbox adapters here; a real provider is a
 * different adapter of the same port, chosen in this one place.
 */
export const inquireModule: ServerModule = {
  name: 'inquire',
  register(app, deps) {
    const { db } = deps.database;
    const sandbox = { ledger: new SandboxLedger(db), latencyMs: sandboxLatencyMs, now: deps.now };
    const zone = deps.config.businessTimeZone;
    const service = new InquireService({
      repository: new InquireRepository(db),
      settings: new InquireSettingRepository(db),
      providers: { easypaisa: new EasypaisaSandboxAdapter(sandbox, zone), jazzcash: new JazzcashSandboxAdapter(sandbox, zone) },
    });
    registerInquireRoutes(app, deps.kit, service);
  },
};
