import type { payoutsFeature } from './payouts.feature';

// Names the area for `useArea('payouts')` and the compositions (ARCHITECTURE.md "Adding an area").
declare module '../di/portal-features' {
  interface PortalAreas {
    payouts: typeof payoutsFeature;
  }
}
