import type { EasypaisaSettings, JazzcashSettings } from '../config';
import { EasypaisaClient } from './easypaisa/easypaisa-client';
import { JazzcashClient } from './jazzcash/jazzcash-client';
import { providerHttp } from './wire/wire-settings';

export interface WalletWireSettings {
  jazzcash: JazzcashSettings | undefined;
  easypaisa: EasypaisaSettings | undefined;
}

export interface WalletWireClients {
  jazzcash: JazzcashClient | undefined;
  easypaisa: EasypaisaClient | undefined;
}

const made = new WeakMap<WalletWireSettings, WalletWireClients>();

/**
 * docs/decisions/0043-provider-wire-adapters.md: one client per configured provider and server, so
 * the inquire, call-centre and payout areas share its circuit breaker (a provider that is down is
 * down for all of them). Unconfigured providers have none: their sandbox answers.
 */
export function walletWireClients(settings: WalletWireSettings): WalletWireClients {
  const known = made.get(settings);
  if (known !== undefined) return known;
  const { jazzcash, easypaisa } = settings;
  const clients = {
    jazzcash: jazzcash === undefined ? undefined : new JazzcashClient(providerHttp('jazzcash', jazzcash.baseUrl), jazzcash),
    easypaisa: easypaisa === undefined ? undefined : new EasypaisaClient(providerHttp('easypaisa', easypaisa.baseUrl), easypaisa),
  };
  made.set(settings, clients);
  return clients;
}
