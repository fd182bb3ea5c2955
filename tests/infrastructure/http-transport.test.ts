import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { AppError } from '../../src/application/errors/app-error';
import type { TokenRejection } from '../../src/application/session/session-events.port';
import { defineCall } from '../../src/contract/call-definition';
import { getUserById, login } from '../../src/contract/auth.contract';
import { listMerchants } from '../../src/contract/lookups.contract';
import { exportFileRecords, uploadPayoutFile } from '../../src/contract/payout-files.contract';
import { portalConfigFrom } from '../../src/infrastructure/config/portal-config';
import { createHttpTransport } from '../../src/infrastructure/http/http-transport';
import { RequestTracker } from '../../src/infrastructure/http/request-tracker';
import { TokenRejections } from '../../src/infrastructure/http/token-rejections';
import { MemorySessionStore } from '../../src/infrastructure/session/memory-session-store';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function transportAnswering(answer: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const requests: { url: string; init: RequestInit }[] = [];
  const problems: unknown[] = [];
  const tracker = new RequestTracker();
  const tokenRejections = new TokenRejections();
  const callApi = createHttpTransport({
    config: portalConfigFrom({ VITE_API_BASE: 'https://api.example/api/' }),
    sessionStore: new MemorySessionStore('the-token'),
    fetch: async (input, init = {}) => {
      requests.push({ url: String(input), init });
      return answer(String(input), init);
    },
    tracker,
    tokenRejections,
    reportProblem: (problem) => problems.push(problem),
  });
  return { callApi, requests, problems, tracker, tokenRejections };
}

async function failureOf(promise: Promise<unknown>): Promise<AppError> {
  const outcome = await promise.then(
    () => null,
    (problem: unknown) => problem,
  );
  if (!(outcome instanceof AppError)) throw new Error(`expected an AppError, got ${String(outcome)}`);
  return outcome;
}

