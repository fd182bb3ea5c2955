import type { FastifyInstance } from 'fastify';
import {
  addService,
  deleteService,
  editService,
  getService,
  getServiceBySid,
  listServices,
  pageServices,
  serviceFormData,
  setServiceStatus,
} from '../../../src/contract/services.contract';
import type { Actor } from '../http/actor';
import { ApiFailure, forbidden, invalidInput, notFound } from '../http/api-failure';
import { registerCall, type RouteKit } from '../http/register-call';
import { signedIn } from '../http/route-access';
import { createService, editService as changeService, type ServiceWritingDeps } from './service-writing';
import type { ServiceRow, ServicesRepository } from './services.repository';
import { serviceDtoOf, serviceFormOf } from './services.wire-mapping';

export interface ServicesRoutesDeps extends ServiceWritingDeps {
  services: ServicesRepository;
}

/**
 * spec 2 §2.5 and §7 Services. Reads need Services.viewAll; every change its own write flag
 * (docs/spec/decisions.md §8; docs/decisions/0015-catalogue.md). Rows are limited to the caller's
 * merchant; another merchant's service answers 404.
 */
export function registerServicesRoutes(app: FastifyInstance, kit: RouteKit, deps: ServicesRoutesDeps): void {
  const { services, now } = deps;

  const dtosOf = async (rows: ServiceRow[], actor: Actor) => {
    const stores = await services.storesOf(rows.map((row) => row.id));
    const withKeys = actor.scope.kind === 'platform';
    return rows.map((row) => serviceDtoOf(row, stores.get(row.id) ?? [], withKeys));
  };
  const dtoOf = async (row: ServiceRow | ApiFailure | undefined, actor: Actor) => {
    if (row instanceof ApiFailure) return row;
    if (row === undefined) return notFound('Service not found');
    const [dto] = await dtosOf([row], actor);
    return dto ?? notFound('Service not found');
  };

  registerCall(app, kit, listServices, signedIn('organisation', ['Services', 'viewAll']), async ({ actor }) =>
    dtosOf(await services.listVisibleTo(actor.scope), actor),
  );

  // docs/decisions/0027-administration-grids.md: the same rows, a page at a time.
  registerCall(app, kit, pageServices, signedIn('organisation', ['Services', 'viewAll']), async ({ actor, query }) => {
    const page = await services.pageVisibleTo(actor.scope, { offset: (query.page - 1) * query.limit, limit: query.limit });
    return { data: await dtosOf(page.rows, actor), count: page.count };
  });

  registerCall(app, kit, getService, signedIn('organisation', ['Services', 'viewAll']), async ({ params, actor }) =>
    dtoOf(await services.findVisible(params.id, actor.scope), actor),
  );

  registerCall(app, kit, getServiceBySid, signedIn('organisation', ['Services', 'viewAll']), async ({ params, actor }) =>
    dtoOf(await services.findVisibleBySid(params.id, actor.scope), actor),
  );

  registerCall(app, kit, serviceFormData, signedIn('organisation', ['Services', 'viewAll']), async ({ actor }) => {
    const data = await services.formData(actor.scope);
    const named = (rows: { id: string; name: string }[]) => rows.map((row) => ({ _id: row.id, name: row.name }));
    return { merchants: named(data.merchants), carriers: named(data.carriers), operators: named(data.operators) };
  });

  registerCall(app, kit, addService, signedIn('organisation', ['Services', 'createServices']), async ({ body, actor }) =>
    dtoOf(await createService(deps, actor, serviceFormOf(body)), actor),
  );

  registerCall(app, kit, editService, signedIn('organisation', ['Services', 'editServices']), async ({ params, body, actor }) =>
    dtoOf(await changeService(deps, actor, params.id, serviceFormOf(body)), actor),
  );

  // spec 2 §4: Active / Suspended. A merchant may suspend its own service, not activate one:
  // activating accepts its terms, which is the platform's.
  registerCall(app, kit, setServiceStatus, signedIn('organisation', ['Services', 'activateDeactivateServices']), async ({ params, body, actor }) => {
    if (body._id !== params.id) return invalidInput('The body _id must be the service of the path', '_id');
    const current = await services.findVisible(params.id, actor.scope);
    if (current === undefined) return notFound('Service not found');
    if (body.status && actor.scope.kind !== 'platform') return forbidden('Only platform staff may activate a service');
    if (!(await services.setStatus(params.id, body.status, now()))) return notFound('Service not found');
    return dtoOf(await services.findVisible(params.id, actor.scope), actor);
  });

  registerCall(app, kit, deleteService, signedIn('organisation', ['Services', 'deleteServices']), async ({ params, actor }) => {
    if ((await services.findVisible(params.id, actor.scope)) === undefined) return notFound('Service not found');
    return (await services.softDelete(params.id, now())) ? { message: 'Service has been deleted successfully!' } : notFound('Service not found');
  });
}
