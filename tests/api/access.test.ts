import Fastify from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCalls } from '../../server/src/server-modules';
import { login, logout } from '../../src/contract/auth.contract';
import { defineCall } from '../../src/contract/call-definition';
import type { PermissionRequirement, Permissions } from '../../src/domain/permissions/permission-catalogue';
import { allPermissions } from '../../src/domain/permissions/permission-rules';
import { hashPassword } from '../../server/src/auth/password-hasher';
import { newRecordId } from '../../server/src/db/record-id';
import type { Idempotency } from '../../server/src/http/idempotency';
import { registerCall, type RouteKit } from '../../server/src/http/register-call';
import { signedIn, type RouteAccess } from '../../server/src/http/route-access';
import { RouteRegistry } from '../../server/src/http/route-registry';
import { callApi } from './support/api-client';
import { startTestServer, type TestServer } from './support/test-server';

// The pattern every later route joins automatically: it walks the route registry.
let server: TestServer;
let merchantToken: string;

// Probes with a permission and a platform scope, so the walks below check the mechanism even
// before any area's route declares one; real routes join the same walks as they are added.
const probeResponse = z.object({ ok: z.boolean() });
const permissionProbe = defineCall({
  id: 'test.permissionProbe',
  summary: 'probe',
  base: 'reports',
  method: 'POST',
  path: '/test/permission-probe',
  response: probeResponse,
});
const platformProbe = defineCall({
  id: 'test.platformProbe',
  summary: 'probe',
  base: 'api',
  method: 'GET',
  path: '/test/platform-probe/{id}',
  params: z.object({ id: z.string() }),
  response: probeResponse,
});

beforeAll(async () => {
  server = await startTestServer({
    seed: 'core',
    beforeListen: (app, kit) => {
      registerCall(app, kit, permissionProbe, signedIn('organisation', ['Reports', 'generateReport']), async () => ({ ok: true }));
      registerCall(app, kit, platformProbe, signedIn('platform'), async () => ({ ok: true }));
    },
  });
  merchantToken = await server.signIn('merchant', 'merchant123');
});
afterAll(async () => {
  await server?.close();
});

const concreteUrl = (url: string) => url.replace(/:(\w+)/g, '0123456789abcdef01234567');
const hit = (method: string, url: string, token?: string) =>
  callApi(server.baseUrl, concreteUrl(url), { method, token, ...(method === 'GET' || method === 'DELETE' ? {} : { body: {} }) });

function withoutFlag([area, flag]: PermissionRequirement): Permissions {
  const grants = allPermissions() as Record<string, Record<string, boolean>>;
  grants[area] = { ...grants[area], [flag]: false };
  return grants as Permissions;
}

/** A platform Admin whose role lacks exactly one flag, so only the permission check can refuse. */
async function tokenLacking(requirement: PermissionRequirement): Promise<string> {
  const platform = await server.db.selectFrom('operators').select('id').where('is_platform', '=', true).executeTakeFirstOrThrow();
  const roleId = newRecordId();
  // User names hold at most 50 characters (spec 2 §5); area and flag together may be longer.
  const userName = `lacks-${requirement[0]}-${requirement[1]}`.toLowerCase().slice(0, 50);
  await server.db
    .insertInto('roles')
    .values({ id: roleId, name: `without ${requirement.join('.')}`, user_type_id: platform.id, permissions: JSON.stringify(withoutFlag(requirement)) })
    .execute();
  await server.db
    .insertInto('users')
    .values({
      id: newRecordId(),
      name: 'Limited Admin',
      user_name: userName,
      email: `${userName}@walee.example`,
      password_hash: await hashPassword('limited123'),
      user_type: 'Admin',
      user_type_id: platform.id,
      role_id: roleId,
    })
    .execute();
  return server.signIn(userName, 'limited123');
}

describe('access control on every registered route', () => {
  it('serves every call of the contract', () => {
    const served = new Set(server.routes.all().map((route) => route.id));
    expect(allCalls.map((call) => call.id).filter((id) => !served.has(id))).toEqual([]);
  });

  it('answers 401 Invalid-Token without a token on every non-public route', async () => {
    const guarded = server.routes.all().filter((route) => route.access.kind !== 'public');
    expect(guarded.length).toBeGreaterThan(0);
    for (const route of guarded) {
      const answer = await hit(route.method, route.url);
      expect({ route: route.id, status: answer.status, body: answer.body }).toMatchObject({
        status: 401,
        body: { status: 'Invalid-Token' },
      });
    }
  });

  it('answers 403 to a merchant on every platform-only route', async () => {
    const platformOnly = server.routes.all().filter((route) => route.access.kind === 'signed-in' && route.access.scope === 'platform');
    expect(platformOnly.length).toBeGreaterThan(0);
    for (const route of platformOnly) {
      const answer = await hit(route.method, route.url, merchantToken);
      expect({ route: route.id, status: answer.status }).toEqual({ route: route.id, status: 403 });
    }
  });

  it('answers 403 on every route whose permission the role lacks', async () => {
    const withPermission = server.routes
      .all()
      .filter(
        (route): route is typeof route & { access: Extract<RouteAccess, { kind: 'signed-in' }> & { permission: PermissionRequirement } } =>
          route.access.kind === 'signed-in' && route.access.permission !== undefined,
      );
    expect(withPermission.length).toBeGreaterThan(0);
    const tokens = new Map<string, string>();
    for (const route of withPermission) {
      const key = route.access.permission.join('.');
      if (!tokens.has(key)) tokens.set(key, await tokenLacking(route.access.permission));
      const answer = await hit(route.method, route.url, tokens.get(key));
      expect({ route: route.id, status: answer.status }).toEqual({ route: route.id, status: 403 });
    }
  });

  it('lets the same caller through once the role holds the flag', async () => {
    const admin = await server.signIn('admin', 'admin12345');
    expect((await hit('POST', '/reports-api/test/permission-probe', admin)).status).toBe(200);
    expect((await hit('POST', '/reports-api/test/permission-probe', merchantToken)).status).toBe(200);
    const viewer = await server.signIn('viewer', 'viewer123');
    expect((await hit('POST', '/reports-api/test/permission-probe', viewer)).status).toBe(403);
    expect((await hit('GET', '/api/test/platform-probe/:id', admin)).status).toBe(200);
  });
});

const notUsed = () => {
  throw new Error('not used');
};
const unusedIdempotency: Idempotency = { fingerprints: notUsed, withinTransaction: notUsed, alone: notUsed };

describe('route declarations', () => {
  const kit = (): RouteKit => ({
    authenticate: async () => {
      throw new Error('not used');
    },
    registry: new RouteRegistry(),
    audit: { run: (_call, _actor, _input, work) => work() },
    idempotency: unusedIdempotency,
  });

  it('refuses to start a route that declares no access', () => {
    const app = Fastify();
    expect(() => registerCall(app, kit(), logout, undefined as unknown as RouteAccess, async () => ({ message: 'x' }))).toThrow(/declares no access/);
  });

  it('refuses a route whose access contradicts the contract', () => {
    const app = Fastify();
    expect(() => registerCall(app, kit(), logout, { kind: 'public' }, async () => ({ message: 'x' }))).toThrow(/public/);
    expect(() => registerCall(app, kit(), login, { kind: 'signed-in', scope: 'organisation' }, async () => 'x')).toThrow(/public/);
  });
});
