import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeTokenClaims } from '../../src/domain/session/token-claims';
import { callApi, errorsOf } from './support/api-client';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: 'core' });
});
afterAll(async () => {
  await server?.close();
});

const login = (userName: unknown, password: unknown) => callApi(server.baseUrl, '/api/auth/login', { method: 'POST', body: { userName, password } });

describe('sign-in', () => {
  it('answers the token string whose claims carry the user, organisation and role permissions', async () => {
    const answer = await login('admin', 'admin12345');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('application/json');
    expect(typeof answer.body).toBe('string');
    const claims = decodeTokenClaims(answer.body as string);
    expect(claims?._id).toMatch(/^[0-9a-f]{24}$/);
    expect(claims?.userTypeId).toMatch(/^[0-9a-f]{24}$/);
    expect(claims?.organisation).toBe('platform');
    expect(claims?.role?.name).toBe('admin');
    expect(claims?.role?.permissions.MerchentManagement?.viewAll).toBe(true);
    expect(claims!.exp - claims!.iat).toBe(43_200);
  });

  it('trims and lower-cases the user name', async () => {
    const answer = await login('  ADMIN ', 'admin12345');
    expect(answer.status).toBe(200);
    expect(decodeTokenClaims(answer.body as string)?.userName).toBe('admin');
  });

  it('refuses a wrong password with the first error message', async () => {
    const answer = await login('support', 'wrong-password');
    expect(answer.status).toBe(401);
    expect(errorsOf(answer.body)[0]).toMatchObject({ code: 'bad_credentials', message: 'Invalid username or password' });
  });

  it('answers an unknown user exactly like a wrong password', async () => {
    const answer = await login('nobody-here', 'whatever');
    expect(answer.status).toBe(401);
    expect(errorsOf(answer.body)[0]).toMatchObject({ code: 'bad_credentials', message: 'Invalid username or password' });
  });

  it('names userName when the body is empty', async () => {
    const answer = await callApi(server.baseUrl, '/api/auth/login', { method: 'POST', body: {} });
    expect(answer.status).toBe(400);
    const fields = errorsOf(answer.body).map((error) => error.field);
    expect(fields).toContain('userName');
    expect(errorsOf(answer.body)[0]?.code).toBe('validation_failed');
  });

  it('names userName when no body is sent at all', async () => {
    const answer = await callApi(server.baseUrl, '/api/auth/login', { method: 'POST' });
    expect(answer.status).toBe(400);
    expect(errorsOf(answer.body)[0]?.field).toBe('userName');
  });

  it('locks a user name after five failures, refusing even the right password', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login('techlets', `wrong-${attempt}`)).status).toBe(401);
    }
    const locked = await login('techlets', 'merchant123');
    expect(locked.status).toBe(423);
    expect(errorsOf(locked.body)[0]).toMatchObject({ code: 'sign_in_locked' });
    expect(errorsOf(locked.body)[0]?.message).toMatch(/^Too many failed sign-ins\. Try again in 1[45] minutes\.$/);
    // Another user name is not affected.
    expect((await login('merchant', 'merchant123')).status).toBe(200);
  });

  it('refuses an inactive user', async () => {
    await server.db
      .insertInto('users')
      .values({
        id: 'inactive00000000000000001',
        name: 'Former Staff',
        user_name: 'former',
        email: 'former@walee.example',
        password_hash: (await server.db.selectFrom('users').select('password_hash').where('user_name', '=', 'admin').executeTakeFirstOrThrow()).password_hash,
        user_type: 'Admin',
        user_type_id: 'none',
        role_id: null,
        status: 'Inactive',
      })
      .execute();
    const answer = await login('former', 'admin12345');
    expect(answer.status).toBe(401);
    expect(errorsOf(answer.body)[0]?.code).toBe('user_inactive');
  });
});

describe('session tokens', () => {
  const profile = (token?: string) => callApi(server.baseUrl, '/api/profiles/get', { token });

  it('serves the profile to a valid token', async () => {
    const token = await server.signIn('viewer', 'viewer123');
    const answer = await profile(token);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ userName: 'viewer', name: 'Multiverse Viewer' });
  });

  it('answers a missing token with Invalid-Token', async () => {
    const answer = await profile();
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ status: 'Invalid-Token', message: 'Authentication token is missing' });
  });

  it('stops accepting a token after logout', async () => {
    const token = await server.signIn('support', 'support123');
    expect((await profile(token)).status).toBe(200);
    const logout = await callApi(server.baseUrl, '/api/users/logout', { token });
    expect(logout.status).toBe(200);
    const after = await profile(token);
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ status: 'Invalid-Token' });
  });

  it('refuses a tampered token', async () => {
    const token = await server.signIn('viewer', 'viewer123');
    const [head, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    claims.userType = 'Admin';
    const forged = `${head}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
    const answer = await profile(forged);
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ status: 'Invalid-Token' });
    expect((await profile('not-a-token')).body).toMatchObject({ status: 'Invalid-Token' });
  });

  it('answers an expired token with Token-Expired', async () => {
    const token = await server.signIn('viewer', 'viewer123');
    const claims = decodeTokenClaims(token)!;
    const past = Math.floor(Date.now() / 1000) - 60;
    const expired = server.signer.sign({ ...claims, iat: past - 43_200, exp: past });
    const answer = await profile(expired);
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ status: 'Token-Expired', message: 'Session expired, please sign in again' });
  });

  it('stops accepting the token of a user who is deactivated', async () => {
    const token = await server.signIn('jazz.ops', 'carrier123');
    expect((await profile(token)).status).toBe(200);
    await server.db.updateTable('users').set({ status: 'Inactive' }).where('user_name', '=', 'jazz.ops').execute();
    const answer = await profile(token);
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ status: 'Invalid-Token' });
  });

  it('applies a changed role at once, without a new sign-in', async () => {
    const token = await server.signIn('admin', 'admin12345');
    expect((await callApi(server.baseUrl, '/api/operators/get', { token })).status).toBe(200);
    const permissions = await callApi<{ name: string }>(server.baseUrl, '/api/roles/get/permissions/get-by-user', { token });
    expect(permissions.body.name).toBe('admin');
    await server.db.updateTable('roles').set({ status: 'Inactive' }).where('name', '=', 'admin').execute();
    const after = await callApi<{ permissions: object }>(server.baseUrl, '/api/roles/get/permissions/get-by-user', { token });
    expect(after.body.permissions).toEqual({});
    await server.db.updateTable('roles').set({ status: 'Active' }).where('name', '=', 'admin').execute();
  });
});
