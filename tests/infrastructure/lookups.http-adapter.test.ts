import { describe, expect, it } from 'vitest';
import { HttpLookupsAdapter } from '../../src/infrastructure/lookups/lookups.http-adapter';
import { fakeCallApi } from './support/fake-call-api';

describe('HTTP lookups adapter', () => {
  it('reads merchants with their id and whether they are active', async () => {
    const { callApi, sent } = fakeCallApi({
      'merchants.list': [
        {
          _id: 'm1',
          name: 'Hashir',
          country: 'Pakistan',
          currency: 'PKR',
          status: 'Active',
          createdDate: '2026-01-01T00:00:00.000Z',
          notificationEmail: null,
          supportEmail: null,
          billingEmail: null,
          commercialEmail: null,
          showBalance: false,
          accountBalance: 0,
          userTypeId: 'm1',
        },
        {
          _id: 'm2',
          name: 'Closed',
          country: 'Egypt',
          currency: 'EGP',
          status: 'Inactive',
          createdDate: '2026-01-02T00:00:00.000Z',
          notificationEmail: null,
          supportEmail: null,
          billingEmail: null,
          commercialEmail: null,
          showBalance: false,
          accountBalance: 0,
          userTypeId: 'm2',
        },
      ],
    });
    expect(await new HttpLookupsAdapter(callApi).merchants()).toEqual([
      { id: 'm1', name: 'Hashir', country: 'Pakistan', currency: 'PKR', active: true },
      { id: 'm2', name: 'Closed', country: 'Egypt', currency: 'EGP', active: false },
    ]);
    expect(sent.map((call) => call.id)).toEqual(['merchants.list']);
  });

  it('reads operators with their kind', async () => {
    const { callApi } = fakeCallApi({ 'operators.list': [{ _id: 'o1', name: 'Jazz', type: 'Carrier' }] });
    expect(await new HttpLookupsAdapter(callApi).operators()).toEqual([{ id: 'o1', name: 'Jazz', kind: 'Carrier' }]);
  });
});
