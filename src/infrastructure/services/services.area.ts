import type { servicesFeature } from './services.feature';

// Names the area for `useArea('services')` and the compositions (ARCHITECTURE.md "Adding an area").
declare module '../di/portal-features' {
  interface PortalAreas {
    services: typeof servicesFeature;
  }
}
