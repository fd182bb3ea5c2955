import type { callcenterFeature } from './callcenter.feature';

// Names the area for `useArea('callcenter')` and the compositions (ARCHITECTURE.md "Adding an area").
declare module '../di/portal-features' {
  interface PortalAreas {
    callcenter: typeof callcenterFeature;
  }
}