describe('http transport', () => {
  it('sends the session token as x-auth-token to the configured base with the path filled in', async () => {
    const { callApi, requests } = transportAnswering(() => json(200, []));
    await callApi(listMerchants);
    await callApi(getUserById, { params: { id: 'a b' } }).catch(() => undefined);
    expect(requests[0]?.url).toBe('https://api.example/api/merchants/get');
    expect(new Headers(requests[0]?.init.headers).get('x-auth-token')).toBe('the-token');
    expect(requests[1]?.url).toBe('https://api.example/api/users/get-by-id/a%20b');
  });

  it('sends the headers a call asks for, without letting them replace the token or content type', async () => {
    const { callApi, requests } = transportAnswering(() => json(200, []));
    await callApi(listMerchants, { headers: { 'Idempotency-Key': 'key-1', 'X-Auth-Token': 'forged', Accept: 'text/plain' } });
    const headers = requests[0]?.init.headers as Record<string, string>;
    expect(headers['idempotency-key']).toBe('key-1');
    expect(headers['x-auth-token']).toBe('the-token');
    expect(headers.accept).toBe('application/json');
    expect(Object.keys(headers).filter((name) => name.toLowerCase() === 'x-auth-token')).toHaveLength(1);
  });

  it('sends no token on public calls and the body as JSON', async () => {
    const { callApi, requests } = transportAnswering(() => json(200, 'a.b.c'));
    await expect(callApi(login, { body: { userName: 'admin', password: 'secret' } })).resolves.toBe('a.b.c');
    const headers = new Headers(requests[0]?.init.headers);
    expect(headers.get('x-auth-token')).toBeNull();
    expect(headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(String(requests[0]?.init.body))).toEqual({ userName: 'admin', password: 'secret' });
  });

  it('accepts the sign-in token answered as plain text', async () => {
    const { callApi } = transportAnswering(() => new Response('x.y.z', { status: 200, headers: { 'content-type': 'text/plain' } }));
    await expect(callApi(login, { body: { userName: 'admin', password: 'secret' } })).resolves.toBe('x.y.z');
  });

  it('maps a 400 error body to the first error with its code and field', async () => {
    const { callApi } = transportAnswering(() =>
      json(400, {
        errors: [
          { message: 'Order Id cannot exceed 50 characters', code: 'validation_failed', field: 'orderId' },
          { message: 'second', code: 'x' },
        ],
      }),
    );
    const failure = await failureOf(callApi(listMerchants));
    expect(failure).toMatchObject({ code: 'validation_failed', message: 'Order Id cannot exceed 50 characters', field: 'orderId' });
  });

  it('turns Token-Expired into a token error and tells the session listener', async () => {
    const { callApi, tokenRejections } = transportAnswering(() => json(401, { status: 'Token-Expired', message: 'Your session has expired' }));
    const heard: TokenRejection[] = [];
    tokenRejections.onTokenRejected((rejection) => heard.push(rejection));
    const failure = await failureOf(callApi(listMerchants));
    expect(failure.code).toBe('token_expired');
    expect(heard).toEqual([{ code: 'token_expired', message: 'Your session has expired' }]);
  });

  it('does not tell the session listener about an ordinary 401 such as bad credentials', async () => {
    const { callApi, tokenRejections } = transportAnswering(() =>
      json(401, { errors: [{ message: 'Invalid user name or password', code: 'bad_credentials' }] }),
    );
    const listener = vi.fn();
    tokenRejections.onTokenRejected(listener);
    const failure = await failureOf(callApi(login, { body: { userName: 'a', password: 'b' } }));
    expect(failure.code).toBe('bad_credentials');
    expect(listener).not.toHaveBeenCalled();
  });

  it('reports a response that does not match the contract as unexpected, and logs it', async () => {
    const { callApi, problems } = transportAnswering(() => json(200, [{ _id: 7 }]));
    const failure = await failureOf(callApi(listMerchants));
    expect(failure).toMatchObject({ code: 'unexpected', message: 'Something went wrong' });
    expect(problems).toHaveLength(1);
  });

  it('reports an unreachable server as a network error', async () => {
    const { callApi } = transportAnswering(() => {
      throw new TypeError('Failed to fetch');
    });
    expect((await failureOf(callApi(listMerchants))).code).toBe('network');
  });

  it('counts tracked requests while they run, and leaves untracked ones out', async () => {
    let release: (response: Response) => void = () => {};
    const { callApi, tracker } = transportAnswering(() => new Promise<Response>((resolve) => (release = resolve)));
    const counts: number[] = [];
    tracker.subscribe(() => counts.push(tracker.pendingCount()));
    const tracked = callApi(listMerchants);
    expect(tracker.pendingCount()).toBe(1);
    release(json(500, {}));
    await tracked.catch(() => undefined);
    expect(tracker.pendingCount()).toBe(0);
    const untracked = callApi(listMerchants, { tracked: false });
    expect(tracker.pendingCount()).toBe(0);
    release(json(200, []));
    await untracked;
    expect(counts).toEqual([1, 0]);
  });

  it('adds query values and leaves out empty ones', async () => {
    const search = defineCall({
      id: 'test.search',
      summary: 'test',
      base: 'reports',
      method: 'GET',
      path: '/search',
      query: z.object({ page: z.number(), q: z.string().optional(), status: z.array(z.string()) }),
      response: z.object({ ok: z.boolean() }),
    });
    const { callApi, requests } = transportAnswering(() => json(200, { ok: true }));
    await callApi(search, { query: { page: 2, q: undefined, status: ['a', 'b'] } });
    expect(requests[0]?.url).toBe('/reports-api/search?page=2&status=a&status=b');
  });

  it('sends a declared upload as multipart/form-data in its field, and reads a declared file answer as a Blob', async () => {
    const summary = {
      originalName: 'p.xlsx',
      fileName: 'payouts-1.xlsx',
      size: 3,
      total: 0,
      Approved: 0,
      Rejected: 0,
      invalidStatus: [],
      amount: 0,
      discarded: 0,
      rows: [],
    };
    const { callApi, requests } = transportAnswering((url) =>
      url.includes('file-upload')
        ? json(200, { data: summary })
        : new Response(new Uint8Array([80, 75, 3, 4]), {
            status: 200,
            headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
          }),
    );
    const answer = await callApi(uploadPayoutFile, { file: { name: 'p.xlsx', content: new Blob(['abc']) } });
    expect(answer.data.fileName).toBe('payouts-1.xlsx');
    const sentBody = requests[0]?.init.body;
    expect(sentBody).toBeInstanceOf(FormData);
    expect(((sentBody as FormData).get('file') as File).name).toBe('p.xlsx');
    expect((requests[0]?.init.headers as Record<string, string> | undefined)?.['content-type']).toBeUndefined();
    const file = await callApi(exportFileRecords, { query: { query: 'p' } });
    expect(typeof file.arrayBuffer).toBe('function');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(new Uint8Array([80, 75, 3, 4]));
    expect((requests[1]?.init.headers as Record<string, string> | undefined)?.accept).toContain('spreadsheetml');
  });
});
