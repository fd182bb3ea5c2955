import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeTokenClaims } from '../../src/domain/session/token-claims';
import { callApi, errorsOf } from './support/api-client';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer({ seed: 'core' });
  const signIns = [
    ['admin', 'admin12345'],
    ['support', 'support123'],
    ['jazz.ops', 'carrier123'],
    ['merchant', 'merchant123'],
    ['viewer', 'viewer123'],
    ['techlets', 'merchant123'],
  ] as const;
  for (const [userName, password] of signIns) {
    tokens[userName] = await server.signIn(userName, password);
    ids[userName] = decodeTokenClaims(tokens[userName])!._id;
  }
});
afterAll(async () => {
  await server?.close();
});

const get = <T = unknown>(path: string, as: string) => callApi<T>(server.baseUrl, path, { token: tokens[as] });
type Named = { _id: string; name: string };

describe('merchant list', () => {
  it('shows a merchant user only its own merchant', async () => {
    const answer = await get<Named[]>('/api/merchants/get', 'merchant');
    expect(answer.status).toBe(200);
    expect(answer.body.map((m) => m.name)).toEqual(['Multiverse']);
    expect(answer.body[0]?._id).toBe(decodeTokenClaims(tokens.merchant!)!.userTypeId);
  });

  it('shows platform staff every merchant, with no confidential keys', async () => {
    const answer = await get<Array<Named & Record<string, unknown>>>('/api/merchants/get', 'support');
    expect(answer.body.map((m) => m.name)).toEqual(['Hashir', 'Multiverse', 'Techlets']);
    // spec 2 §3: the merchant row without sid, keys and token (docs/decisions/0017-merchants-and-carriers.md).
    expect(Object.keys(answer.body[0]!).sort()).toEqual([
      '_id',
      'accountBalance',
      'billingEmail',
      'commercialEmail',
      'country',
      'createdDate',
      'currency',
      'name',
      'notificationEmail',
      'showBalance',
      'status',
      'supportEmail',
      'userTypeId',
    ]);
    expect(answer.body[0]).toMatchObject({ country: 'Pakistan', currency: 'PKR', status: 'Active' });
    expect(new Date(answer.body[0]!.createdDate as string).toISOString()).toBe(answer.body[0]!.createdDate);
  });

  it('shows carrier staff no merchant', async () => {
    const answer = await get<Named[]>('/api/merchants/get', 'jazz.ops');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([]);
  });
});

describe('operators list', () => {
  it('lists the platform and carriers to platform staff', async () => {
    const answer = await get<Array<Named & { type: string }>>('/api/operators/get', 'support');
    expect(answer.body.map((o) => `${o.name}:${o.type}`)).toEqual(['Jazz:Carrier', 'PGW:Operator', 'Telenor:Carrier']);
  });

  it('refuses carrier staff', async () => {
    expect((await get('/api/operators/get', 'jazz.ops')).status).toBe(403);
  });
});

describe('reading a user by id', () => {
  it('lets a user read themself without Users.viewAll', async () => {
    const answer = await get<Record<string, unknown>>(`/api/users/get-by-id/${ids.viewer}`, 'viewer');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      _id: ids.viewer,
      userName: 'viewer',
      userType: 'Merchant',
      userTypeName: 'Multiverse',
      role: { name: 'merchant viewer' },
    });
    expect(answer.body).not.toHaveProperty('password_hash');
    expect(answer.body).not.toHaveProperty('passwordHash');
  });

  it('does not let one merchant read another merchant’s user', async () => {
    const answer = await get(`/api/users/get-by-id/${ids.merchant}`, 'techlets');
    expect([403, 404]).toContain(answer.status);
    expect(JSON.stringify(answer.body)).not.toContain('Multiverse');
  });

  it('answers an unknown id and another organisation’s user alike', async () => {
    const foreign = await get(`/api/users/get-by-id/${ids.merchant}`, 'techlets');
    const unknown = await get('/api/users/get-by-id/0123456789abcdef01234567', 'techlets');
    expect({ status: foreign.status, body: foreign.body }).toEqual({ status: unknown.status, body: unknown.body });
  });

  it('lets a merchant admin read a user of the same merchant', async () => {
    const answer = await get<Named>(`/api/users/get-by-id/${ids.viewer}`, 'merchant');
    expect(answer.status).toBe(200);
    expect(answer.body._id).toBe(ids.viewer);
  });

  it('refuses other users to a role without Users.viewAll', async () => {
    const answer = await get(`/api/users/get-by-id/${ids.merchant}`, 'viewer');
    expect(answer.status).toBe(403);
    expect(errorsOf(answer.body)[0]?.code).toBe('forbidden');
  });

  it('lets the platform admin read any user', async () => {
    const answer = await get<Record<string, unknown>>(`/api/users/get-by-id/${ids.merchant}`, 'admin');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ userName: 'merchant', userTypeName: 'Multiverse', status: 'Active' });
  });
});

describe('own profile and permissions', () => {
  it('answers the caller’s profile', async () => {
    const answer = await get('/api/profiles/get', 'techlets');
    expect(answer.body).toEqual({ _id: ids.techlets, name: 'Techlets Admin', userName: 'techlets', email: 'techlets@techlets.example' });
  });

  it('answers the caller’s role with its permissions', async () => {
    const answer = await get<{ name: string; permissions: Record<string, Record<string, boolean>> }>('/api/roles/get/permissions/get-by-user', 'viewer');
    expect(answer.body.name).toBe('merchant viewer');
    expect(answer.body.permissions.Reports).toEqual({ viewAll: true });
    expect(answer.body.permissions.Users).toBeUndefined();
  });
});
