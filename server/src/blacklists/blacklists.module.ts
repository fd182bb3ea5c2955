import * as blacklistsContract from '../../../src/contract/blacklists.contract';
import type { ServerModule } from '../server-module';
import { BlacklistsRepository } from './blacklists.repository';
import { registerBlacklistsRoutes } from './blacklists.routes';

export const blacklistsModule: ServerModule = {
  name: 'blacklists',
  contracts: [blacklistsContract],
  register(app, deps) {
    registerBlacklistsRoutes(app, deps.kit, { blacklists: new BlacklistsRepository(deps.database.db), now: deps.now });
  },
};
