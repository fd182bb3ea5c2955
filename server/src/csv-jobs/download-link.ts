import { createHmac, timingSafeEqual } from 'node:crypto';

/** Issue 3 item 5: a download link works for about five minutes. */
export const downloadLinkSeconds = 300;

/**
 * Signed links to a job's file: a browser tab sends no x-auth-token, so the link itself is the
 * credential. HMAC-SHA256 over the job id and the expiry, with a key derived from the server's
 * token secret (a different purpose, so a link can never pass for a token signature).
 */
export class DownloadLinks {
  readonly #key: Buffer;

  constructor(tokenSecret: string) {
    this.#key = createHmac('sha256', tokenSecret).update('csv-download-links').digest();
  }

  #signatureOf(jobId: string, expires: number): Buffer {
    return createHmac('sha256', this.#key).update(`${jobId}:${expires}`).digest();
  }

  sign(jobId: string, nowSeconds: number): { expires: number; signature: string } {
    const expires = nowSeconds + downloadLinkSeconds;
    return { expires, signature: this.#signatureOf(jobId, expires).toString('base64url') };
  }

  verify(jobId: string, expires: number, signature: string, nowSeconds: number): 'valid' | 'expired' | 'forged' {
    const expected = this.#signatureOf(jobId, expires);
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'forged';
    return nowSeconds > expires ? 'expired' : 'valid';
  }
}

/**
 * The address a download link is sent as: joined to the configured PUBLIC_URL, or relative to the
 * server that answered. Never from the request's Host header, which the caller chooses (a forged
 * host would hand staff a signed link to somebody else's server).
 */
export function downloadUrlOf(path: string, publicUrl: string | undefined): string {
  return publicUrl === undefined ? path : `${publicUrl.replace(/\/+$/, '')}${path}`;
}
