import { featureManifest } from '../routing/feature-manifest';

/** The product screens (spec 2 §2.10). */
export const productsManifest = featureManifest({
  feature: 'products',
  screens: {
    products: { path: '/products', icon: 'pi-box' },
    productForm: { path: '/products/form/:productId', icon: 'pi-box' },
  },
});
