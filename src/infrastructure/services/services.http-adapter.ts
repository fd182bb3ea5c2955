import type { GridPage, GridWindow } from '../../domain/shared/grid-page';
import { inject, injectable } from 'inversify';
import type { ServiceDetails, ServiceDraft, ServiceFormChoices, ServicesPort, ServiceStore, ServiceSummary } from '../../application/services/services.port';
import { addService, editService, getService, pageServices, serviceFormData, setServiceStatus } from '../../contract/services.contract';
import { listStores } from '../../contract/stores.contract';
import { TOKENS } from '../di/tokens';
import type { CallApi } from '../http/http-transport';
import { serviceBodyOf, serviceDetailsOf, serviceStoreOf, serviceSummaryOf } from './services.wire-mapping';

const namedOf = (rows: { _id: string; name: string }[]) => rows.map((row) => ({ id: row._id, name: row.name }));

@injectable()
export class HttpServicesAdapter implements ServicesPort {
  constructor(@inject(TOKENS.CallApi) private readonly callApi: CallApi) {}

  async pageServices(window: GridWindow): Promise<GridPage<ServiceSummary>> {
    const answer = await this.callApi(pageServices, { query: { page: window.page, limit: window.size } });
    return { rows: answer.data.map(serviceSummaryOf), total: answer.count };
  }

  async service(id: string): Promise<ServiceDetails> {
    return serviceDetailsOf(await this.callApi(getService, { params: { id } }));
  }

  async formChoices(): Promise<ServiceFormChoices> {
    const answer = await this.callApi(serviceFormData);
    return { merchants: namedOf(answer.merchants), carriers: namedOf(answer.carriers), operators: namedOf(answer.operators) };
  }

  async storesOf(epServiceName: string): Promise<ServiceStore[]> {
    return (await this.callApi(listStores, { query: { epServiceName } })).map(serviceStoreOf);
  }

  async createService(draft: ServiceDraft): Promise<ServiceSummary> {
    return serviceSummaryOf(await this.callApi(addService, { body: serviceBodyOf(draft) }));
  }

  async updateService(id: string, draft: ServiceDraft): Promise<ServiceSummary> {
    return serviceSummaryOf(await this.callApi(editService, { params: { id }, body: serviceBodyOf(draft) }));
  }

  async setStatus(id: string, active: boolean): Promise<ServiceSummary> {
    // spec 2 §7: PUT /services/edit/status/{id} carries _id and the new status.
    return serviceSummaryOf(await this.callApi(setServiceStatus, { params: { id }, body: { _id: id, status: active } }));
  }
}
