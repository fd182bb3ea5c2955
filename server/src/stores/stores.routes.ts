import type { FastifyInstance } from 'fastify';
import { addStore, deleteStore, editStore, getStore, listStores } from '../../../src/contract/stores.contract';
import { newRecordId } from '../db/record-id';
import { conflict, notFound } from '../http/api-failure';
import { registerCall, type RouteKit } from '../http/register-call';
import { signedIn } from '../http/route-access';
import type { StoresRepository, StoreWrite } from './stores.repository';
import { storeDtoOf, storeFieldsOf } from './stores.wire-mapping';

export interface StoresRoutesDeps {
  stores: StoresRepository;
  now: () => Date;
}

const duplicateEpStoreId = () => conflict('A store with this EP store id already exists', 'epStoreId');

/**
 * docs/decisions/0015-catalogue.md: stores are platform records (StoresManagement is a platform-only
 * area, spec 2 §6) and carry the Easypaisa store key, so every call is for platform staff.
 */
export function registerStoresRoutes(app: FastifyInstance, kit: RouteKit, deps: StoresRoutesDeps): void {
  const { stores, now } = deps;
  const answerOf = async (id: string, write: StoreWrite) => {
    if (write === 'duplicate-ep-store-id') return duplicateEpStoreId();
    const row = write === 'written' ? await stores.find(id) : undefined;
    return row === undefined ? notFound('Store not found') : storeDtoOf(row);
  };

  registerCall(app, kit, listStores, signedIn('platform', ['StoresManagement', 'viewAll']), async ({ query }) =>
    (await stores.list(query.epServiceName)).map(storeDtoOf),
  );

  registerCall(app, kit, getStore, signedIn('platform', ['StoresManagement', 'viewAll']), async ({ params }) => {
    const row = await stores.find(params.id);
    return row === undefined ? notFound('Store not found') : storeDtoOf(row);
  });

  registerCall(app, kit, addStore, signedIn('platform', ['StoresManagement', 'createAccounts']), async ({ body }) => {
    const id = newRecordId();
    return answerOf(id, await stores.insert(id, storeFieldsOf(body)));
  });

  registerCall(app, kit, editStore, signedIn('platform', ['StoresManagement', 'editAccounts']), async ({ body }) =>
    answerOf(body._id, await stores.update(body._id, storeFieldsOf(body), now())),
  );

  registerCall(app, kit, deleteStore, signedIn('platform', ['StoresManagement', 'deleteAccounts']), async ({ params }) =>
    (await stores.softDelete(params.id, now())) ? { message: 'Store has been deleted successfully!' } : notFound('Store not found'),
  );
}
