import type { checkoutLogsFeature } from './checkout-logs.feature';

// Names the area for `useArea('checkoutLogs')` and the compositions (ARCHITECTURE.md "Adding an area").
declare module '../di/portal-features' {
  interface PortalAreas {
    checkoutLogs: typeof checkoutLogsFeature;
  }
}
