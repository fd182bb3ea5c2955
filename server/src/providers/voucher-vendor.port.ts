import type { GamepointDetail, UnipinVoucher } from '../../../src/contract/vouchers.contract';
import type { VoucherVendor } from '../../../src/domain/vouchers/voucher-vendors';

/** A vendor's catalogue in the vendor's own shape (spec 3 §3). */
export type VendorCatalogue = { vendor: 'Unipin'; data: UnipinVoucher[] } | { vendor: 'Gamepoint'; data: { id: number; name: string }[] };

/** One voucher's details; Gamepoint may know the voucher yet have no data for it (spec 3 §8). */
export type VendorDetails = { vendor: 'Unipin'; data: UnipinVoucher } | { vendor: 'Gamepoint'; data: GamepointDetail | null; message?: string };

/** What the purchase needs to price a product, whatever the vendor's shape. */
export interface VendorProduct {
  voucherId: string;
  productCode: string;
  productName: string;
  /** Exact decimal text in `currency`, e.g. `4.99`. */
  price: string;
  currency: string;
  /** Unipin status 1; a Gamepoint package is always on sale. */
  active: boolean;
}

export interface VendorOrder {
  /** Our reference for the order; the vendor answers a repeat of it with the first answer. */
  reference: string;
  voucherId: string;
  productCode: string;
  buyer: { userName: string; userMsisdn: string; email: string };
  fields: Record<string, string>;
}

export type VendorFailureReason = 'insufficient-balance' | 'out-of-stock' | 'inactive' | 'declined' | 'invalid-player' | 'timeout';

export type VendorOrderResult =
  | { outcome: 'success'; referenceNo: string; voucherPin: string | null; order: Record<string, unknown> }
  | { outcome: 'failed'; reason: VendorFailureReason; message: string; response: Record<string, unknown> };

/**
 * docs/spec/decisions.md §4: a voucher vendor (Unipin, Gamepoint) as the vouchers screens and the
 * purchase need it. The sandbox adapters answer in each vendor's own shapes; a real adapter goes
 * behind the same port. `null` means the vendor does not know the voucher or product.
 */
export interface VoucherVendorPort {
  readonly vendor: VoucherVendor;
  catalogue(): Promise<VendorCatalogue>;
  details(voucherId: string): Promise<VendorDetails | null>;
  balance(): Promise<{ balance: string; currency: string }>;
  /** Stock per denomination code, or NA; null for a vendor without stocks or an unknown voucher. */
  stocks(voucherId: string): Promise<Record<string, number | 'NA'> | null>;
  product(voucherId: string, productCode: string): Promise<VendorProduct | null>;
  order(order: VendorOrder): Promise<VendorOrderResult>;
}
