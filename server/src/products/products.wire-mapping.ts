import type { ProductDto } from '../../../src/contract/products.contract';
import { countOf, wireAmount, wireInstant } from '../http/wire-values';
import type { ProductRow } from './products.repository';

/** spec 2 §3 Product attributes; the form edits none of them, so absent ones read as empty. */
export function productDtoOf(row: ProductRow): ProductDto {
  const attributes = row.attributes;
  return {
    _id: row.id,
    name: row.name,
    sku: row.sku,
    merchantId: row.merchant_id,
    merchantName: row.merchant_name,
    attributes: {
      size: attributes.size ?? [],
      color: attributes.color ?? [],
      weight: attributes.weight === undefined ? null : wireAmount(attributes.weight),
      productPrice: wireAmount(attributes.productPrice ?? '0'),
      inventory: countOf(attributes.inventory ?? 0),
      lowStockThreshold: countOf(attributes.lowStockThreshold ?? 0),
    },
    createdDate: wireInstant(row.created_at),
  };
}
