import type { SealedColumn } from '../db/resealing';

/**
 * docs/decisions/0032-vouchers.md: the PINs of purchases made before answers were kept with their
 * Idempotency-Key (migration 0033), held sealed in `voucher_requests.purchase_answer` by the purchase
 * then or by migration 0025, which keeps its own frozen copy of this purpose and context. Nothing seals
 * new ones, but those rows stay: listed for the re-sealing after a rotation (sealed-columns.ts), so
 * dropping the previous secret leaves them readable.
 */
export const voucherPinsColumn: SealedColumn = {
  name: 'voucher PINs',
  purpose: 'voucher-pins',
  table: 'voucher_requests',
  column: 'purchase_answer',
  keyColumns: ['id'],
  json: { key: 'voucherPin' },
  contextOf: (keys) => `voucher_requests:${keys.id ?? ''}:voucherPin`,
};
