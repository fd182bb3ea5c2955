import { describe, expect, it, vi } from 'vitest';
import { getUserById } from '../../src/contract/auth.contract';
import { pathWith } from '../../src/contract/call-definition';
import { portalConfigFrom } from '../../src/infrastructure/config/portal-config';
import { createHttpUseCases } from '../../src/infrastructure/di/http-composition';
import { earlyProfileRequest, fetchWithEarlyAnswer } from '../../src/infrastructure/http/early-answer';
import { now, tokenWith } from '../application/token-fixtures';

const config = portalConfigFrom({});
const user = {
  _id: 'user/1',
  name: 'Ayesha',
  userName: 'admin',
  email: 'ayesha@example.com',
  userType: 'Admin',
  userTypeId: 'operator-platform',
  userTypeName: 'Platform',
  roleId: 'role-1',
  role: { _id: 'role-1', name: 'admin' },
  status: 'Active',
  createdDate: '2026-01-01T00:00:00.000Z',
  secondFactor: false,
};

/** A fetch that answers every request with the user, and the requests it was sent. */
function recordingFetch() {
  const sent: Array<{ url: string; method: string; token: string | null }> = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: String(input), method: init?.method ?? 'GET', token: new Headers(init?.headers).get('x-auth-token') });
    return new Response(JSON.stringify(user), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, sent };
}

function storageWith(token: string | null): Storage {
  const values = new Map<string, string>(token === null ? [] : [['pgw.token', token]]);
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => values.delete(key),
    setItem: (key, value) => values.set(key, value),
  };
}

describe('the early profile request', () => {
  it('is the profile call of the stored session, as the transport builds it from the contract', () => {
    const token = tokenWith({ _id: 'user/1' });
    expect(earlyProfileRequest(config, token, now)).toEqual({
      url: config.bases[getUserById.base] + pathWith(getUserById.path, { id: 'user/1' }),
      token,
    });
    expect(getUserById.method).toBe('GET');
  });

  it('is not sent without a token, or for one that is expired or unreadable', () => {
    expect(earlyProfileRequest(config, null, now)).toBeUndefined();
    expect(earlyProfileRequest(config, tokenWith({ exp: now - 1 }), now)).toBeUndefined();
    expect(earlyProfileRequest(config, 'not-a-token', now)).toBeUndefined();
  });
});

describe('a fetch with an early answer', () => {
  const early = { url: '/api/users/get-by-id/u1', token: 'the-token' };

  it('sends the early request at once and hands its answer to the first same request only', async () => {
    const { fetch, sent } = recordingFetch();
    const withEarly = fetchWithEarlyAnswer(fetch, early);
    expect(sent).toEqual([{ url: early.url, method: 'GET', token: 'the-token' }]);
    const first = await withEarly(early.url, { method: 'GET', headers: { accept: 'application/json', 'x-auth-token': 'the-token' } });
    expect(await first.json()).toEqual(user);
    expect(sent).toHaveLength(1);
    await withEarly(early.url, { method: 'GET', headers: { 'x-auth-token': 'the-token' } });
    expect(sent).toHaveLength(2);
  });

  it('sends every other request itself: another URL, another token, another method', async () => {
    const { fetch, sent } = recordingFetch();
    const withEarly = fetchWithEarlyAnswer(fetch, early);
    await withEarly('/api/users/get-by-id/u2', { method: 'GET', headers: { 'x-auth-token': 'the-token' } });
    await withEarly(early.url, { method: 'GET', headers: { 'x-auth-token': 'another-token' } });
    await withEarly(early.url, { method: 'POST', headers: { 'x-auth-token': 'the-token' } });
    expect(sent.map((request) => [request.url, request.method, request.token])).toEqual([
      [early.url, 'GET', 'the-token'],
      ['/api/users/get-by-id/u2', 'GET', 'the-token'],
      [early.url, 'GET', 'another-token'],
      [early.url, 'POST', 'the-token'],
    ]);
  });

  it('lets the transport meet a failed early request as its own', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof globalThis.fetch;
    const withEarly = fetchWithEarlyAnswer(fetch, early);
    await expect(withEarly(early.url, { method: 'GET', headers: { 'x-auth-token': 'the-token' } })).rejects.toThrow('Failed to fetch');
  });
});

describe('the HTTP composition of a restored session', () => {
  it('loads the profile with the request sent as the page started, not a second one', async () => {
    const token = tokenWith({ _id: 'user/1', iat: Date.now() / 1000 - 60, exp: Date.now() / 1000 + 3600 });
    const { fetch, sent } = recordingFetch();
    const useCases = createHttpUseCases({ config, fetch, storage: storageWith(token) });
    expect(sent.map((request) => request.url)).toEqual(['/api/users/get-by-id/user%2F1']);
    const profile = await useCases.loadProfile('user/1');
    expect(profile?._id).toBe('user/1');
    expect(sent).toHaveLength(1);
  });

  it('sends nothing early without a stored session', () => {
    const { fetch, sent } = recordingFetch();
    createHttpUseCases({ config, fetch, storage: storageWith(null) });
    expect(sent).toEqual([]);
  });
});
