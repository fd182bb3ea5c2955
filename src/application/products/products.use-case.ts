import type { Product, ProductDraft, ProductPage, ProductsPort } from './products.port';

export interface ProductsUseCases {
  /** spec 2 §7: the list's first page is page 1 (the grid's page index plus one). */
  page: (page: number) => Promise<ProductPage>;
  get: (id: string) => Promise<Product>;
  /** Creates when `id` is null, otherwise edits. */
  save: (id: string | null, draft: ProductDraft) => Promise<Product>;
}

export function productsUseCases(deps: { products: ProductsPort }): ProductsUseCases {
  const { products } = deps;
  return {
    page: (page) => products.productPage(Math.max(1, Math.trunc(page))),
    get: (id) => products.product(id),
    save: (id, draft) => (id === null ? products.createProduct(draft) : products.updateProduct(id, draft)),
  };
}
