import * as merchantsContract from '../../../src/contract/merchants.contract';
import * as lookupsContract from '../../../src/contract/lookups.contract';
import { resolveTokenSecret } from '../db/token-secret';
import type { ServerModule } from '../server-module';
import { AccountHistoryRepository } from '../shared/account-history.repository';
import { SecretBox } from '../crypto/secret-box';
import { MerchantAccountsService } from './merchant-accounts.service';
import { MerchantBalanceRepository } from './merchant-balance.repository';
import { MerchantBalanceService } from './merchant-balance.service';
import { MerchantKeysRepository } from './merchant-keys.repository';
import { MerchantKeyRotationService } from './merchant-key-rotation.service';
import { MerchantsRepository } from './merchants.repository';
import { registerMerchantsRoutes } from './merchants.routes';

export const merchantsModule: ServerModule = {
  name: 'merchants',
  contracts: [merchantsContract, lookupsContract],
  register(app, deps) {
    const { db } = deps.database;
    const merchants = new MerchantsRepository(db);
    const keys = new MerchantKeysRepository(db);
    // The secret is the one app.ts resolved (kept in settings unless TOKEN_SECRET is set), read on first use.
    let box: Promise<SecretBox> | undefined;
    const secretBox = () =>
      (box ??= resolveTokenSecret(db, deps.config.tokenSecret).then((secret) => new SecretBox([secret, ...deps.config.previousTokenSecrets], 'merchant-keys')));

    // docs/decisions/0017-merchants-and-carriers.md: keys stored in plain text before the server sealed
    // them (older data folders, the demo seed, which runs before the server listens) are sealed at
    // every start; the reveal also seals any it meets.
    app.addHook('onReady', async () => {
      const sealed = await keys.sealLegacyKeys(await secretBox());
      if (sealed > 0) app.log.info({ sealed }, 'sealed merchant keys stored in plain text');
    });

    registerMerchantsRoutes(app, deps.kit, {
      merchants,
      history: new AccountHistoryRepository(db),
      accounts: new MerchantAccountsService({ db, merchants, keys, secretBox, now: deps.now, keyOverlapSeconds: deps.config.secretKeyOverlapSeconds }),
      keyRotation: new MerchantKeyRotationService({ db, keys, secretBox, now: deps.now, keyOverlapSeconds: deps.config.secretKeyOverlapSeconds }),
      balance: new MerchantBalanceService({ db, merchants, topUps: new MerchantBalanceRepository() }),
    });
  },
};
