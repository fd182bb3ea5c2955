import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDto } from '../../src/contract/products.contract';
import { callApi, errorsOf } from './support/api-client';
import { merchantIdsOf, signInCallers, type Callers } from './support/catalogue-callers';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let who: Callers;
let merchants: Record<string, string>;

interface ProductPage {
  data: ProductDto[];
  count: number;
  page: number;
  pageSize: number;
}

beforeAll(async () => {
  server = await startTestServer({ seed: 'core' });
  who = await signInCallers(server);
  merchants = await merchantIdsOf(server);
});
afterAll(async () => {
  await server?.close();
});

const api = <T = unknown>(path: string, token: string | undefined, method = 'GET', body?: unknown) =>
  callApi<T>(server.baseUrl, `/api${path}`, { method, token, body });
const productCount = async () =>
  Number(
    (
      await server.db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const add = (body: Record<string, unknown>, token = who.admin) => api<ProductDto>('/products/add', token, 'POST', body);

describe('products: tenancy', () => {
  it("keeps each merchant to its own products and answers another's as 404", async () => {
    const multiverse = (await add({ merchantId: merchants.Multiverse, name: 'Gift card', sku: 'MV-1' })).body;
    const techlets = (await add({ merchantId: merchants.Techlets, name: 'Top-up', sku: 'TL-1' })).body;
    expect(multiverse).toMatchObject({ merchantName: 'Multiverse', attributes: { size: [], color: [], productPrice: 0, inventory: 0 } });

    const own = (await api<ProductPage>('/products/get?page=1', who.merchant)).body;
    expect(new Set(own.data.map((product) => product.merchantId))).toEqual(new Set([merchants.Multiverse]));
    expect((await api(`/products/get/${techlets._id}`, who.merchant)).status).toBe(404);
    expect((await api(`/products/get/${multiverse._id}`, who.techlets)).status).toBe(404);
    expect((await api(`/products/get/${multiverse._id}`, who.viewer)).status).toBe(200);
    expect((await api('/products/get', who.carrier)).status).toBe(403);
    expect((await api('/products/get', undefined)).status).toBe(401);
    const all = (await api<ProductPage>('/products/get', who.support)).body;
    expect(all.data.map((product) => product._id)).toEqual(expect.arrayContaining([multiverse._id, techlets._id]));

    const edit = await api(`/products/edit/${techlets._id}`, who.merchant, 'PUT', { merchantId: merchants.Multiverse, name: 'Taken over', sku: 'TL-1' });
    expect(edit.status).toBe(404);
    expect((await api<ProductDto>(`/products/get/${techlets._id}`, who.admin)).body).toMatchObject({ name: 'Top-up', merchantId: merchants.Techlets });
  });

  it("fixes a merchant user's product to its own merchant", async () => {
    const created = await add({ merchantId: merchants.Techlets, name: 'Voucher pack', sku: 'MV-2' }, who.merchant);
    expect(created.status).toBe(200);
    expect(created.body.merchantId).toBe(merchants.Multiverse);
    const edited = await api<ProductDto>(`/products/edit/${created.body._id}`, who.merchant, 'PUT', {
      merchantId: merchants.Hashir,
      name: 'Voucher bundle',
      sku: 'MV-2',
    });
    expect(edited.body).toMatchObject({ merchantId: merchants.Multiverse, name: 'Voucher bundle' });
  });

  it('refuses every change to view-only roles and carrier staff with 403', async () => {
    const product = (await add({ merchantId: merchants.Multiverse, name: 'Locked', sku: 'MV-LOCK' })).body;
    const before = await productCount();
    for (const token of [who.viewer, who.support, who.carrier]) {
      expect((await add({ merchantId: merchants.Multiverse, name: 'Sneaky', sku: 'MV-X' }, token)).status).toBe(403);
      expect((await api(`/products/edit/${product._id}`, token, 'PUT', { merchantId: merchants.Multiverse, name: 'Sneaky', sku: 'MV-LOCK' })).status).toBe(403);
    }
    expect(await productCount()).toBe(before);
  });

  it('does not take a static basic authorization in place of the token', async () => {
    const answer = await callApi(server.baseUrl, '/api/products/get?page=1', { method: 'GET' });
    expect(answer.status).toBe(401);
    const basic = await fetch(`${server.baseUrl}/api/products/get?page=1`, {
      headers: { authorization: `Basic ${Buffer.from('admin:admin12345').toString('base64')}` },
    });
    expect(basic.status).toBe(401);
  });
});

describe('products: pages, duplicates and bad bodies', () => {
  it('pages 25 at a time, newest first, with the count', async () => {
    for (let index = 0; index < 30; index += 1) {
      expect((await add({ merchantId: merchants.Hashir, name: `Hashir item ${index}`, sku: `HS-${index}` })).status).toBe(200);
    }
    const first = (await api<ProductPage>('/products/get?page=1', who.admin)).body;
    const total = await productCount();
    expect(first).toMatchObject({ page: 1, pageSize: 25, count: total });
    expect(first.data).toHaveLength(25);
    expect(first.data[0]?.name).toBe('Hashir item 29');
    const second = (await api<ProductPage>('/products/get?page=2', who.admin)).body;
    expect(second.data).toHaveLength(total - 25);
    expect(new Set([...first.data, ...second.data].map((product) => product._id)).size).toBe(total);
    const bad = await api('/products/get?page=0', who.admin);
    expect(bad.status).toBe(400);
    expect(errorsOf(bad.body)[0]?.field).toBe('page');
  });

  it('answers 409 naming sku for a sku the merchant already uses, whatever its case', async () => {
    await add({ merchantId: merchants.Hashir, name: 'Original', sku: 'DUP-1' });
    const before = await productCount();
    const duplicate = await add({ merchantId: merchants.Hashir, name: 'Copy', sku: 'dup-1' });
    expect(duplicate.status).toBe(409);
    expect(errorsOf(duplicate.body)[0]).toMatchObject({ code: 'conflict', field: 'sku' });
    expect(await productCount()).toBe(before);
    expect((await add({ merchantId: merchants.Techlets, name: 'Same sku elsewhere', sku: 'DUP-1' })).status).toBe(200);
    const other = (await add({ merchantId: merchants.Hashir, name: 'Other', sku: 'DUP-2' })).body;
    const clash = await api(`/products/edit/${other._id}`, who.admin, 'PUT', { merchantId: merchants.Hashir, name: 'Other', sku: 'DUP-1' });
    expect(clash.status).toBe(409);
  });

  it('answers bad bodies with 400 naming the field, with the spec texts, and writes nothing', async () => {
    const before = await productCount();
    const cases: [Record<string, unknown>, string, string | undefined][] = [
      [{ name: 'Gift card', sku: 'X-1' }, 'merchantId', 'Please select a merchant'],
      [{ merchantId: merchants.Hashir, name: 'G', sku: 'X-1' }, 'name', 'Too short product name.'],
      [{ merchantId: merchants.Hashir, name: 'G'.repeat(51), sku: 'X-1' }, 'name', 'Too long product name'],
      [{ merchantId: merchants.Hashir, sku: 'X-1' }, 'name', 'Please provide valid product name'],
      [{ merchantId: merchants.Hashir, name: 'Gift\u0000card', sku: 'X-1' }, 'name', undefined],
      [{ merchantId: merchants.Hashir, name: 'Gift card', sku: 7 }, 'sku', undefined],
      [{ merchantId: '0123456789abcdef01234567', name: 'Gift card', sku: 'X-1' }, 'merchantId', 'Merchant not found'],
    ];
    for (const [body, field, message] of cases) {
      const answer = await add(body);
      expect({ field, status: answer.status }).toEqual({ field, status: 400 });
      expect(errorsOf(answer.body)[0]?.field).toBe(field);
      if (message !== undefined) expect(errorsOf(answer.body)[0]?.message).toBe(message);
    }
    expect(await productCount()).toBe(before);
  });
});
