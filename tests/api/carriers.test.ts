import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarrierDto } from '../../src/contract/carriers.contract';
import { flagsOf, grant } from '../../src/domain/permissions/permission-rules';
import { hashPassword } from '../../server/src/auth/password-hasher';
import { newRecordId } from '../../server/src/db/record-id';
import { callApi, errorsOf, type ApiAnswer } from './support/api-client';
import { startTestServer, type TestServer } from './support/test-server';

// spec 2 §2.3, §3, §4, §5, §7 "Carriers and operators" and "History"; docs/decisions/0017-merchants-and-carriers.md.
let server: TestServer;
const tokens: Record<string, string> = {};
let ids: Record<string, string>;

type Who = 'admin' | 'support' | 'jazz.ops' | 'merchant' | 'techlets' | 'viewer' | 'jazz.manager' | 'merchant.snoop' | 'anonymous';

/** A user of `organisation` whose role holds every CarrierManagement flag: only the scope can refuse. */
async function carrierManager(userName: string, userType: 'Operator' | 'Merchant', organisation: string): Promise<string> {
  const roleId = newRecordId();
  const permissions = grant(flagsOf('CarrierManagement').map((flag) => ['CarrierManagement', flag] as const));
  await server.db
    .insertInto('roles')
    .values({ id: roleId, name: 'carrier manager', user_type_id: organisation, permissions: JSON.stringify(permissions) })
    .execute();
  await server.db
    .insertInto('users')
    .values({
      id: newRecordId(),
      name: 'Carrier Manager',
      user_name: userName,
      email: `${userName}@example.com`,
      password_hash: await hashPassword('manager123'),
      user_type: userType,
      user_type_id: organisation,
      role_id: roleId,
    })
    .execute();
  return server.signIn(userName, 'manager123');
}

beforeAll(async () => {
  server = await startTestServer({ seed: 'core' });
  const signIns = {
    admin: 'admin12345',
    support: 'support123',
    'jazz.ops': 'carrier123',
    merchant: 'merchant123',
    techlets: 'merchant123',
    viewer: 'viewer123',
  };
  for (const [userName, password] of Object.entries(signIns)) tokens[userName] = await server.signIn(userName, password);
  const operators = await server.db.selectFrom('operators').select(['id', 'name']).execute();
  ids = Object.fromEntries(operators.map((row) => [row.name, row.id]));
  const multiverse = await server.db.selectFrom('merchants').select('id').where('name', '=', 'Multiverse').executeTakeFirstOrThrow();
  tokens['jazz.manager'] = await carrierManager('jazz.manager', 'Operator', ids.Jazz as string);
  tokens['merchant.snoop'] = await carrierManager('merchant.snoop', 'Merchant', multiverse.id);
});
afterAll(async () => {
  await server?.close();
});

async function as<T = unknown>(who: Who, path: string, method = 'GET', body?: unknown): Promise<ApiAnswer<T>> {
  return callApi<T>(server.baseUrl, `/api${path}`, { method, token: who === 'anonymous' ? undefined : tokens[who], body });
}

const form = (name: string, extra: Record<string, unknown> = {}) => ({ country: 'Pakistan', type: 'Carrier', name, currency: 'PKR', ...extra });

