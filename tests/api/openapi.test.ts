import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCalls } from '../../server/src/server-modules';
import { basePrefixes } from '../../server/src/http/base-prefixes';
import { callApi } from './support/api-client';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: 'none' });
});
afterAll(async () => {
  await server?.close();
});

type Operation = {
  operationId: string;
  security: unknown[];
  parameters?: { name: string }[];
  requestBody?: unknown;
  'x-access': string;
  responses: Record<string, unknown>;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>>; components: { securitySchemes: Record<string, unknown> } };

describe('OpenAPI document', () => {
  it('lists every call of the contract with its path under its base', async () => {
    const answer = await callApi<Document>(server.baseUrl, '/api/openapi.json');
    expect(answer.status).toBe(200);
    expect(answer.body.openapi).toBe('3.1.0');
    for (const call of allCalls) {
      const operation = answer.body.paths[`${basePrefixes[call.base]}${call.path}`]?.[call.method.toLowerCase()];
      expect({ call: call.id, operationId: operation?.operationId }).toEqual({ call: call.id, operationId: call.id });
      expect(operation?.security).toEqual(call.public ? [] : [{ authToken: [] }]);
      expect(operation?.['x-access']).not.toBe('not served by this server yet');
    }
    const operations = Object.values(answer.body.paths).flatMap((byMethod) => Object.values(byMethod));
    expect(operations).toHaveLength(allCalls.length);
  });

  it('describes request bodies and the x-auth-token header', async () => {
    const answer = await callApi<Document>(server.baseUrl, '/api/openapi.json');
    const loginOperation = answer.body.paths['/api/auth/login']?.post;
    expect(JSON.stringify(loginOperation?.requestBody)).toContain('userName');
    expect(answer.body.components.securitySchemes.authToken).toEqual({ type: 'apiKey', in: 'header', name: 'x-auth-token' });
  });

  it('names the Idempotency-Key header and its 409 and 422 on every money call, and on no other', async () => {
    const answer = await callApi<Document>(server.baseUrl, '/api/openapi.json');
    const operations = Object.values(answer.body.paths).flatMap((byMethod) => Object.values(byMethod));
    const withKey = operations.filter((operation) => operation.parameters?.some((parameter) => parameter.name === 'Idempotency-Key'));
    expect(withKey.map((operation) => operation.operationId).sort()).toEqual(
      allCalls
        .filter((call) => call.idempotency !== undefined)
        .map((call) => call.id)
        .sort(),
    );
    expect(withKey.length).toBeGreaterThanOrEqual(14);
    for (const operation of withKey) expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['409', '422']));
  });
});

describe('API reference page', () => {
  it('is plain self-contained HTML naming every call', async () => {
    const answer = await callApi<string>(server.baseUrl, '/api/reference');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/html');
    for (const call of allCalls) expect(answer.body).toContain(`${basePrefixes[call.base]}${call.path}`);
    expect(answer.body).not.toMatch(/<script|https?:\/\/cdn/i);
  });
});
