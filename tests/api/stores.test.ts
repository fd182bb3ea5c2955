import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreDto } from '../../src/contract/stores.contract';
import { callApi, errorsOf } from './support/api-client';
import { signInCallers, type Callers } from './support/catalogue-callers';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let who: Callers;

beforeAll(async () => {
  server = await startTestServer();
  who = await signInCallers(server);
});
afterAll(async () => {
  await server?.close();
});

const api = <T = unknown>(path: string, token: string | undefined, method = 'GET', body?: unknown) =>
  callApi<T>(server.baseUrl, `/api${path}`, { method, token, body });
const storeCount = async () =>
  Number(
    (
      await server.db
        .selectFrom('stores')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

let nextStoreId = 900_000;
const newStore = (overrides: Record<string, unknown> = {}) => ({
  name: 'Walee Saddar',
  epStoreId: String(nextStoreId++),
  epStoreKey: 'A1B2C3D4',
  epStoreAccountNumber: '03451112233',
  epServiceName: 'walee-easypaisa',
  balance: 1250.75,
  ...overrides,
});

describe('stores: who may call', () => {
  it('lets platform staff read and refuses every other organisation and anonymous callers', async () => {
    const any = (await api<StoreDto[]>('/stores-config/ep', who.admin)).body[0] as StoreDto;
    for (const [token, status] of [
      [who.admin, 200],
      [who.support, 200],
      [who.carrier, 403],
      [who.merchant, 403],
      [who.techlets, 403],
      [who.viewer, 403],
      [undefined, 401],
    ] as const) {
      expect((await api('/stores-config/ep', token)).status).toBe(status);
      expect((await api(`/stores-config/ep/${any._id}`, token)).status).toBe(status);
    }
  });

  it('refuses every change to view-only staff and to organisations with 403, writing nothing', async () => {
    const before = await storeCount();
    const any = (await api<StoreDto[]>('/stores-config/ep', who.admin)).body[0] as StoreDto;
    for (const token of [who.support, who.carrier, who.merchant, who.techlets, who.viewer]) {
      expect((await api('/stores-config/ep', token, 'POST', newStore())).status).toBe(403);
      expect((await api('/stores-config/ep', token, 'PATCH', { ...newStore(), _id: any._id, name: 'Taken over' })).status).toBe(403);
      expect((await api(`/stores-config/ep/${any._id}`, token, 'DELETE')).status).toBe(403);
    }
    expect(await storeCount()).toBe(before);
    expect((await api<StoreDto>(`/stores-config/ep/${any._id}`, who.admin)).body.name).toBe(any.name);
  });
});

describe('stores: list', () => {
  it('lists each store with the names of the services drawing on it', async () => {
    const stores = (await api<StoreDto[]>('/stores-config/ep', who.admin)).body;
    expect(stores.length).toBeGreaterThan(0);
    const multiverse = stores.filter((store) => store.epServiceName === 'multiverse-easypaisa');
    expect(multiverse.length).toBeGreaterThan(0);
    for (const store of multiverse) expect(store.dcbService.length).toBeGreaterThan(0);
    expect(stores.flatMap((store) => store.dcbService)).toContain('multiverse-easypaisa');
  });

  it('filters by Easypaisa service and refuses an unknown one', async () => {
    const answer = await api<StoreDto[]>('/stores-config/ep?epServiceName=hashir-easypaisa&platform=portal', who.admin);
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBeGreaterThan(0);
    expect(new Set(answer.body.map((store) => store.epServiceName))).toEqual(new Set(['hashir-easypaisa']));
    const bad = await api('/stores-config/ep?epServiceName=nobody', who.admin);
    expect(bad.status).toBe(400);
    expect(errorsOf(bad.body)[0]?.field).toBe('epServiceName');
  });
});

describe('stores: create and edit', () => {
  it('creates a store and reads it back with its exact balance', async () => {
    const body = newStore({ balance: 0.1 });
    const created = await api<StoreDto>('/stores-config/ep', who.admin, 'POST', body);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ ...body, dcbService: [] });
    const row = await server.db.selectFrom('stores').select('balance').where('id', '=', created.body._id).executeTakeFirstOrThrow();
    expect(row.balance).toBe('0.10');
  });

  it('answers 409 naming epStoreId for an EP store id in use, on create and on edit', async () => {
    const first = (await api<StoreDto>('/stores-config/ep', who.admin, 'POST', newStore())).body;
    const second = (await api<StoreDto>('/stores-config/ep', who.admin, 'POST', newStore())).body;
    const before = await storeCount();
    const duplicate = await api('/stores-config/ep', who.admin, 'POST', newStore({ epStoreId: first.epStoreId }));
    expect(duplicate.status).toBe(409);
    expect(errorsOf(duplicate.body)[0]).toMatchObject({ code: 'conflict', field: 'epStoreId' });
    expect(await storeCount()).toBe(before);
    const edit = await api('/stores-config/ep', who.admin, 'PATCH', { ...newStore(), _id: second._id, epStoreId: first.epStoreId });
    expect(edit.status).toBe(409);
    expect(errorsOf(edit.body)[0]?.field).toBe('epStoreId');
    expect((await api<StoreDto>(`/stores-config/ep/${second._id}`, who.admin)).body.epStoreId).toBe(second.epStoreId);
  });

  it('edits the store named by the body _id', async () => {
    const store = (await api<StoreDto>('/stores-config/ep', who.admin, 'POST', newStore())).body;
    const edited = await api<StoreDto>('/stores-config/ep', who.admin, 'PATCH', { ...store, name: 'Walee Clifton', balance: 99.99 });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ _id: store._id, name: 'Walee Clifton', balance: 99.99 });
    expect((await api('/stores-config/ep', who.admin, 'PATCH', { ...newStore(), _id: '0123456789abcdef01234567' })).status).toBe(404);
  });

  it('answers bad bodies with 400 naming the field and writes nothing', async () => {
    const before = await storeCount();
    const cases: [Record<string, unknown>, string][] = [
      [newStore({ balance: 10.005 }), 'balance'],
      [newStore({ balance: '10' }), 'balance'],
      [newStore({ name: 'Walee\u0000Saddar' }), 'name'],
      [newStore({ name: 'W' }), 'name'],
      [newStore({ epStoreKey: undefined }), 'epStoreKey'],
      [newStore({ epServiceName: 'walee' }), 'epServiceName'],
      [newStore({ epStoreId: 42 }), 'epStoreId'],
    ];
    for (const [body, field] of cases) {
      const answer = await api('/stores-config/ep', who.admin, 'POST', body);
      expect({ field, status: answer.status }).toEqual({ field, status: 400 });
      expect(errorsOf(answer.body).map((error) => error.field)).toContain(field);
    }
    const balanceMessage = await api('/stores-config/ep', who.admin, 'POST', newStore({ balance: 1.234 }));
    expect(errorsOf(balanceMessage.body)[0]?.message).toBe('The balance must have at most two decimal places');
    expect(await storeCount()).toBe(before);
  });
});

