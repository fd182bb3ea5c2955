// docs/decisions/0031-hosted-checkout.md: a merchant's server signs each session request with its secret
// key: HMAC-SHA256 over this canonical text. The server refuses a timestamp outside the window and
// a nonce it has seen, so a captured request cannot be replayed, and any change to the method,
// path or body breaks the signature.

/** Seconds a signed request's timestamp may differ from the server's clock. */
export const signatureWindowSeconds = 300;

export const signatureHeaders = {
  sid: 'x-pgw-sid',
  timestamp: 'x-pgw-timestamp',
  nonce: 'x-pgw-nonce',
  signature: 'x-pgw-signature',
} as const;

/** The text signed: method, path (with query), timestamp, nonce and the body's SHA-256 in hex, one a line. */
export function signingTextOf(method: string, path: string, timestamp: string, nonce: string, bodySha256Hex: string): string {
  return [method.toUpperCase(), path, timestamp, nonce, bodySha256Hex].join('\n');
}

/** Whether a Unix-seconds timestamp is within the window of now. */
export function isFreshTimestamp(timestamp: string, now: Date, windowSeconds: number = signatureWindowSeconds): boolean {
  if (!/^\d{1,12}$/.test(timestamp)) return false;
  return Math.abs(Number(timestamp) - Math.floor(now.getTime() / 1000)) <= windowSeconds;
}

/** 16 to 64 characters of letters, digits, dash and underscore. */
export function isWellFormedNonce(nonce: string): boolean {
  return /^[A-Za-z0-9_-]{16,64}$/.test(nonce);
}
