import { describe, expect, it } from 'vitest';
import { HttpRolesAdapter } from '../../src/infrastructure/roles/roles.http-adapter';
import { fakeCallApi } from './support/fake-call-api';

const wireRole = {
  _id: 'r1',
  name: 'clerk',
  description: 'Reads reports',
  userTypeId: 'm1',
  permissions: { Reports: { viewAll: true, generateReport: false }, Unknown: { anything: true } },
  status: 'Active',
  createdDate: '2026-11-01T08:00:00.000Z',
  modifiedDate: '2026-11-02T08:00:00.000Z',
};

function adapterWith(answers: Record<string, unknown>) {
  const fake = fakeCallApi(answers);
  return { adapter: new HttpRolesAdapter(fake.callApi), sent: fake.sent };
}

describe('HTTP roles adapter', () => {
  it('reads roles in the portal’s words, keeping only the catalogue’s areas and flags', async () => {
    const { adapter } = adapterWith({ 'roles.list': [wireRole], 'roles.get': wireRole });
    const expected = {
      id: 'r1',
      name: 'clerk',
      description: 'Reads reports',
      organisationId: 'm1',
      permissions: { Reports: { viewAll: true, generateReport: false } },
      status: 'Active',
      createdAt: '2026-11-01T08:00:00.000Z',
      modifiedAt: '2026-11-02T08:00:00.000Z',
    };
    expect(await adapter.roles()).toEqual([expected]);
    expect(await adapter.role('r1')).toEqual(expected);
  });

  it('creates a role for the named organisation', async () => {
    const { adapter, sent } = adapterWith({ 'roles.add': wireRole });
    await adapter.createRole({ name: 'clerk', description: 'Reads reports', permissions: { Reports: { viewAll: true } }, organisationId: 'm1' });
    expect(sent[0]?.body).toEqual({ name: 'clerk', description: 'Reads reports', permissions: { Reports: { viewAll: true } }, userTypeId: 'm1' });
  });

  it('never sends an organisation when editing (it does not change)', async () => {
    const { adapter, sent } = adapterWith({ 'roles.edit': wireRole });
    await adapter.updateRole('r1', { name: 'clerk', description: '', permissions: {}, organisationId: 'm2' });
    expect(sent[0]?.params).toEqual({ id: 'r1' });
    expect(sent[0]?.body).toEqual({ name: 'clerk', description: '', permissions: {} });
  });

  it('deletes by id', async () => {
    const { adapter, sent } = adapterWith({ 'roles.delete': { _id: 'r1', message: 'Role deleted' } });
    await adapter.deleteRole('r1');
    expect(sent[0]?.params).toEqual({ id: 'r1' });
  });
});
