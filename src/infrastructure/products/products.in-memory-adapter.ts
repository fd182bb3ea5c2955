import { AppError, appErrorCodes } from '../../application/errors/app-error';
import type { Product, ProductDraft, ProductPage, ProductsPort } from '../../application/products/products.port';
import { money } from '../../domain/money/money';

const pageSize = 25;
const merchantNames: Record<string, string> = { 'merchant-demo': 'Demo Merchant', 'merchant-games': 'Game Zone' };

/** 30 demo products, so the list has a second page. */
const demoProducts: Product[] = Array.from({ length: 30 }, (_, index) => ({
  id: `product-${index + 1}`,
  name: `Demo Product ${index + 1}`,
  sku: `SKU-${String(index + 1).padStart(3, '0')}`,
  merchantId: index % 2 === 0 ? 'merchant-demo' : 'merchant-games',
  merchantName: index % 2 === 0 ? 'Demo Merchant' : 'Game Zone',
  price: money(`${100 + index * 25}.00`, 'PKR'),
  inventory: 5 * index,
  createdDate: new Date(Date.UTC(2026, 8, 30 - index, 7)).toISOString(),
}));

/** The whole ProductsPort in memory; a test replaces any method through `overrides`. */
export class InMemoryProductsAdapter implements ProductsPort {
  private rows: Product[] = [...demoProducts];

  constructor(private readonly overrides: Partial<ProductsPort> = {}) {}

  async productPage(page: number): Promise<ProductPage> {
    if (this.overrides.productPage) return this.overrides.productPage(page);
    return { rows: this.rows.slice((page - 1) * pageSize, page * pageSize), total: this.rows.length, page, pageSize };
  }

  async product(id: string): Promise<Product> {
    if (this.overrides.product) return this.overrides.product(id);
    const row = this.rows.find((candidate) => candidate.id === id);
    if (!row) throw new AppError(appErrorCodes.notFound, 'Product not found');
    return row;
  }

  async createProduct(draft: ProductDraft): Promise<Product> {
    if (this.overrides.createProduct) return this.overrides.createProduct(draft);
    this.refuseUsedSku(draft, null);
    const created: Product = {
      ...draft,
      id: `product-${this.rows.length + 1}`,
      merchantName: merchantNames[draft.merchantId] ?? draft.merchantId,
      price: money('0', 'PKR'),
      inventory: 0,
      createdDate: new Date().toISOString(),
    };
    this.rows = [created, ...this.rows];
    return created;
  }

  async updateProduct(id: string, draft: ProductDraft): Promise<Product> {
    if (this.overrides.updateProduct) return this.overrides.updateProduct(id, draft);
    const current = await this.product(id);
    this.refuseUsedSku(draft, id);
    const updated = { ...current, ...draft, merchantName: merchantNames[draft.merchantId] ?? current.merchantName };
    this.rows = this.rows.map((row) => (row.id === id ? updated : row));
    return updated;
  }

  private refuseUsedSku(draft: ProductDraft, id: string | null): void {
    const used = this.rows.some((row) => row.id !== id && row.merchantId === draft.merchantId && row.sku.toLowerCase() === draft.sku.toLowerCase());
    if (used) throw new AppError('conflict', 'A product with this sku already exists', 'sku');
  }
}
