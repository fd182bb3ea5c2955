import type { Product, ProductDraft, ProductPage, ProductsPort } from './products.port';
import { portMethodsAs, type PortMethodsAs } from '../use-cases/port-methods';

const passedOn = { get: 'product' } as const;

export interface ProductsUseCases extends PortMethodsAs<ProductsPort, typeof passedOn> {
  /** spec 2 §7: the list's first page is page 1 (the grid's page index plus one). */
  page: (page: number) => Promise<ProductPage>;
  /** Creates when `id` is null, otherwise edits. */
  save: (id: string | null, draft: ProductDraft) => Promise<Product>;
}

export function productsUseCases(deps: { products: ProductsPort }): ProductsUseCases {
  const { products } = deps;
  return {
    page: (page) => products.productPage(Math.max(1, Math.trunc(page))),
    ...portMethodsAs(products, passedOn),
    save: (id, draft) => (id === null ? products.createProduct(draft) : products.updateProduct(id, draft)),
  };
}
