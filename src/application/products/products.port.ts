import type { Money } from '../../domain/money/money';

/** spec 2 §3 Product, as the list shows it. */
export interface Product {
  id: string;
  name: string;
  sku: string;
  merchantId: string;
  merchantName: string;
  price: Money;
  inventory: number;
  createdDate: string;
}

/** spec 2 §3: only merchant, name and sku are editable. */
export interface ProductDraft {
  merchantId: string;
  name: string;
  sku: string;
}

/** One server page (spec 2 §2.10, §9: 25 a page); pages count from 1. */
export interface ProductPage {
  rows: Product[];
  total: number;
  page: number;
  pageSize: number;
}

/** spec 2 §7 Products. A merchant user sees and changes only its own. */
export interface ProductsPort {
  productPage(page: number): Promise<ProductPage>;
  product(id: string): Promise<Product>;
  /** A used sku of the merchant rejects with a conflict naming sku. */
  createProduct(draft: ProductDraft): Promise<Product>;
  updateProduct(id: string, draft: ProductDraft): Promise<Product>;
}
