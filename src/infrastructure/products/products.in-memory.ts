import type { ProductsPort } from '../../application/products/products.port';
import type { InMemoryFeature } from '../di/portal-feature';
import { InMemoryProductsAdapter } from './products.in-memory-adapter';
import { ProductsPortToken } from './products.tokens';

/** The products area on demo data, for tests and for working on screens without a server. */
export const productsInMemory: InMemoryFeature<ProductsPort> = {
  name: 'products',
  bindInMemory(container, overrides) {
    container.bind<ProductsPort>(ProductsPortToken).toConstantValue(new InMemoryProductsAdapter(overrides));
  },
};
