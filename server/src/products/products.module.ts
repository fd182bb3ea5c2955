import * as productsContract from '../../../src/contract/products.contract';
import type { ServerModule } from '../server-module';
import { MerchantOfWrite } from '../shared/merchant-of-write';
import { ProductsRepository } from './products.repository';
import { registerProductsRoutes } from './products.routes';

export const productsModule: ServerModule = {
  name: 'products',
  contracts: [productsContract],
  register(app, deps) {
    const db = deps.database.db;
    registerProductsRoutes(app, deps.kit, { products: new ProductsRepository(db), merchantOfWrite: new MerchantOfWrite(db), now: deps.now });
  },
};
