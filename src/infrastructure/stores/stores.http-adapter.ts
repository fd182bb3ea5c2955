import { inject, injectable } from 'inversify';
import type { Store, StoreDraft, StoresPort } from '../../application/stores/stores.port';
import { addStore, editStore, getStore, listStores } from '../../contract/stores.contract';
import { TOKENS } from '../di/tokens';
import type { CallApi } from '../http/http-transport';
import { storeBodyOf, storeOf } from './stores.wire-mapping';

@injectable()
export class HttpStoresAdapter implements StoresPort {
  constructor(@inject(TOKENS.CallApi) private readonly callApi: CallApi) {}

  async listStores(epServiceName: string | null): Promise<Store[]> {
    const rows = await this.callApi(listStores, { query: epServiceName === null ? {} : { epServiceName } });
    return rows.map(storeOf);
  }

  async store(id: string): Promise<Store> {
    return storeOf(await this.callApi(getStore, { params: { id } }));
  }

  async createStore(draft: StoreDraft): Promise<Store> {
    return storeOf(await this.callApi(addStore, { body: storeBodyOf(draft) }));
  }

  async updateStore(id: string, draft: StoreDraft): Promise<Store> {
    // spec 2 §7: PATCH /stores-config/ep names the store in the body.
    return storeOf(await this.callApi(editStore, { body: { ...storeBodyOf(draft), _id: id } }));
  }
}
