import { compareDecimal, parseDecimal, subtractDecimal, formatDecimal, type Decimal } from '../../../src/domain/money/decimal';
import type { VendorOrderResult } from './voucher-vendor.port';

/**
 * The documented test numbers of the voucher sandboxes (README "Voucher sandbox"): a buyer's
 * mobile number picks a vendor failure, so every failure path can be walked by hand and by tests.
 */
export const voucherSandboxTestNumbers = {
  insufficientBalance: '03000000001',
  timeout: '03000000002',
  declined: '03000000003',
} as const;

const read = (text: string): Decimal => {
  const parsed = parseDecimal(text, 2);
  if (!parsed.ok) throw new RangeError(`Invalid sandbox amount ${text}`);
  return parsed.value;
};

/**
 * A sandbox vendor's float with us and its book of orders by our reference. It lives in the server
 * process (a restart refills it), as a vendor's own ledger lives outside our database. JavaScript
 * runs one order at a time, so a check and its debit cannot interleave.
 */
export class SandboxVoucherFloat {
  #balance: Decimal;
  readonly #orders = new Map<string, VendorOrderResult>();

  constructor(
    opening: string,
    readonly currency: string,
  ) {
    this.#balance = read(opening);
  }

  balance(): string {
    return formatDecimal(this.#balance, 2);
  }

  /** The earlier answer to this reference, so a repeated order never buys twice. */
  earlier(reference: string): VendorOrderResult | undefined {
    return this.#orders.get(reference);
  }

  remember(reference: string, result: VendorOrderResult): VendorOrderResult {
    // A timeout is not an answer: the same reference may be tried again.
    if (result.outcome === 'success' || result.reason !== 'timeout') this.#orders.set(reference, result);
    return result;
  }

  /** Takes `price` from the float, or answers false when it is short. */
  debit(price: string): boolean {
    const amount = read(price);
    if (compareDecimal(amount, this.#balance) > 0) return false;
    this.#balance = subtractDecimal(this.#balance, amount);
    return true;
  }
}

/** Twelve digits from the reference, so the sandbox's answers are stable for one order. */
export function sandboxDigits(reference: string, length = 12): string {
  let hash = 2166136261;
  let digits = '';
  for (let round = 0; digits.length < length; round += 1) {
    for (const character of `${reference}:${round}`) hash = Math.imul(hash ^ character.charCodeAt(0), 16777619) >>> 0;
    digits += String(hash).padStart(10, '0');
  }
  return digits.slice(0, length);
}
