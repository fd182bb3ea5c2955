import { describe, expect, it } from 'vitest';
import { blacklistsUseCases } from '../../src/application/blacklists/blacklists.use-case';
import { HttpBlacklistsAdapter } from '../../src/infrastructure/blacklists/blacklists.http-adapter';
import { fakeCallApi } from './support/fake-call-api';

const row = { _id: 'b1', msisdn: '923001234567', createdDate: '2026-09-01T07:00:00.000Z' };

describe('HTTP blacklists adapter', () => {
  it('lists and reads entries under the port’s names', async () => {
    const { callApi, sent } = fakeCallApi({ 'blacklists.list': [row], 'blacklists.get': row });
    const adapter = new HttpBlacklistsAdapter(callApi);
    expect(await adapter.listEntries()).toEqual([{ id: 'b1', msisdn: '923001234567', createdDate: row.createdDate }]);
    expect((await adapter.entry('b1')).id).toBe('b1');
    expect(sent[1]?.params).toEqual({ id: 'b1' });
  });

  it('adds and changes a number typed 0300… in its normal form, and deletes by id', async () => {
    const { callApi, sent } = fakeCallApi({
      'blacklists.add': row,
      'blacklists.edit': row,
      'blacklists.delete': { message: 'Blacklist has been deleted successfully!' },
    });
    const useCases = blacklistsUseCases({ blacklists: new HttpBlacklistsAdapter(callApi) });
    await useCases.save(null, '0300 1234567');
    await useCases.save('b1', '+92 345 1112233');
    await useCases.remove('b1');
    expect(sent.map((call) => call.id)).toEqual(['blacklists.add', 'blacklists.edit', 'blacklists.delete']);
    expect(sent[0]?.input.body).toEqual({ msisdn: '923001234567' });
    expect(sent[1]?.input.body).toEqual({ msisdn: '923451112233' });
    expect(sent[1]?.params).toEqual({ id: 'b1' });
  });

  it('refuses a number that is not a Pakistani mobile before any call', async () => {
    const { callApi, sent } = fakeCallApi({});
    await expect(blacklistsUseCases({ blacklists: new HttpBlacklistsAdapter(callApi) }).save(null, '12')).rejects.toMatchObject({ field: 'msisdn' });
    expect(sent).toHaveLength(0);
  });
});
