import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsOf } from './support/api-client';
import { ownerOf, peopleOf, type People } from './support/people-fixtures';
import { merchantAdmin } from './support/people-grants';
import { startTestServer, type TestServer } from './support/test-server';

// spec 2 §2.7, §3, §5 "Role", §7 "Roles" and docs/spec/decisions.md §8, over HTTP.
let server: TestServer;
let people: People;
let mvOwnerRole: string;

type Role = {
  _id: string;
  name: string;
  description: string;
  userTypeId: string;
  permissions: Record<string, Record<string, boolean>>;
  createdDate: string;
  modifiedDate: string;
};

beforeAll(async () => {
  server = await startTestServer({ seed: 'core' });
  people = await peopleOf(server);
  mvOwnerRole = (await ownerOf(people, people.org.multiverse, 'mv.owner', merchantAdmin)).roleId;
  await ownerOf(people, people.org.jazz, 'jazz.owner', { Dashboard: { viewAll: true }, Reports: { viewAll: true } });
});
afterAll(async () => {
  await server?.close();
});

let serial = 0;
const roleBody = (overrides: Record<string, unknown> = {}) => {
  serial += 1;
  return { name: `Role ${serial}`, description: 'A role for the tests', permissions: { Dashboard: { viewAll: true } }, ...overrides };
};

describe('GET /roles/get and /roles/get/{id}: who sees which roles', () => {
  const ownersFor = async (as: string, query = '') => {
    const answer = await people.call<Role[]>('GET', `/roles/get${query}`, as);
    expect(answer.status).toBe(200);
    return new Set(answer.body.map((role) => role.userTypeId));
  };

  it('shows platform staff every organisation’s roles, or one organisation’s on request', async () => {
    const owners = await ownersFor('admin');
    for (const org of Object.values(people.org)) expect(owners.has(org)).toBe(true);
    expect([...(await ownersFor('support', `?userTypeId=${people.org.techlets}`))]).toEqual([people.org.techlets]);
  });

  it('shows a merchant and carrier staff only their own organisation’s roles', async () => {
    expect([...(await ownersFor('merchant'))]).toEqual([people.org.multiverse]);
    expect([...(await ownersFor('techlets'))]).toEqual([people.org.techlets]);
    expect([...(await ownersFor('jazz.owner'))]).toEqual([people.org.jazz]);
    expect([...(await ownersFor('merchant', `?userTypeId=${people.org.techlets}`))]).toEqual([]);
  });

  it('answers one role with the spec’s fields; another organisation’s like an unknown id', async () => {
    const mine = await people.call<Role>('GET', `/roles/get/${mvOwnerRole}`, 'merchant');
    expect(mine.status).toBe(200);
    expect(Object.keys(mine.body).sort()).toEqual(['_id', 'createdDate', 'description', 'modifiedDate', 'name', 'permissions', 'status', 'userTypeId']);
    const foreign = await people.call('GET', `/roles/get/${mvOwnerRole}`, 'techlets');
    const unknown = await people.call('GET', '/roles/get/0123456789abcdef01234567', 'techlets');
    expect(foreign.status).toBe(404);
    expect({ status: foreign.status, body: foreign.body }).toEqual({ status: unknown.status, body: unknown.body });
  });

  it('refuses roles without Roles.viewAll and anonymous callers', async () => {
    expect((await people.call('GET', '/roles/get', 'viewer')).status).toBe(403);
    expect((await people.call('GET', '/roles/get', 'jazz.ops')).status).toBe(403);
    expect((await people.call('GET', `/roles/get/${mvOwnerRole}`, 'viewer')).status).toBe(403);
    expect((await people.call('GET', '/roles/get')).status).toBe(401);
  });
});

