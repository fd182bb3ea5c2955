import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, errorsOf } from './support/api-client';
import { startTestServer, type TestServer } from './support/test-server';

// issue: the public sandbox receiver answered 500 to deeply nested JSON and logged bodies of a
// megabyte. Public routes take small, shallow bodies, and a log line holds a bounded prefix.
let server: TestServer;
const logLines: string[] = [];

beforeAll(async () => {
  server = await startTestServer({
    seed: 'core',
    env: { LOG_LEVEL: 'info', LOG_FORMAT: 'json' },
    logStream: { write: (line: string) => logLines.push(line) },
  });
});
afterAll(async () => {
  await server?.close();
});

const notify = (rawBody: string) => callApi(server.baseUrl, '/api/sandbox/merchant-notifications', { method: 'POST', rawBody });
const nested = (depth: number) => `{"a":${'['.repeat(depth)}${']'.repeat(depth)}}`;

describe('bodies of public routes', () => {
  it('answers deeply nested JSON with 400, never 500', async () => {
    for (const depth of [100, 5_000, 50_000]) {
      const answer = await notify(nested(depth));
      expect(answer.status, `depth ${depth}`).toBeGreaterThanOrEqual(400);
      expect(answer.status, `depth ${depth}`).toBeLessThan(500);
    }
    const deep = await notify(nested(100));
    expect(deep.status).toBe(400);
    expect(errorsOf(deep.body)[0]).toMatchObject({ code: 'validation_failed', field: 'body' });
  });

  it('refuses a large body on a public route with 413', async () => {
    const answer = await notify(JSON.stringify({ orderId: 'x', note: 'n'.repeat(200_000) }));
    expect(answer.status).toBe(413);
    const signIn = await callApi(server.baseUrl, '/api/auth/login', { method: 'POST', body: { userName: 'admin', password: 'p'.repeat(100_000) } });
    expect(signIn.status).toBe(413);
  });

  it('still takes a normal notification and deep nesting on a staff route is refused too', async () => {
    const answer = await notify(JSON.stringify({ orderId: 'SBX-1', amount: 10, nested: { a: [1, 2, { b: 'c' }] } }));
    expect(answer.status).toBe(200);
    const admin = await server.signIn('admin', 'admin12345');
    const staff = await callApi(server.baseUrl, '/api/roles/add', { method: 'POST', token: admin, rawBody: nested(5_000) });
    expect(staff.status).toBe(400);
  });

  it('logs at most a bounded prefix of a body', async () => {
    logLines.length = 0;
    const answer = await notify(JSON.stringify({ orderId: 'SBX-2', note: 'n'.repeat(15_000) }));
    expect(answer.status).toBe(200);
    const line = logLines.find((text) => text.includes('sandbox merchant received'));
    expect(line).toBeDefined();
    expect(line?.length ?? 0).toBeLessThan(2_000);
    expect(Math.max(...logLines.map((text) => text.length))).toBeLessThan(4_000);
  });
});
