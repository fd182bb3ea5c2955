import type { merchantsFeature } from './merchants.feature';

// Names the area for `useArea('merchants')` and the compositions (ARCHITECTURE.md "Adding an area").
declare module '../di/portal-features' {
  interface PortalAreas {
    merchants: typeof merchantsFeature;
  }
}
