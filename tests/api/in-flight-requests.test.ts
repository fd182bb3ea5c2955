import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { Agent, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server';

// docs/operations.md "Metrics": pgw_http_requests_in_flight counts a request up when it arrives and
// down exactly once when it is answered, fails, or its client goes away; no listener per response.
const token = 'metrics-token-for-the-tests';
let server: TestServer;
let portalDir = '';
/** Released by the test: the slow routes answer only then. */
let release: () => void = () => undefined;
let released = Promise.resolve();
let arrived = 0;

beforeAll(async () => {
  portalDir = await mkdtemp(join(tmpdir(), 'pgw-in-flight-'));
  await mkdir(join(portalDir, 'assets'));
  await writeFile(join(portalDir, 'index.html'), '<!doctype html><title>portal</title>');
  await writeFile(join(portalDir, 'assets', 'app-1234.js'), 'console.info("portal");');
  await writeFile(join(portalDir, 'assets', 'app-1234.js.gz'), gzipSync('console.info("portal");'));
  await writeFile(join(portalDir, 'assets', 'app-1234.js.br'), brotliCompressSync('console.info("portal");'));
  server = await startTestServer({
    env: { METRICS_TOKEN: token, PORTAL_DIST: portalDir },
    seed: 'none',
    beforeListen: (app) => {
      app.get('/api/test/slow', async () => {
        arrived += 1;
        await released;
        return { slow: true };
      });
      app.post('/api/test/slow', async () => {
        arrived += 1;
        await released;
        return { slow: true };
      });
      app.get('/api/test/fails', async () => {
        throw new Error('route failed on purpose');
      });
    },
  });
}, 120_000);

afterAll(async () => {
  release();
  await server?.close();
  if (portalDir !== '') await rm(portalDir, { recursive: true, force: true });
});

async function inFlight(): Promise<number> {
  const response = await fetch(`${server.baseUrl}/api/metrics`, { headers: { authorization: `Bearer ${token}` } });
  const line = (await response.text()).split('\n').find((row) => row.startsWith('pgw_http_requests_in_flight '));
  // The scrape itself is one of them.
  return Number(line?.split(' ')[1]) - 1;
}

async function until(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Sends a request and destroys its socket once the route holds it. */
async function abandoned(method: 'GET' | 'POST'): Promise<void> {
  const before = arrived;
  const { port } = new URL(server.baseUrl);
  const outgoing = httpRequest({ host: '127.0.0.1', port, method, path: '/api/test/slow', headers: { 'content-type': 'application/json' } });
  outgoing.on('error', () => undefined);
  outgoing.end(method === 'POST' ? JSON.stringify({ some: 'body' }) : undefined);
  await until(() => arrived > before, 'the slow route');
  const closed = new Promise((resolve) => outgoing.once('close', resolve));
  outgoing.destroy();
  await closed;
}

describe('the in-flight requests gauge', () => {
  it('comes back to its base after aborted, failed and answered requests', async () => {
    released = new Promise((resolve) => {
      release = resolve;
    });
    const base = await inFlight();
    expect(base).toBe(0);
    for (let round = 0; round < 3; round += 1) {
      await abandoned('GET');
      await abandoned('POST');
    }
    const failed = await Promise.all([1, 2, 3].map(() => fetch(`${server.baseUrl}/api/test/fails`)));
    expect(failed.map((answer) => answer.status)).toEqual([500, 500, 500]);
    const before = arrived;
    const waiting = [
      fetch(`${server.baseUrl}/api/test/slow`),
      fetch(`${server.baseUrl}/api/test/slow`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"some":"body"}' }),
    ];
    await until(() => arrived >= before + 2, 'the answered slow requests');
    // The answered ones are still held, the POST whose body was read too: they count.
    expect(await inFlight()).toBe(2);
    release();
    expect((await Promise.all(waiting)).map((answer) => answer.status)).toEqual([200, 200]);
    // The aborted requests' routes finish after their clients left: nothing is counted down twice.
    await until(async () => (await inFlight()) === base, 'the gauge to come back to its base');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await inFlight()).toBe(base);
  }, 60_000);

  it('adds no listener per response: many static files on one keep-alive connection warn of nothing', async () => {
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on('warning', onWarning);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const { port } = new URL(server.baseUrl);
      const sockets = new Set<unknown>();
      for (let index = 0; index < 40; index += 1) {
        const path = ['/assets/app-1234.js', '/index.html', '/', '/dashboard/home'][index % 4] ?? '/';
        const status = await new Promise<number>((resolve, reject) => {
          const outgoing = httpRequest({ host: '127.0.0.1', port, path, agent, headers: { 'accept-encoding': 'br, gzip, deflate' } }, (answer) => {
            sockets.add(answer.socket);
            answer.resume();
            answer.on('end', () => resolve(answer.statusCode ?? 0));
          });
          outgoing.on('error', reject);
          outgoing.end();
        });
        expect(status).toBe(200);
      }
      // One connection carried them all.
      expect(sockets.size).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(warnings.filter((warning) => warning.name === 'MaxListenersExceededWarning')).toEqual([]);
      expect(await inFlight()).toBe(0);
    } finally {
      agent.destroy();
      process.off('warning', onWarning);
    }
  }, 60_000);
});
