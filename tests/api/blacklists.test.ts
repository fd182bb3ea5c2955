import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlacklistEntryDto } from '../../src/contract/blacklists.contract';
import { BlacklistLookup } from '../../server/src/checkout/blacklist.repository';
import { callApi, errorsOf } from './support/api-client';
import { signInCallers, type Callers } from './support/catalogue-callers';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let who: Callers;

beforeAll(async () => {
  server = await startTestServer({ seed: 'core' });
  who = await signInCallers(server);
});
afterAll(async () => {
  await server?.close();
});

const api = <T = unknown>(path: string, token: string | undefined, method = 'GET', body?: unknown) =>
  callApi<T>(server.baseUrl, `/api${path}`, { method, token, body });
const entryCount = async () =>
  Number(
    (
      await server.db
        .selectFrom('blacklists')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const add = (msisdn: unknown, token = who.admin) => api<BlacklistEntryDto>('/black-lists/add', token, 'POST', { msisdn });

describe('blacklists: who may call', () => {
  it('serves platform staff only; support reads but changes nothing', async () => {
    const entry = (await add('0333 7654321')).body;
    for (const [token, status] of [
      [who.admin, 200],
      [who.support, 200],
      [who.carrier, 403],
      [who.merchant, 403],
      [who.techlets, 403],
      [who.viewer, 403],
      [undefined, 401],
    ] as const) {
      expect((await api('/black-lists/get', token)).status).toBe(status);
      expect((await api(`/black-lists/get/${entry._id}`, token)).status).toBe(status);
    }
    const before = await entryCount();
    for (const token of [who.support, who.carrier, who.merchant, who.techlets, who.viewer]) {
      expect((await add('03451234567', token)).status).toBe(403);
      expect((await api(`/black-lists/edit/${entry._id}`, token, 'PUT', { msisdn: '03451234568' })).status).toBe(403);
      expect((await api(`/black-lists/delete/${entry._id}`, token, 'DELETE')).status).toBe(403);
    }
    expect(await entryCount()).toBe(before);
    expect((await api<BlacklistEntryDto>(`/black-lists/get/${entry._id}`, who.admin)).body.msisdn).toBe('923337654321');
  });
});

describe('blacklists: one normal form', () => {
  it('stores the number normalised and refuses it again however it is written (409 naming msisdn)', async () => {
    const created = await add('923001234567');
    expect(created.status).toBe(200);
    expect(created.body.msisdn).toBe('923001234567');
    for (const writing of ['03001234567', '+92 300 1234567', '0300-1234567', '3001234567']) {
      const again = await add(writing);
      expect({ writing, status: again.status }).toEqual({ writing, status: 409 });
      expect(errorsOf(again.body)[0]).toMatchObject({ code: 'conflict', field: 'msisdn' });
    }
    expect((await api<BlacklistEntryDto[]>('/black-lists/get', who.admin)).body.filter((entry) => entry.msisdn === '923001234567')).toHaveLength(1);
  });

  it('answers the shared lookup for any writing of a listed number', async () => {
    await add('0321 5550000');
    const lookup = new BlacklistLookup(server.db);
    expect(await lookup.isBlacklisted('+92 321 5550000')).toBe(true);
    expect(await lookup.isBlacklisted('923215550000')).toBe(true);
    expect(await lookup.isBlacklisted('03215550001')).toBe(false);
    expect(await lookup.isBlacklisted('not a number')).toBe(false);
  });

  it('edits a number, refusing one that is listed already', async () => {
    const first = (await add('03111111111')).body;
    const second = (await add('03122222222')).body;
    const edited = await api<BlacklistEntryDto>(`/black-lists/edit/${first._id}`, who.admin, 'PUT', { msisdn: '+92 313 3333333' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ _id: first._id, msisdn: '923133333333' });
    const clash = await api(`/black-lists/edit/${first._id}`, who.admin, 'PUT', { msisdn: '0312 2222222' });
    expect(clash.status).toBe(409);
    expect(errorsOf(clash.body)[0]?.field).toBe('msisdn');
    expect((await api(`/black-lists/edit/${second._id}`, who.admin, 'PUT', { msisdn: '03122222222' })).status).toBe(200);
    expect((await api('/black-lists/edit/0123456789abcdef01234567', who.admin, 'PUT', { msisdn: '03149999999' })).status).toBe(404);
  });

  it('deletes an entry with the spec message, then answers 404', async () => {
    const entry = (await add('03440000000')).body;
    const deleted = await api<{ message: string }>(`/black-lists/delete/${entry._id}`, who.admin, 'DELETE');
    expect(deleted.body).toEqual({ message: 'Blacklist has been deleted successfully!' });
    expect((await api(`/black-lists/get/${entry._id}`, who.admin)).status).toBe(404);
    expect((await api(`/black-lists/delete/${entry._id}`, who.admin, 'DELETE')).status).toBe(404);
    expect((await add('03440000000')).status).toBe(200);
  });

  it('answers bad bodies with 400 naming msisdn and writes nothing', async () => {
    const before = await entryCount();
    for (const [msisdn, message] of [
      [undefined, 'Please provide msisdn'],
      ['', 'Please provide msisdn'],
      [923001234599, 'Please provide msisdn'],
      ['042 35761234', 'Please provide a Pakistani mobile number (923xxxxxxxxx)'],
      ['0300\u00001234567', 'Please provide a Pakistani mobile number (923xxxxxxxxx)'],
      ['+44 7700 900123', 'Please provide a Pakistani mobile number (923xxxxxxxxx)'],
    ] as const) {
      const answer = await add(msisdn);
      expect(answer.status).toBe(400);
      expect(errorsOf(answer.body)[0]).toMatchObject({ field: 'msisdn', message });
    }
    expect(await entryCount()).toBe(before);
  });
});
