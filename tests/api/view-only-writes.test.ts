import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../../server/src/http/route-registry';
import { allCalls } from '../../server/src/server-modules';
import { permissionAreas, permissionCatalogue, type PermissionRequirement } from '../../src/domain/permissions/permission-catalogue';
import { grant } from '../../src/domain/permissions/permission-rules';
import { hashPassword } from '../../server/src/auth/password-hasher';
import { newRecordId } from '../../server/src/db/record-id';
import { callApi } from './support/api-client';
import { startTestServer, type TestServer } from './support/test-server';

// docs/spec/decisions.md §8: a view right never allows a change. Every route whose method writes
// is walked with a role that holds every view flag of the catalogue and nothing else.
let server: TestServer;
let viewOnly: string;

const writingMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Writing calls that a view-only role may make although they are changes or public, each with its
 * reason. The reads sent with a writing method carry their reason on their contract (`readOnly`).
 * Anything else that writes must answer 403 to a view-only role.
 */
const notChanges: Record<string, string> = {
  'auth.login': 'signing in: public, changes nothing but the caller’s own session',
  'auth.secondFactor': 'the code step of signing in: public, changes nothing but the caller’s own session',
  'secondFactor.start': 'the caller’s own second factor (docs/decisions/0036-second-factor.md), open to every signed-in user',
  'secondFactor.confirm': 'the caller’s own second factor (docs/decisions/0036-second-factor.md), open to every signed-in user',
  'secondFactor.turnOff': 'the caller’s own second factor (docs/decisions/0036-second-factor.md), with a code of it, open to every signed-in user',
  'secondFactor.renewRecoveryCodes': 'the caller’s own recovery codes (docs/decisions/0036-second-factor.md), with a code of it, open to every signed-in user',
  'profiles.edit': 'the caller’s own profile (spec 2 §7), open to every signed-in user',
  'users.changePassword': 'the caller’s own password (spec 2 §7), open to every signed-in user',
  'sandbox.merchantNotification': 'the public stand-in for a merchant’s own server; stores nothing',
  'checkout.createSession': 'a merchant server’s signed call (docs/decisions/0031-hosted-checkout.md), no staff right involved',
  'checkout.wallet': 'the public hosted checkout: a customer pays, no staff right involved',
  'checkout.card': 'the public hosted checkout: answers where to pay by card',
  'checkout.status': 'a card return page: the server confirms with the provider, the browser changes nothing itself',
  'checkout.easypaisaCard': 'a card return page: the server confirms with the provider',
  'paymentGateway.threeDSecureCheckout': 'the public hosted checkout: a customer pays by card',
  'paymentGateway.walletViaQr': 'the public hosted checkout: a customer pays by wallet QR',
  'paymentGateway.walletViaR2p': 'the public hosted checkout: a customer pays by request to pay',
  'paymentGateway.referenceNumber': 'the public hosted checkout: a customer asks for a reference number',
  'paymentGateway.paymentStatus': 'a status poll: saves only what the provider confirms',
  'paymentGateway.threeDSecureUpdateStatus': 'a card return: saves only what the provider confirms',
};

/** Every flag whose name says it only shows something: every viewAll and the other view flags. */
function viewRequirements(): PermissionRequirement[] {
  return permissionAreas.flatMap((area) =>
    (permissionCatalogue[area] as readonly string[]).filter((flag) => flag.startsWith('view')).map((flag) => [area, flag] as PermissionRequirement),
  );
}

beforeAll(async () => {
  server = await startTestServer({ seed: 'core' });
  const platform = await server.db.selectFrom('operators').select('id').where('is_platform', '=', true).executeTakeFirstOrThrow();
  const roleId = newRecordId();
  await server.db
    .insertInto('roles')
    .values({ id: roleId, name: 'every view flag', user_type_id: platform.id, permissions: JSON.stringify(grant(viewRequirements())) })
    .execute();
  await server.db
    .insertInto('users')
    .values({
      id: newRecordId(),
      name: 'View Only',
      user_name: 'view.only',
      email: 'view.only@walee.example',
      password_hash: await hashPassword('viewonly123'),
      user_type: 'Admin',
      user_type_id: platform.id,
      role_id: roleId,
    })
    .execute();
  viewOnly = await server.signIn('view.only', 'viewonly123');
});
afterAll(async () => {
  await server?.close();
});

const concreteUrl = (url: string) => url.replace(/:(\w+)/g, '0123456789abcdef01234567');

describe('a view-only role on every writing route', () => {
  it('holds viewAll of every area', () => {
    const views = viewRequirements().map((requirement) => requirement.join('.'));
    for (const area of permissionAreas) expect(views).toContain(`${area}.viewAll`);
  });

  it('names only writing routes that exist as exceptions, and marks reads only on writing calls', () => {
    const writing = new Set(
      server.routes
        .all()
        .filter((route) => writingMethods.has(route.method))
        .map((route) => route.id),
    );
    expect(Object.keys(notChanges).filter((id) => !writing.has(id))).toEqual([]);
    const reads = allCalls.filter((call) => call.readOnly !== undefined);
    expect(reads.length).toBeGreaterThan(10);
    expect(reads.filter((call) => !writing.has(call.id) || notChanges[call.id] !== undefined).map((call) => call.id)).toEqual([]);
  });

  it('answers 403 on every route that writes, and on every read sent as a write that needs more than a view right', async () => {
    const reads = new Set(allCalls.filter((call) => call.readOnly !== undefined).map((call) => call.id));
    // A read that the route guards with a flag other than a view flag (the settlement form's
    // revenue lookup, the voucher quote) is refused to a view-only role like a change.
    const needsMoreThanView = (route: RegisteredRoute) =>
      route.access.kind === 'signed-in' && route.access.permission !== undefined && !route.access.permission[1].startsWith('view');
    const writing = server.routes
      .all()
      .filter((route) => writingMethods.has(route.method) && notChanges[route.id] === undefined && (!reads.has(route.id) || needsMoreThanView(route)));
    expect(writing.length).toBeGreaterThan(30);
    expect(writing.map((route) => route.id)).toEqual(expect.arrayContaining(['merchants.revenue', 'vouchers.quote']));
    const refused: string[] = [];
    for (const route of writing) {
      const answer = await callApi(server.baseUrl, concreteUrl(route.url), {
        method: route.method,
        token: viewOnly,
        ...(route.method === 'DELETE' ? {} : { body: { status: 'start' } }),
      });
      expect({ route: route.id, status: answer.status }).toEqual({ route: route.id, status: 403 });
      refused.push(route.id);
    }
    process.stdout.write(`writing routes refused to a view-only role: ${refused.length}\n`);
  });
});
