import type { vouchersFeature } from './vouchers.feature';

// Names the area for `useArea('vouchers')` and the compositions (ARCHITECTURE.md "Adding an area").
declare module '../di/portal-features' {
  interface PortalAreas {
    vouchers: typeof vouchersFeature;
  }
}
