import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, errorsOf } from './support/api-client';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let adminToken: string;

beforeAll(async () => {
  server = await startTestServer({
    seed: 'core',
    beforeListen: (app) => {
      app.get('/api/test/boom', async () => {
        throw new Error('secret internals: connection string postgres://user:pw@db');
      });
    },
  });
  adminToken = await server.signIn('admin', 'admin12345');
});
afterAll(async () => {
  await server?.close();
});

const post = (path: string, rawBody: string, contentType = 'application/json') => callApi(server.baseUrl, path, { method: 'POST', rawBody, contentType });

describe('bad input', () => {
  it('answers a body that is not JSON with 400', async () => {
    const answer = await post('/api/auth/login', '{"userName": "admin", ');
    expect(answer.status).toBe(400);
    expect(errorsOf(answer.body)[0]).toMatchObject({ code: 'validation_failed', message: 'The request body is not valid JSON' });
  });

  it('names the field whose type is wrong', async () => {
    const answer = await callApi(server.baseUrl, '/api/auth/login', { method: 'POST', body: { userName: 123, password: ['x'] } });
    expect(answer.status).toBe(400);
    expect(
      errorsOf(answer.body)
        .map((error) => error.field)
        .sort(),
    ).toEqual(['password', 'userName']);
  });

  it('names a path parameter that is too long', async () => {
    const answer = await callApi(server.baseUrl, `/api/users/get-by-id/${'a'.repeat(65)}`, { token: adminToken });
    expect(answer.status).toBe(400);
    expect(errorsOf(answer.body)[0]?.field).toBe('id');
  });

  it('answers a body of another media type with 415', async () => {
    const answer = await post('/api/auth/login', 'userName=admin', 'text/plain');
    expect(answer.status).toBe(415);
    expect(errorsOf(answer.body)[0]?.code).toBe('validation_failed');
  });

  it('answers a body over the limit with 413', async () => {
    const answer = await post('/api/auth/login', JSON.stringify({ userName: 'admin', password: 'x'.repeat(1_100_000) }));
    expect(answer.status).toBe(413);
  });

  it('never answers 500 to garbage on any route', async () => {
    const garbage = ['{', '[]', 'null', '"text"', '{"__proto__": {"x": 1}}', '{"userName": {"$gt": ""}}'];
    for (const route of server.routes.all()) {
      const url = route.url.replace(/:(\w+)/g, '%00%ff');
      for (const rawBody of route.method === 'GET' ? [undefined] : garbage) {
        const answer = await callApi(server.baseUrl, url, { method: route.method, token: adminToken, rawBody });
        expect({ route: route.id, rawBody, status: answer.status < 500 }).toEqual({ route: route.id, rawBody, status: true });
      }
    }
  });
});

describe('caching', () => {
  it('lets no cache keep the answer to a signed-in request, whatever the call and its status', async () => {
    const reads = server.routes.all().filter((route) => route.method === 'GET' && route.access.kind === 'signed-in' && !route.url.includes(':'));
    expect(reads.length).toBeGreaterThan(20);
    for (const route of reads) {
      const answer = await callApi(server.baseUrl, route.url, { token: adminToken });
      expect({ route: route.id, cacheControl: answer.headers.get('cache-control') }).toEqual({ route: route.id, cacheControl: 'no-store' });
    }
    const refused = await callApi(server.baseUrl, '/api/profiles/get', { token: 'not-a-token' });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });
});

describe('unknown paths and unexpected errors', () => {
  it('answers an unknown path under each base with a JSON 404', async () => {
    for (const base of ['/api', '/reports-api', '/payment-gateway', '/hash-service']) {
      const answer = await callApi(server.baseUrl, `${base}/no/such/call`, { method: 'POST', body: {} });
      expect(answer.status).toBe(404);
      expect(errorsOf(answer.body)[0]?.code).toBe('not_found');
    }
  });

  it('answers an unexpected error with 500, a reference and no internals', async () => {
    const answer = await callApi(server.baseUrl, '/api/test/boom');
    expect(answer.status).toBe(500);
    const requestId = answer.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(errorsOf(answer.body)[0]).toEqual({ code: 'internal_error', message: `Something went wrong. Reference: ${requestId}` });
    expect(JSON.stringify(answer.body)).not.toContain('secret');
  });
});