describe('POST /roles/add', () => {
  it('creates a role owned by the caller’s organisation by default (spec 2 §3)', async () => {
    const answer = await people.call<Role>('POST', '/roles/add', 'mv.owner', roleBody({ permissions: { Users: { viewAll: true, addUsers: false } } }));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ userTypeId: people.org.multiverse, permissions: { Users: { viewAll: true, addUsers: false } }, status: 'Active' });
    const carrier = await people.call<Role>('POST', '/roles/add', 'jazz.owner', roleBody());
    expect(carrier.body.userTypeId).toBe(people.org.jazz);
  });

  it('refuses a flag the creator does not hold, naming it, and writes nothing', async () => {
    const before = await people.roleCount();
    const answer = await people.call('POST', '/roles/add', 'mv.owner', roleBody({ permissions: { Reports: { viewAll: true, addEditDelete: true } } }));
    expect(answer.status).toBe(403);
    expect(errorsOf(answer.body)[0]?.message).toContain('Reports.addEditDelete');
    const support = await people.call(
      'POST',
      '/roles/add',
      'jazz.owner',
      roleBody({ permissions: { Users: { viewAll: true }, Settlements: { viewAll: true } } }),
    );
    expect(support.status).toBe(403);
    expect(await people.roleCount()).toBe(before);
  });

  it('never lets anyone but platform staff grant a platform-only area, even one they hold', async () => {
    const before = await people.roleCount();
    // The Multiverse owner holds Settlements.viewAll (from the merchant admin's grants).
    const answer = await people.call('POST', '/roles/add', 'mv.owner', roleBody({ permissions: { Settlements: { viewAll: true } } }));
    expect(answer.status).toBe(403);
    expect(errorsOf(answer.body)[0]?.message).toBe('Only platform staff may grant: Settlements.viewAll');
    expect(await people.roleCount()).toBe(before);
    const platform = await people.call<Role>(
      'POST',
      '/roles/add',
      'admin',
      roleBody({ userTypeId: people.org.techlets, permissions: { Settlements: { viewAll: true } } }),
    );
    expect(platform.body).toMatchObject({ userTypeId: people.org.techlets, permissions: { Settlements: { viewAll: true } } });
  });

  it('lets only platform staff create a role for another organisation', async () => {
    const before = await people.roleCount();
    expect((await people.call('POST', '/roles/add', 'mv.owner', roleBody({ userTypeId: people.org.techlets }))).status).toBe(403);
    expect((await people.call('POST', '/roles/add', 'jazz.owner', roleBody({ userTypeId: people.org.platform }))).status).toBe(403);
    const unknown = await people.call('POST', '/roles/add', 'admin', roleBody({ userTypeId: '0123456789abcdef01234567' }));
    expect(unknown.status).toBe(400);
    expect(errorsOf(unknown.body)[0]?.field).toBe('userTypeId');
    expect(await people.roleCount()).toBe(before);
  });

  it('answers 409 naming name for a duplicate within the organisation, whatever the case', async () => {
    const before = await people.roleCount();
    const answer = await people.call('POST', '/roles/add', 'mv.owner', roleBody({ name: 'MERCHANT VIEWER' }));
    expect(answer.status).toBe(409);
    expect(errorsOf(answer.body)[0]).toMatchObject({ code: 'conflict', field: 'name' });
    expect(await people.roleCount()).toBe(before);
    // Another organisation may use the same name.
    expect((await people.call('POST', '/roles/add', 'jazz.owner', roleBody({ name: 'merchant viewer' }))).status).toBe(200);
  });

  it('answers one of two simultaneous requests for the same role name with 409, never 500', async () => {
    const body = roleBody({ name: 'Race role' });
    const answers = await Promise.all([1, 2, 3].map(() => people.call('POST', '/roles/add', 'mv.owner', body)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
  });

  it('applies the 150-character description limit and refuses bad bodies, writing nothing', async () => {
    const before = await people.roleCount();
    const long = await people.call('POST', '/roles/add', 'mv.owner', roleBody({ description: 'd'.repeat(151) }));
    expect(long.status).toBe(400);
    expect(errorsOf(long.body)[0]).toMatchObject({ field: 'description', message: 'Too long description. Max char allowed is 150' });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: 7 }, 'name'],
      [{ name: 'R' }, 'name'],
      [{ name: 'Nul\u0000Role' }, 'name'],
      [{ description: 'nul\u0000' }, 'description'],
      [{ permissions: { Payroll: { viewAll: true } } }, 'permissions'],
      [{ permissions: { Users: { viewAll: 'yes' } } }, 'permissions.Users.viewAll'],
      [{ permissions: 'all' }, 'permissions'],
    ];
    for (const [change, field] of cases) {
      const answer = await people.call('POST', '/roles/add', 'mv.owner', roleBody(change));
      expect({ change, status: answer.status, field: errorsOf(answer.body)[0]?.field }).toEqual({ change, status: 400, field });
    }
    expect(errorsOf((await people.call('POST', '/roles/add', 'mv.owner', {})).body)[0]?.field).toBe('name');
    expect(await people.roleCount()).toBe(before);
  });

  it('refuses roles without Roles.addRoles', async () => {
    for (const as of ['merchant', 'support', 'viewer']) expect((await people.call('POST', '/roles/add', as, roleBody())).status).toBe(403);
  });
});

