import { formatDecimal, parseDecimal } from '../money/decimal';

/** What one row of the Checkout Logs grid shows (spec 3 §2), whichever provider wrote the log. */
export interface CheckoutLogRow {
  reference: string | null;
  /** Exact decimal text in the currency's major unit (e.g. `499.00`), or null. */
  amount: string | null;
  mobileNumber: string | null;
  message: string | null;
}

type JsonObject = Readonly<Record<string, unknown>>;

function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  // Number.isFinite is false for anything that is not a number (it does not convert).
  if (Number.isFinite(value)) return String(value);
  return null;
}

/** An amount as the provider wrote it; Jazzcash writes minor units (paisa): "49900" is 499.00. */
function amountOf(value: unknown, minorUnits: boolean): string | null {
  const text = textOf(value);
  if (text === null) return null;
  if (minorUnits) {
    if (!/^\d{1,18}$/.test(text)) return null;
    return formatDecimal({ units: BigInt(text), scale: 2 }, 2);
  }
  const parsed = parseDecimal(text, 2);
  return parsed.ok ? formatDecimal(parsed.value, 2) : null;
}

/**
 * spec 3 §2: for 'jazzcash' the response's reference, amount, mobile number and response message;
 * for the other providers the request's orderId, transactionAmount and mobileAccountNo and the
 * response's responseDesc. A missing or odd field shows as empty, never as a guess.
 */
export function checkoutLogRowOf(provider: string, request: JsonObject, response: JsonObject): CheckoutLogRow {
  if (provider.toLowerCase() === 'jazzcash') {
    return {
      reference: textOf(response.pp_TxnRefNo),
      amount: amountOf(response.pp_Amount, true),
      mobileNumber: textOf(response.pp_MobileNumber),
      message: textOf(response.pp_ResponseMessage),
    };
  }
  return {
    reference: textOf(request.orderId),
    amount: amountOf(request.transactionAmount, false),
    mobileNumber: textOf(request.mobileAccountNo),
    message: textOf(response.responseDesc),
  };
}