async function create(name: string, extra: Record<string, unknown> = {}): Promise<CarrierDto> {
  const answer = await as<CarrierDto>('admin', '/carriers/add', 'POST', form(name, extra));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

async function historyOf(id: string): Promise<string[]> {
  const answer = await as<{ history: { description: string }[] }>('admin', `/carriers/history/${id}`);
  expect(answer.status).toBe(200);
  return answer.body.history.map((entry) => entry.description);
}

const count = async (table: 'operators' | 'carrier_history') =>
  Number((await server.db.selectFrom(table).select(sql<string>`count(*)::text`.as('n')).executeTakeFirstOrThrow()).n);

describe('reading carriers: the tenancy matrix', () => {
  it('lists carriers: platform staff all, carrier staff only their own, merchants nothing', async () => {
    const expected: Record<Who, string[] | number> = {
      admin: ['Jazz', 'PGW', 'Telenor'],
      support: ['Jazz', 'PGW', 'Telenor'],
      'jazz.ops': 403,
      merchant: 403,
      techlets: 403,
      viewer: 403,
      'jazz.manager': ['Jazz'],
      'merchant.snoop': [],
      anonymous: 401,
    };
    for (const [who, want] of Object.entries(expected) as [Who, string[] | number][]) {
      const answer = await as<CarrierDto[]>(who, '/carriers/get');
      if (typeof want === 'number') expect({ who, status: answer.status }).toEqual({ who, status: want });
      else expect({ who, status: answer.status, names: answer.body.map((row) => row.name) }).toEqual({ who, status: 200, names: want });
    }
    const admin = await as<CarrierDto[]>('admin', '/carriers/get');
    expect(admin.body.find((row) => row.name === 'PGW')).toMatchObject({ type: 'Operator', isPlatform: true, status: 'Active' });
  });

  it('reads one carrier and its history within the same limits; another carrier answers 404', async () => {
    const jazz = ids.Jazz as string;
    const telenor = ids.Telenor as string;
    const expected: Record<Who, [number, number]> = {
      admin: [200, 200],
      support: [200, 200],
      'jazz.ops': [403, 403],
      merchant: [403, 403],
      techlets: [403, 403],
      viewer: [403, 403],
      'jazz.manager': [200, 404],
      'merchant.snoop': [404, 404],
      anonymous: [401, 401],
    };
    for (const [who, [own, other]] of Object.entries(expected) as [Who, [number, number]][]) {
      for (const base of ['/carriers/get', '/carriers/history']) {
        expect({ who, base, status: (await as(who, `${base}/${jazz}`)).status }).toEqual({ who, base, status: own });
        expect({ who, base, status: (await as(who, `${base}/${telenor}`)).status }).toEqual({ who, base, status: other });
      }
    }
    const detail = await as<CarrierDto & { history: { description: string }[] }>('admin', `/carriers/get/${jazz}`);
    expect(detail.body).toMatchObject({ _id: jazz, name: 'Jazz', history: [{ description: 'Account created' }] });
    expect((await as('admin', '/carriers/get/0123456789abcdef01234567')).status).toBe(404);
  });
});

describe('changing carriers: platform staff with the write flag only', () => {
  it('refuses every other caller, even carrier staff holding every carrier flag, writing nothing', async () => {
    const jazz = ids.Jazz as string;
    const writes = [
      ['POST', '/carriers/add', form('Escalated Carrier')],
      ['PUT', `/carriers/edit/${jazz}`, form('Jazz', { notificationEmail: 'attacker@example.com' })],
      ['PUT', `/carriers/edit/status/${jazz}`, { _id: jazz, name: 'Jazz', status: 'Inactive' }],
      ['DELETE', `/carrier/delete/${jazz}`, undefined],
      ['DELETE', `/carrier/delete/${ids.Telenor as string}`, undefined],
    ] as const;
    const before = { operators: await count('operators'), history: await count('carrier_history') };
    const row = await server.db.selectFrom('operators').selectAll().where('id', '=', jazz).executeTakeFirstOrThrow();
    for (const who of ['support', 'jazz.ops', 'jazz.manager', 'merchant', 'merchant.snoop', 'techlets', 'viewer', 'anonymous'] as const) {
      for (const [method, path, body] of writes) {
        const answer = await as(who, path, method, body);
        expect({ who, path, status: answer.status }).toEqual({ who, path, status: who === 'anonymous' ? 401 : 403 });
      }
    }
    expect({ operators: await count('operators'), history: await count('carrier_history') }).toEqual(before);
    expect(await server.db.selectFrom('operators').selectAll().where('id', '=', jazz).executeTakeFirstOrThrow()).toEqual(row);
  });
});

describe('creating, editing and toggling carriers', () => {
  it('creates a carrier and records who did it', async () => {
    const created = await create('Zong', { type: 'Operator', supportEmail: 'support@zong.example' });
    expect(created).toMatchObject({
      name: 'Zong',
      type: 'Operator',
      status: 'Active',
      isPlatform: false,
      supportEmail: 'support@zong.example',
      billingEmail: null,
    });
    expect(await historyOf(created._id)).toEqual(['Account created by Platform Admin (admin)']);
    const operators = await as<{ name: string }[]>('admin', '/operators/get');
    expect(operators.body.map((row) => row.name)).toContain('Zong');
  });

  it('refuses duplicates with 409 naming name, whatever the case', async () => {
    const before = await count('operators');
    for (const name of ['jazz', ' TELENOR ', 'pgw']) {
      const answer = await as('admin', '/carriers/add', 'POST', form(name));
      expect(answer.status).toBe(409);
      expect(errorsOf(answer.body)[0]?.field).toBe('name');
    }
    expect(await count('operators')).toBe(before);
    const renamed = await as('admin', `/carriers/edit/${ids.Telenor as string}`, 'PUT', form('JAZZ'));
    expect(renamed.status).toBe(409);
  });

  it('answers bad bodies with 400 naming the field and the form message, writing nothing', async () => {
    const before = { operators: await count('operators'), history: await count('carrier_history') };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ type: undefined }, 'type', 'Please select type'],
      [{ type: 'Wallet' }, 'type', 'Please select type'],
      [{ country: 'Egypt' }, 'country', 'Please select a department'],
      [{ country: undefined }, 'country', 'Please select a department'],
      [{ name: 'Z' }, 'name', 'Too short account name.'],
      [{ name: 'z'.repeat(51) }, 'name', 'Too long account name'],
      [{ name: 'Zo\u0000ng' }, 'name', 'Please provide valid account name'],
      [{ name: null }, 'name', 'Please provide valid account name'],
      [{ currency: 'PKRS1' }, 'currency', 'Provided currency is invalid'],
      [{ currency: '' }, 'currency', 'Please provide currency'],
      [{ notificationEmail: 'nobody' }, 'notificationEmail', 'Invalid email address'],
    ];
    for (const [change, field, message] of cases) {
      const answer = await as('admin', '/carriers/add', 'POST', form('Valid Carrier', change));
      expect({ change, status: answer.status }).toEqual({ change, status: 400 });
      expect(errorsOf(answer.body)[0]).toMatchObject({ field, message });
    }
    expect({ operators: await count('operators'), history: await count('carrier_history') }).toEqual(before);
  });

  it('edits a carrier and records the changed fields', async () => {
    const created = await create('Ufone');
    const edited = await as<CarrierDto>('admin', `/carriers/edit/${created._id}`, 'PUT', form('Ufone Mobile', { _id: created._id, country: 'China' }));
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'Ufone Mobile', country: 'China' });
    expect((await historyOf(created._id)).at(-1)).toBe('Account details changed (name, country) by Platform Admin (admin)');
    const other = await as('admin', `/carriers/edit/${created._id}`, 'PUT', form('Ufone', { _id: ids.Jazz }));
    expect(other.status).toBe(400);
    expect(errorsOf(other.body)[0]?.field).toBe('_id');
    expect((await as('admin', '/carriers/edit/0123456789abcdef01234567', 'PUT', form('Nobody'))).status).toBe(404);
  });

  it('toggles the status and answers the updated row; the platform record stays active', async () => {
    const created = await create('Warid');
    const off = await as<CarrierDto>('admin', `/carriers/edit/status/${created._id}`, 'PUT', { _id: created._id, name: 'Warid', status: 'Inactive' });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ _id: created._id, status: 'Inactive' });
    expect((await historyOf(created._id)).at(-1)).toBe('Status changed from Active to Inactive by Platform Admin (admin)');
    const bad = await as('admin', `/carriers/edit/status/${created._id}`, 'PUT', { status: 'Suspended' });
    expect(bad.status).toBe(400);
    expect(errorsOf(bad.body)[0]?.field).toBe('status');

    const platform = await as('admin', `/carriers/edit/status/${ids.PGW as string}`, 'PUT', { status: 'Inactive' });
    expect(platform.status).toBe(409);
    expect((await as('admin', `/carrier/delete/${ids.PGW as string}`, 'DELETE')).status).toBe(409);
    expect(
      await server.db
        .selectFrom('operators')
        .select(['status', 'deleted_at'])
        .where('id', '=', ids.PGW as string)
        .executeTakeFirstOrThrow(),
    ).toEqual({ status: 'Active', deleted_at: null });
  });
});

