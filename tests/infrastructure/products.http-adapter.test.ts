import { describe, expect, it } from 'vitest';
import { productsUseCases } from '../../src/application/products/products.use-case';
import { money } from '../../src/domain/money/money';
import { HttpProductsAdapter } from '../../src/infrastructure/products/products.http-adapter';
import { productRow } from './support/catalogue-wire';
import { fakeCallApi } from './support/fake-call-api';

describe('HTTP products adapter', () => {
  it('asks for a page counted from 1 and reads price and inventory from the attributes', async () => {
    const { callApi, sent } = fakeCallApi({ 'products.list': { data: [productRow], count: 26, page: 2, pageSize: 25 } });
    const page = await productsUseCases({ products: new HttpProductsAdapter(callApi) }).page(2);
    expect(sent[0]?.query).toEqual({ page: 2 });
    expect(page).toMatchObject({ total: 26, page: 2, pageSize: 25 });
    expect(page.rows[0]).toMatchObject({ id: 'p1', sku: 'TOP-1', merchantName: 'Multiverse', inventory: 12 });
    expect(page.rows[0]?.price).toEqual(money('499.99', 'PKR'));
  });

  it('reads, creates and edits with merchant, name and sku only', async () => {
    const { callApi, sent } = fakeCallApi({ 'products.get': productRow, 'products.add': productRow, 'products.edit': productRow });
    const adapter = new HttpProductsAdapter(callApi);
    const draft = { merchantId: 'm1', name: 'Top-up card', sku: 'TOP-1' };
    expect((await adapter.product('p1')).name).toBe('Top-up card');
    await adapter.createProduct(draft);
    await adapter.updateProduct('p1', draft);
    expect(sent[1]?.body).toEqual(draft);
    expect(sent[2]?.params).toEqual({ id: 'p1' });
    expect(sent[2]?.body).toEqual(draft);
  });
});
