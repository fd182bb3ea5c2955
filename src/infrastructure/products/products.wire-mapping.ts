import type { Product } from '../../application/products/products.port';
import type { ProductDto } from '../../contract/products.contract';
import { localCurrency } from '../../domain/money/currencies';
import { moneyOf } from '../http/wire-money';

// docs/style.md §3: attributes.productPrice and _id become the port's words here, once.
export function productOf(dto: ProductDto): Product {
  return {
    id: dto._id,
    name: dto.name,
    sku: dto.sku,
    merchantId: dto.merchantId,
    merchantName: dto.merchantName,
    price: moneyOf(dto.attributes.productPrice, localCurrency),
    inventory: dto.attributes.inventory,
    createdDate: dto.createdDate,
  };
}
