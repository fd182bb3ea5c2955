import type { blacklistsFeature } from './blacklists.feature';

// Names the area for `useArea('blacklists')` and the compositions (ARCHITECTURE.md "Adding an area").
declare module '../di/portal-features' {
  interface PortalAreas {
    blacklists: typeof blacklistsFeature;
  }
}
