import { SecretBox } from './secret-box';

// docs/decisions/0032-vouchers.md: a voucher's PIN is the value a buyer pays for, so the stored purchase
// answer keeps it sealed with the server's one secret box (AES-256-GCM, as the merchant keys are).

/** The secret box's purpose for voucher PINs (its own key, derived from the server secret). */
export const voucherPinsPurpose = 'voucher-pins';

/** Binds a sealed PIN to its voucher request: a PIN copied to another row fails to open. */
export const voucherPinContextOf = (requestId: string) => `voucher_requests:${requestId}:voucherPin`;

export function sealedVoucherPin(box: SecretBox, requestId: string, pin: string | null): string | null {
  return pin === null ? null : box.seal(pin, voucherPinContextOf(requestId));
}

/** The PIN as the buyer saw it; a value stored before sealing (none after migration 0025) as it is. */
export function openedVoucherPin(box: SecretBox, requestId: string, stored: string | null): string | null {
  if (stored === null || !SecretBox.isSealed(stored)) return stored;
  return box.open(stored, voucherPinContextOf(requestId));
}
