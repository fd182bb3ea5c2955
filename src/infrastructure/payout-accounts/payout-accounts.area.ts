import type { payoutAccountsFeature } from './payout-accounts.feature';

// Names the area for `useArea('payoutAccounts')` and the compositions (ARCHITECTURE.md "Adding an area").
declare module '../di/portal-features' {
  interface PortalAreas {
    payoutAccounts: typeof payoutAccountsFeature;
  }
}
