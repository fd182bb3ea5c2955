import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, errorsOf } from './support/api-client';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'portal-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>portal</title><div id="root"></div>');
  await writeFile(join(dist, 'assets', 'index-abc123.js'), 'console.log("portal")');
  // The build's precompressed twins (vite.config.ts precompress).
  const script = `console.log(${JSON.stringify('portal '.repeat(200))})`;
  await writeFile(join(dist, 'assets', 'big-def456.js'), script);
  await writeFile(join(dist, 'assets', 'big-def456.js.br'), brotliCompressSync(script));
  await writeFile(join(dist, 'assets', 'big-def456.js.gz'), gzipSync(script));
  await writeFile(join(dist, 'checkout.html'), '<!doctype html><title>checkout</title><div id="checkout-root"></div>');
  // No card processor: the page connects to its own origin only (a processor's API origin joins
  // connect-src when one is configured, card-processor.test.ts).
  server = await startTestServer({ seed: 'none', env: { PORTAL_DIST: dist, SIMULATORS: 'false' } });
});
afterAll(async () => {
  await server?.close();
  await rm(dist, { recursive: true, force: true });
});

describe('the built portal', () => {
  it('serves index.html at the root, never cached', async () => {
    const answer = await callApi<string>(server.baseUrl, '/');
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('<div id="root">');
    expect(answer.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers a client-side route with index.html', async () => {
    const answer = await callApi<string>(server.baseUrl, '/settlement-summary/0123456789abcdef01234567');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/html');
    expect(answer.body).toContain('<div id="root">');
    expect(answer.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers the checkout routes with the separate checkout entry, under the strict CSP', async () => {
    for (const path of [
      '/hosted-checkout/abc',
      '/hosted-checkout/eg/abc',
      '/checkout/mena/10008/ORD-1',
      '/callback/stripe/success/ORD-1/10008',
      '/callback/stripe/fail/ORD-1/10008',
      '/easypaisa/cc/10008/03001234567/Gold?orderId=ORD-1',
    ]) {
      const answer = await callApi<string>(server.baseUrl, path);
      expect(answer.status, path).toBe(200);
      expect(answer.body, path).toContain('<div id="checkout-root">');
      expect(answer.headers.get('content-security-policy'), path).toContain("script-src 'self'");
    }
    expect((await callApi<string>(server.baseUrl, '/checkout-logs')).body).toContain('<div id="root">');
  });

  it('caches hashed assets for a year', async () => {
    const answer = await callApi<string>(server.baseUrl, '/assets/index-abc123.js');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('sends the precompressed twin the browser accepts, with Vary', async () => {
    // Raw bytes: fetch would decompress and hide what was sent.
    const raw = (encoding: string) =>
      new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
        const url = new URL('/assets/big-def456.js', server.baseUrl);
        request(url, { headers: { 'accept-encoding': encoding } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        })
          .on('error', reject)
          .end();
      });
    const script = `console.log(${JSON.stringify('portal '.repeat(200))})`;
    const br = await raw('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gz = await raw('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(script);
    const plain = await raw('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('keeps an asset once read: the build never changes a hashed file under a running server', async () => {
    await writeFile(join(dist, 'assets', 'kept-789.js'), 'console.log("kept")');
    expect((await callApi<string>(server.baseUrl, '/assets/kept-789.js')).body).toBe('console.log("kept")');
    await rm(join(dist, 'assets', 'kept-789.js'));
    const again = await callApi<string>(server.baseUrl, '/assets/kept-789.js');
    expect(again.status).toBe(200);
    expect(again.body).toBe('console.log("kept")');
    expect(again.headers.get('content-type')).toContain('javascript');
  });

  it('answers a missing file with 404 rather than the portal', async () => {
    expect((await callApi(server.baseUrl, '/assets/missing-123.js')).status).toBe(404);
    // A name that leaves the folder, or a folder under it, names no asset.
    expect((await callApi(server.baseUrl, '/assets/..%2Findex.html')).status).toBe(404);
    expect((await callApi(server.baseUrl, '/assets/sub/index-abc123.js')).status).toBe(404);
    // A file written after it was asked for is found: a miss is not remembered.
    await writeFile(join(dist, 'assets', 'late-321.js'), 'console.log("late")');
    expect((await callApi(server.baseUrl, '/assets/late-321.js')).status).toBe(200);
    expect((await callApi(server.baseUrl, '/favicon.png')).status).toBe(404);
  });

  it('keeps the four bases for the API: an unknown call is a JSON 404', async () => {
    const answer = await callApi(server.baseUrl, '/api/dashboard');
    expect(answer.status).toBe(404);
    expect(errorsOf(answer.body)[0]?.code).toBe('not_found');
    expect((await callApi(server.baseUrl, '/reports-api')).status).toBe(404);
  });

  it('still serves the API beside the portal', async () => {
    const answer = await callApi(server.baseUrl, '/api/health');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'ok', database: process.env.DATABASE_URL ? 'postgres' : 'pglite' });
  });
});

describe('security headers (docs/spec/decisions.md §8: a strict CSP protects the stored token)', () => {
  const cspOf = (headers: Headers) =>
    Object.fromEntries(
      (headers.get('content-security-policy') ?? '')
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .filter((parts) => parts[0] !== '')
        .map(([name, ...values]) => [name, values]),
    ) as Record<string, string[] | undefined>;

  it('serves a strict content security policy and helmet’s headers on the portal and the API', async () => {
    for (const path of ['/', '/login', '/api/health', '/api/no-such-call']) {
      const answer = await callApi(server.baseUrl, path);
      const csp = cspOf(answer.headers);
      expect(csp['default-src'], path).toEqual(["'self'"]);
      expect(csp['script-src'], path).toEqual(["'self'"]);
      expect(csp['object-src'], path).toEqual(["'none'"]);
      expect(csp['frame-ancestors'], path).toEqual(["'none'"]);
      expect(csp['base-uri'], path).toEqual(["'self'"]);
      // The page connects only to the bases it is built for (its own origin here), never to any https: host.
      expect(csp['connect-src'], path).toEqual(["'self'"]);
      expect(answer.headers.get('content-security-policy'), path).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
      expect(answer.headers.get('x-frame-options'), path).toBe('DENY');
      expect(answer.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(answer.headers.get('referrer-policy'), path).toBe('no-referrer');
      expect(answer.headers.get('strict-transport-security'), path).toMatch(/max-age=\d+/);
      expect(answer.headers.get('cross-origin-opener-policy'), path).toBe('same-origin');
      expect(answer.headers.get('x-powered-by'), path).toBeNull();
    }
  });
});
