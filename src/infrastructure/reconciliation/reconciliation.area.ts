import type { reconciliationFeature } from './reconciliation.feature';

// Names the area for `useArea('reconciliation')` and the compositions (ARCHITECTURE.md "Adding an area").
declare module '../di/portal-features' {
  interface PortalAreas {
    reconciliation: typeof reconciliationFeature;
  }
}
