// spec 3 §2 and §5 (docs/spec/decisions.md §4): the voucher vendors and the one message for any other.

export const voucherVendors = ['Unipin', 'Gamepoint'] as const;
export type VoucherVendor = (typeof voucherVendors)[number];

/** spec 3 §5 Vendor: shown by the server (400 naming `vendor`) and by the portal alike. */
export const onlyKnownVendorsMessage = 'Only Unipin and Gamepoint vouchers are available at the moment';

export function isVoucherVendor(value: string): value is VoucherVendor {
  return (voucherVendors as readonly string[]).includes(value);
}

/** spec 3 §3 Voucher request: a request without a source is Unipin's. */
export function vendorOfRequest(source: string | null | undefined): string {
  return source === null || source === undefined || source === '' ? 'Unipin' : source;
}

/** spec 3 §3 Voucher transaction: SUCCESS is shown green, anything else red. */
export function isSuccessfulVoucherStatus(status: string): boolean {
  return status === 'SUCCESS';
}

/** spec 3 §3: the transactions grid cuts the product name to 15 characters. */
export const productNameCut = 15;

export function cutProductName(name: string): string {
  const characters = Array.from(name);
  return characters.length <= productNameCut ? name : `${characters.slice(0, productNameCut).join('')}…`;
}

/** spec 3 §9 page sizes. */
export const voucherGridSizes = [25, 50, 100] as const;
export const voucherTransactionsPageSize = 10;
