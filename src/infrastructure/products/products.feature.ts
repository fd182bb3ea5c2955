import type { ProductsPort } from '../../application/products/products.port';
import { productsUseCases, type ProductsUseCases } from '../../application/products/products.use-case';
import type { PortalFeature } from '../di/portal-feature';
import { HttpProductsAdapter } from './products.http-adapter';
import { ProductsPortToken } from './products.tokens';

/** The products area over HTTP, and the use-cases its screens get. */
export const productsFeature: PortalFeature<'products', ProductsPort, ProductsUseCases> = {
  name: 'products',
  bindHttp(container) {
    container.bind<ProductsPort>(ProductsPortToken).to(HttpProductsAdapter);
  },
  useCases: (container) => productsUseCases({ products: container.get<ProductsPort>(ProductsPortToken) }),
};
