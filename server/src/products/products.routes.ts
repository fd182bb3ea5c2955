import type { FastifyInstance } from 'fastify';
import { addProduct, editProduct, getProduct, listProducts, productPageSize } from '../../../src/contract/products.contract';
import type { ProductForm } from '../../../src/forms/product.form-schema';
import { newRecordId } from '../db/record-id';
import { ApiFailure, conflict, notFound } from '../http/api-failure';
import type { Actor } from '../http/actor';
import { registerCall, type RouteKit } from '../http/register-call';
import { signedIn } from '../http/route-access';
import type { MerchantOfWrite } from '../shared/merchant-of-write';
import type { ProductFields, ProductsRepository, ProductWrite } from './products.repository';
import { productDtoOf } from './products.wire-mapping';

export interface ProductsRoutesDeps {
  products: ProductsRepository;
  merchantOfWrite: MerchantOfWrite;
  now: () => Date;
}

/**
 * spec 2 §7 sent GET /products/get with a static basic authorization header; these calls take the
 * signed-in token like every other and read with ProductManagement.viewProducts
 * (docs/decisions/0015-catalogue.md).
 */
export function registerProductsRoutes(app: FastifyInstance, kit: RouteKit, deps: ProductsRoutesDeps): void {
  const { products, merchantOfWrite, now } = deps;

  const fieldsOf = async (actor: Actor, body: ProductForm): Promise<ProductFields | ApiFailure> => {
    const merchant = await merchantOfWrite.resolve(actor.scope, body.merchantId, 'merchantId');
    return merchant instanceof ApiFailure ? merchant : { merchant_id: merchant.merchantId, name: body.name, sku: body.sku };
  };
  const answerOf = async (id: string, actor: Actor, write: ProductWrite) => {
    if (write === 'duplicate-sku') return conflict('This merchant already has a product with this sku', 'sku');
    const row = write === 'written' ? await products.findVisible(id, actor.scope) : undefined;
    return row === undefined ? notFound('Product not found') : productDtoOf(row);
  };

  registerCall(app, kit, listProducts, signedIn('organisation', ['ProductManagement', 'viewProducts']), async ({ query, actor }) => {
    const { rows, count } = await products.page(actor.scope, query.page, productPageSize);
    return { data: rows.map(productDtoOf), count, page: query.page, pageSize: productPageSize };
  });

  registerCall(app, kit, getProduct, signedIn('organisation', ['ProductManagement', 'viewProducts']), async ({ params, actor }) => {
    const row = await products.findVisible(params.id, actor.scope);
    return row === undefined ? notFound('Product not found') : productDtoOf(row);
  });

  registerCall(app, kit, addProduct, signedIn('organisation', ['ProductManagement', 'createProducts']), async ({ body, actor }) => {
    const fields = await fieldsOf(actor, body);
    if (fields instanceof ApiFailure) return fields;
    const id = newRecordId();
    return answerOf(id, actor, await products.insert(id, fields));
  });

  registerCall(app, kit, editProduct, signedIn('organisation', ['ProductManagement', 'addEditDeleteProducts']), async ({ params, body, actor }) => {
    if ((await products.findVisible(params.id, actor.scope)) === undefined) return notFound('Product not found');
    const fields = await fieldsOf(actor, body);
    if (fields instanceof ApiFailure) return fields;
    return answerOf(params.id, actor, await products.update(params.id, fields, now()));
  });
}