describe('PUT /roles/edit/{id}', () => {
  const edit = (as: string, id: string, body: Record<string, unknown>) => people.call<Role>('PUT', `/roles/edit/${id}`, as, body);

  it('edits a role of the organisation and moves its modified date', async () => {
    const created = await people.call<Role>('POST', '/roles/add', 'mv.owner', roleBody());
    const answer = await edit('mv.owner', created.body._id, { name: 'Edited role', description: 'Changed', permissions: { Users: { viewAll: true } } });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ name: 'Edited role', description: 'Changed', permissions: { Users: { viewAll: true } } });
    expect(answer.body.permissions.Dashboard).toBeUndefined();
    expect(answer.body.modifiedDate >= created.body.modifiedDate).toBe(true);
  });

  it('lets nobody edit their own role', async () => {
    const answer = await edit('mv.owner', mvOwnerRole, { name: 'mv.owner owner', permissions: {} });
    expect(answer.status).toBe(403);
    expect(errorsOf(answer.body)[0]?.message).toBe('You may not change your own role');
  });

  it('refuses to raise a role beyond the editor and to touch a role above the editor', async () => {
    const created = await people.call<Role>('POST', '/roles/add', 'mv.owner', roleBody());
    const raise = await edit('mv.owner', created.body._id, { name: 'Raised', permissions: { Reports: { addEditDelete: true } } });
    expect(raise.status).toBe(403);
    // The demo merchant admin may not edit the owner role, which grants more than it holds.
    const above = await edit('merchant', mvOwnerRole, { name: 'Reduced', permissions: {} });
    expect(above.status).toBe(403);
  });

  it('keeps the platform-only grants a merchant’s form cannot show', async () => {
    const mvAdmin = await people.roleId(people.org.multiverse, 'merchant admin');
    const { Settlements: _s, LoanRequest: _l, ...visible } = merchantAdmin;
    const answer = await edit('mv.owner', mvAdmin, { name: 'merchant admin', description: 'Runs the merchant account', permissions: visible });
    expect(answer.status).toBe(200);
    expect(answer.body.permissions).toMatchObject({ Settlements: { viewAll: true }, LoanRequest: { viewAll: true, viewLoanAccounts: true } });
    const add = await edit('mv.owner', mvAdmin, {
      name: 'merchant admin',
      permissions: { ...merchantAdmin, Settlements: { viewAll: true, addSettlement: true } },
    });
    expect(add.status).toBe(403);
  });

  it('answers 404 for another organisation’s role and refuses a new owner', async () => {
    const created = await people.call<Role>('POST', '/roles/add', 'mv.owner', roleBody());
    expect((await edit('jazz.owner', created.body._id, { name: 'Taken over' })).status).toBe(404);
    const moved = await edit('admin', created.body._id, { name: 'Moved', userTypeId: people.org.techlets });
    expect(moved.status).toBe(400);
    expect(errorsOf(moved.body)[0]?.field).toBe('userTypeId');
  });

  it('answers 409 naming name when renamed onto another role of the organisation', async () => {
    const created = await people.call<Role>('POST', '/roles/add', 'mv.owner', roleBody());
    const answer = await edit('mv.owner', created.body._id, { name: 'Merchant Viewer' });
    expect(answer.status).toBe(409);
    expect(errorsOf(answer.body)[0]?.field).toBe('name');
  });

  it('applies a changed role to its users on their next call', async () => {
    const role = await people.call<Role>('POST', '/roles/add', 'mv.owner', roleBody({ permissions: { Users: { viewAll: true } } }));
    const added = await people.call('POST', '/users/add', 'mv.owner', {
      name: 'Role Holder',
      userName: 'role.holder',
      password: 'Quartz-61-Maple',
      email: 'holder@example.com',
      role: { _id: role.body._id },
    });
    expect(added.status).toBe(200);
    await people.signIn('role.holder', 'Quartz-61-Maple');
    expect((await people.call('GET', '/users', 'role.holder')).status).toBe(200);
    expect((await edit('mv.owner', role.body._id, { name: role.body.name, permissions: { Dashboard: { viewAll: true } } })).status).toBe(200);
    expect((await people.call('GET', '/users', 'role.holder')).status).toBe(403);
  });
});

describe('DELETE /roles/delete/{id}', () => {
  it('answers 409 naming the reason while users hold the role', async () => {
    const viewerRole = await people.roleId(people.org.multiverse, 'merchant viewer');
    const answer = await people.call('DELETE', `/roles/delete/${viewerRole}`, 'mv.owner');
    expect(answer.status).toBe(409);
    expect(errorsOf(answer.body)[0]?.message).toMatch(/held by 1 user/);
    expect((await people.call('GET', `/roles/get/${viewerRole}`, 'mv.owner')).status).toBe(200);
  });

  it('deletes a role nobody holds', async () => {
    const created = await people.call<Role>('POST', '/roles/add', 'mv.owner', roleBody());
    const answer = await people.call<{ _id: string }>('DELETE', `/roles/delete/${created.body._id}`, 'mv.owner');
    expect(answer.status).toBe(200);
    expect(answer.body._id).toBe(created.body._id);
    expect((await people.call('GET', `/roles/get/${created.body._id}`, 'mv.owner')).status).toBe(404);
  });

  it('lets nobody delete their own role, another organisation’s, or without the flag', async () => {
    expect((await people.call('DELETE', `/roles/delete/${mvOwnerRole}`, 'mv.owner')).status).toBe(403);
    const created = await people.call<Role>('POST', '/roles/add', 'mv.owner', roleBody());
    expect((await people.call('DELETE', `/roles/delete/${created.body._id}`, 'jazz.owner')).status).toBe(404);
    expect((await people.call('DELETE', `/roles/delete/${created.body._id}`, 'merchant')).status).toBe(403);
    expect((await people.call('DELETE', `/roles/delete/${created.body._id}`, 'support')).status).toBe(403);
    expect((await people.call('DELETE', `/roles/delete/${created.body._id}`)).status).toBe(401);
    expect((await people.call('GET', `/roles/get/${created.body._id}`, 'mv.owner')).status).toBe(200);
  });
});
