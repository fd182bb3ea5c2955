import { portMethodsAs, type PortMethodsAs } from '../use-cases/port-methods';
import type { ServiceDraft, ServicesPort, ServiceSummary } from './services.port';

const passedOn = { page: 'pageServices', get: 'service', formChoices: 'formChoices', storesOf: 'storesOf' } as const;

export interface ServicesUseCases extends PortMethodsAs<ServicesPort, typeof passedOn> {
  /** Creates when `id` is null, otherwise edits. */
  save: (id: string | null, draft: ServiceDraft) => Promise<ServiceSummary>;
  /** spec 2 §4: a click flips the status. */
  toggleStatus: (service: ServiceSummary) => Promise<ServiceSummary>;
}

export function servicesUseCases(deps: { services: ServicesPort }): ServicesUseCases {
  const { services } = deps;
  return {
    ...portMethodsAs(services, passedOn),
    save: (id, draft) => (id === null ? services.createService(draft) : services.updateService(id, draft)),
    toggleStatus: (service) => services.setStatus(service.id, !service.active),
  };
}