describe('stores: delete', () => {
  it('hides a store whose service has transactions and keeps the records', async () => {
    const link = await server.db
      .selectFrom('service_stores as ss')
      .innerJoin('services as s', 's.id', 'ss.service_id')
      .select(['ss.store_id', 'ss.service_id'])
      .where('s.service_name', '=', 'multiverse-easypaisa')
      .executeTakeFirstOrThrow();
    const transactionsBefore = await server.db
      .selectFrom('transactions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('service_id', '=', link.service_id)
      .executeTakeFirstOrThrow();
    expect(Number(transactionsBefore.n)).toBeGreaterThan(0);
    const store = (await api<StoreDto>(`/stores-config/ep/${link.store_id}`, who.admin)).body;

    const deleted = await api<{ message: string }>(`/stores-config/ep/${link.store_id}`, who.admin, 'DELETE');
    expect(deleted.status).toBe(200);
    expect((await api(`/stores-config/ep/${link.store_id}`, who.admin)).status).toBe(404);
    expect((await api(`/stores-config/ep/${link.store_id}`, who.admin, 'DELETE')).status).toBe(404);
    expect((await api<StoreDto[]>('/stores-config/ep', who.admin)).body.map((s) => s._id)).not.toContain(link.store_id);
    const service = await api<{ epStoreConfig: { _id: string }[] }>(`/services/get/${link.service_id}`, who.admin);
    expect(service.body.epStoreConfig.map((s) => s._id)).not.toContain(link.store_id);

    const row = await server.db.selectFrom('stores').select(['deleted_at']).where('id', '=', link.store_id).executeTakeFirstOrThrow();
    expect(row.deleted_at).not.toBeNull();
    const transactionsAfter = await server.db
      .selectFrom('transactions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('service_id', '=', link.service_id)
      .executeTakeFirstOrThrow();
    expect(transactionsAfter.n).toEqual(transactionsBefore.n);
    // The provider's store id stays with the hidden store.
    expect((await api('/stores-config/ep', who.admin, 'POST', newStore({ epStoreId: store.epStoreId }))).status).toBe(409);
  });
});
