import type { GridPage, GridWindow } from '../../domain/shared/grid-page';
import type { ServiceDetails, ServiceDraft, ServiceFormChoices, ServicesPort, ServiceStore, ServiceSummary } from './services.port';

export interface ServicesUseCases {
  page: (window: GridWindow) => Promise<GridPage<ServiceSummary>>;
  get: (id: string) => Promise<ServiceDetails>;
  formChoices: () => Promise<ServiceFormChoices>;
  storesOf: (epServiceName: string) => Promise<ServiceStore[]>;
  /** Creates when `id` is null, otherwise edits. */
  save: (id: string | null, draft: ServiceDraft) => Promise<ServiceSummary>;
  /** spec 2 §4: a click flips the status. */
  toggleStatus: (service: ServiceSummary) => Promise<ServiceSummary>;
}

export function servicesUseCases(deps: { services: ServicesPort }): ServicesUseCases {
  const { services } = deps;
  return {
    page: (window) => services.pageServices(window),
    get: (id) => services.service(id),
    formChoices: () => services.formChoices(),
    storesOf: (epServiceName) => services.storesOf(epServiceName),
    save: (id, draft) => (id === null ? services.createService(draft) : services.updateService(id, draft)),
    toggleStatus: (service) => services.setStatus(service.id, !service.active),
  };
}
