import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MerchantListItem } from '../../src/contract/lookups.contract';
import { callApi, errorsOf } from './support/api-client';
import { startTestServer, type TestServer } from './support/test-server';

// docs/decisions/0027-administration-grids.md: the merchants and users grids page on the server, with
// the same rows, order and organisation limits as the whole lists.
let server: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  const signIns = { admin: 'admin12345', merchant: 'merchant123', viewer: 'viewer123', 'jazz.ops': 'carrier123' };
  for (const [userName, password] of Object.entries(signIns)) tokens[userName] = await server.signIn(userName, password);
});
afterAll(async () => server?.close());

const get = <T>(who: string, path: string) => callApi<T>(server.baseUrl, `/api${path}`, { token: tokens[who] });
type Page<T> = { data: T[]; count: number };
type UserItem = { _id: string; userTypeId: string };

async function walk<T extends { _id: string }>(who: string, path: string, limit: number): Promise<{ ids: string[]; count: number }> {
  const ids: string[] = [];
  let count = 0;
  for (let page = 1; page < 100; page += 1) {
    const answer = await get<Page<T>>(who, `${path}?page=${page}&limit=${limit}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    count = answer.body.count;
    ids.push(...answer.body.data.map((row) => row._id));
    if (answer.body.data.length < limit) break;
  }
  return { ids, count };
}

describe('merchants grid pages', () => {
  it('walks every merchant once, in the whole list’s order, with the count', async () => {
    const whole = await get<MerchantListItem[]>('admin', '/merchants/get');
    const paged = await walk<MerchantListItem>('admin', '/merchants/get/page', 25);
    expect(paged.ids).toEqual(whole.body.map((merchant) => merchant._id));
    expect(paged.count).toBe(whole.body.length);
  });

  it('refuses callers without the view right and page sizes the grid does not offer', async () => {
    expect((await get('jazz.ops', '/merchants/get/page')).status).toBe(403);
    // Merchant management is the platform's (spec 2 §6): a merchant's admin holds no view right here.
    expect((await get('merchant', '/merchants/get/page')).status).toBe(403);
    const wrongSize = await get('admin', '/merchants/get/page?page=1&limit=30');
    expect(wrongSize.status).toBe(400);
    expect(errorsOf(wrongSize.body)[0]).toMatchObject({ field: 'limit', message: 'limit must be one of 25, 50, 100, 500' });
    const wrongPage = await get('admin', '/merchants/get/page?page=0');
    expect(errorsOf(wrongPage.body)[0]).toMatchObject({ field: 'page', message: 'page must be a whole number from 1' });
  });
});

describe('users grid pages', () => {
  it('walks every user once, newest first, with the count', async () => {
    const whole = await get<UserItem[]>('admin', '/users');
    const paged = await walk<UserItem>('admin', '/users/page', 25);
    expect(paged.ids).toEqual(whole.body.map((user) => user._id));
    expect(paged.count).toBe(whole.body.length);
  });

  it('limits a merchant’s staff to the users of their merchant', async () => {
    const whole = await get<UserItem[]>('merchant', '/users');
    const page = await get<Page<UserItem>>('merchant', '/users/page?limit=50');
    expect(page.body.data.map((user) => user._id)).toEqual(whole.body.map((user) => user._id));
    expect(page.body.count).toBe(whole.body.length);
    const merchantIds = new Set(page.body.data.map((user) => user.userTypeId));
    expect(merchantIds.size).toBe(1);
  });
});

describe('services grid pages', () => {
  it('walks every service once, newest first, with the count, for staff and for a merchant', async () => {
    for (const who of ['admin', 'merchant']) {
      const whole = await get<{ _id: string }[]>(who, '/services/get');
      const paged = await walk<{ _id: string }>(who, '/services/get/page', 25);
      expect(paged.ids).toEqual(whole.body.map((service) => service._id));
      expect(paged.count).toBe(whole.body.length);
    }
  });
});
