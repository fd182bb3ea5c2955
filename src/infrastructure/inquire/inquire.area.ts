import type { inquireFeature } from './inquire.feature';

// Names the area for `useArea('inquire')` and the compositions (ARCHITECTURE.md "Adding an area").
declare module '../di/portal-features' {
  interface PortalAreas {
    inquire: typeof inquireFeature;
  }
}
