import type { CreatedAt } from '../core-tables';
import type { JsonWithDefault, OptionalText, UpdatedAt } from './column-types';

/** spec 2 §3 Blacklist entry (migration 0009); msisdn is the normalised 923xxxxxxxxx. */
export interface BlacklistsTable {
  id: string;
  msisdn: string;
  created_by: OptionalText;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** spec 2 §3 Product attributes: read-only in the form; decimal figures are exact text. */
export interface ProductAttributes {
  size?: string[];
  color?: string[];
  weight?: string;
  productPrice?: string;
  inventory?: number;
  lowStockThreshold?: number;
}

/** spec 2 §3 Product (migration 0009). */
export interface ProductsTable {
  id: string;
  merchant_id: string;
  name: string;
  sku: string;
  attributes: JsonWithDefault<ProductAttributes>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}
