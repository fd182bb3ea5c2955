import type { productsFeature } from './products.feature';

// Names the area for `useArea('products')` and the compositions (ARCHITECTURE.md "Adding an area").
declare module '../di/portal-features' {
  interface PortalAreas {
    products: typeof productsFeature;
  }
}
