import { z } from 'zod';
import { productFormSchema } from '../forms/product.form-schema';
import { defineCall } from './call-definition';
import { recordIdParams } from './catalogue-ids.schema';

// spec 2 §2.10, §3 Product and §7 Products. A merchant sees only its own products.

/** spec 2 §9: the product list is server paginated; 25 a page. */
export const productPageSize = 25;

export const productSchema = z.object({
  _id: z.string(),
  name: z.string(),
  sku: z.string(),
  merchantId: z.string(),
  merchantName: z.string(),
  attributes: z.object({
    size: z.array(z.string()),
    color: z.array(z.string()),
    weight: z.number().finite().nullable(),
    /** Amount with at most two decimals (docs/decisions/0004-money.md). */
    productPrice: z.number().finite(),
    inventory: z.number().int(),
    lowStockThreshold: z.number().int(),
  }),
  createdDate: z.string(),
});
export type ProductDto = z.infer<typeof productSchema>;

export const listProductsQuerySchema = z.object({
  /** spec 2 §7: pages count from 1 (the portal asks page number plus one). */
  page: z.coerce
    .number({ error: () => 'page must be a whole number from 1' })
    .int('page must be a whole number from 1')
    .min(1, 'page must be a whole number from 1')
    .max(1_000_000)
    .default(1),
});

export const productPageSchema = z.object({
  data: z.array(productSchema),
  count: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/**
 * spec 2 §7 sent a static basic authorization header; the call takes the signed-in token like
 * every other (docs/decisions/0015-catalogue.md).
 */
export const listProducts = defineCall({
  id: 'products.list',
  summary: 'One page of products, newest first (a merchant sees its own)',
  base: 'api',
  method: 'GET',
  path: '/products/get',
  query: listProductsQuerySchema,
  response: productPageSchema,
});

export const getProduct = defineCall({
  id: 'products.get',
  summary: "One product; another merchant's answers 404",
  base: 'api',
  method: 'GET',
  path: '/products/get/{id}',
  params: recordIdParams,
  response: productSchema,
});

export const addProduct = defineCall({
  id: 'products.add',
  summary: 'Creates a product (ProductManagement.createProducts); a used sku of the merchant answers 409',
  base: 'api',
  method: 'POST',
  path: '/products/add',
  body: productFormSchema,
  response: productSchema,
});

export const editProduct = defineCall({
  id: 'products.edit',
  summary: 'Edits merchant, name and sku (ProductManagement.addEditDeleteProducts)',
  base: 'api',
  method: 'PUT',
  path: '/products/edit/{id}',
  params: recordIdParams,
  body: productFormSchema,
  response: productSchema,
});