describe('deleting carriers', () => {
  it('hides the carrier everywhere, answers 404 the second time and frees the name', async () => {
    const created = await create('Doomed Carrier');
    const answer = await as<{ _id: string; message: string }>('admin', `/carrier/delete/${created._id}`, 'DELETE');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ _id: created._id, message: 'Carrier has been deleted successfully!' });
    expect((await as<CarrierDto[]>('admin', '/carriers/get')).body.map((row) => row._id)).not.toContain(created._id);
    expect((await as<{ _id: string }[]>('admin', '/operators/get')).body.map((row) => row._id)).not.toContain(created._id);
    expect((await as('admin', `/carriers/get/${created._id}`)).status).toBe(404);
    expect((await as('admin', `/carrier/delete/${created._id}`, 'DELETE')).status).toBe(404);
    const row = await server.db.selectFrom('operators').select('deleted_at').where('id', '=', created._id).executeTakeFirstOrThrow();
    expect(row.deleted_at).toBeInstanceOf(Date);
    const entries = await server.db.selectFrom('carrier_history').select('description').where('operator_id', '=', created._id).orderBy('id').execute();
    expect(entries.map((entry) => entry.description)).toEqual(['Account created by Platform Admin (admin)', 'Account deleted by Platform Admin (admin)']);
    await create('Doomed Carrier');
  });

  it('keeps history append-only in the database', async () => {
    await expect(sql`update carrier_history set description = 'rewritten'`.execute(server.db)).rejects.toThrow(/append-only/);
  });
});

describe('the dashboard after a delete', () => {
  it('no longer counts a deleted carrier', async () => {
    const carriersCard = async () =>
      (await as<{ cardsSummary: { operators: number } }>('admin', '/summary/get-dashboard-summary/v2')).body.cardsSummary.operators;
    const before = await carriersCard();
    const created = await create('Counted Carrier');
    expect(await carriersCard()).toBe(before + 1);
    await as('admin', `/carrier/delete/${created._id}`, 'DELETE');
    expect(await carriersCard()).toBe(before);
  });
});
