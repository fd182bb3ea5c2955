import { inject, injectable } from 'inversify';
import type { Product, ProductDraft, ProductPage, ProductsPort } from '../../application/products/products.port';
import { addProduct, editProduct, getProduct, listProducts } from '../../contract/products.contract';
import { TOKENS } from '../di/tokens';
import type { CallApi } from '../http/http-transport';
import { productOf } from './products.wire-mapping';

@injectable()
export class HttpProductsAdapter implements ProductsPort {
  constructor(@inject(TOKENS.CallApi) private readonly callApi: CallApi) {}

  async productPage(page: number): Promise<ProductPage> {
    const answer = await this.callApi(listProducts, { query: { page } });
    return { rows: answer.data.map(productOf), total: answer.count, page: answer.page, pageSize: answer.pageSize };
  }

  async product(id: string): Promise<Product> {
    return productOf(await this.callApi(getProduct, { params: { id } }));
  }

  async createProduct(draft: ProductDraft): Promise<Product> {
    return productOf(await this.callApi(addProduct, { body: draft }));
  }

  async updateProduct(id: string, draft: ProductDraft): Promise<Product> {
    return productOf(await this.callApi(editProduct, { params: { id }, body: draft }));
  }
}
