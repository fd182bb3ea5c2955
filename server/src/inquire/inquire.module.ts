import { ownBaseUrl } from '../http/own-base-url';
import * as inquireContract from '../../../src/contract/inquire.contract';
import { InquireSettingRepository } from '../shared/inquire-setting.repository';
import { walletProviders } from '../providers/wallet-providers';
import type { ServerModule } from '../server-module';
import { InquireRepository } from './inquire.repository';
import { registerInquireRoutes } from './inquire.routes';
import { InquireService } from './inquire.service';

/** docs/spec/decisions.md §4: the wallet providers come from the one place that picks their adapters. */
export const inquireModule: ServerModule = {
  name: 'inquire',
  contracts: [inquireContract],
  register(app, deps) {
    const { db } = deps.database;
    const service = new InquireService({
      repository: new InquireRepository(db),
      settings: new InquireSettingRepository(db),
      providers: walletProviders(db, deps.config.businessTimeZone, { metrics: deps.metrics, faults: deps.config.sandboxFaults }, deps.now, deps.config),
      baseUrl: ownBaseUrl(app, deps.config),
    });
    registerInquireRoutes(app, deps.kit, service);
  },
};
