import type { FastifyInstance } from 'fastify';
import {
  addCarrier,
  carrierDeletedMessage,
  deleteCarrier,
  editCarrier,
  getCarrier,
  getCarrierHistory,
  listCarriers,
  setCarrierStatus,
} from '../../../src/contract/carriers.contract';
import { ApiFailure, invalidInput, notFound } from '../http/api-failure';
import { registerCall, type RouteKit } from '../http/register-call';
import { signedIn } from '../http/route-access';
import type { AccountHistoryRepository } from '../shared/account-history.repository';
import type { CarrierAccountsService } from './carrier-accounts.service';
import type { CarriersRepository } from './carriers.repository';
import { carrierDetailOf, carrierDtoOf, carrierHistoryOf } from './carriers.wire-mapping';

export interface CarriersRoutesDeps {
  carriers: CarriersRepository;
  history: AccountHistoryRepository;
  accounts: CarrierAccountsService;
}

const sameId = (pathId: string, bodyId: string | undefined) =>
  bodyId === undefined || bodyId === pathId ? null : invalidInput('The body names another carrier than the path', '_id');

const view = ['CarrierManagement', 'viewAll'] as const;

export function registerCarriersRoutes(app: FastifyInstance, kit: RouteKit, deps: CarriersRoutesDeps): void {
  const { carriers, history, accounts } = deps;

  // Reads serve every organisation holding the flag, limited to what it may see: carrier staff
  // their own carrier, merchants nothing (docs/decisions/0017-merchants-and-carriers.md).
  registerCall(app, kit, listCarriers, signedIn('organisation', view), async ({ actor }) => (await carriers.listVisibleTo(actor.scope)).map(carrierDtoOf));

  registerCall(app, kit, getCarrier, signedIn('organisation', view), async ({ params, actor }) => {
    const carrier = await carriers.findVisible(params.id, actor.scope);
    return carrier === undefined ? notFound('Carrier not found') : carrierDetailOf(carrier, await history.entriesOf('carrier', carrier.id));
  });

  registerCall(app, kit, getCarrierHistory, signedIn('organisation', view), async ({ params, actor }) => {
    const carrier = await carriers.findVisible(params.id, actor.scope);
    return carrier === undefined ? notFound('Carrier not found') : carrierHistoryOf(carrier, await history.entriesOf('carrier', carrier.id));
  });

  // spec 2 §6: carrier management is the platform's.
  registerCall(app, kit, addCarrier, signedIn('platform', ['CarrierManagement', 'createAccounts']), async ({ body, actor }) => {
    const created = await accounts.create(body, actor);
    return created instanceof ApiFailure ? created : carrierDtoOf(created);
  });

  registerCall(app, kit, editCarrier, signedIn('platform', ['CarrierManagement', 'editAccounts']), async ({ params, body, actor }) => {
    const { _id, ...fields } = body;
    const mismatch = sameId(params.id, _id);
    if (mismatch !== null) return mismatch;
    const edited = await accounts.edit(params.id, fields, actor);
    return edited instanceof ApiFailure ? edited : carrierDtoOf(edited);
  });

  registerCall(app, kit, setCarrierStatus, signedIn('platform', ['CarrierManagement', 'activateDeactivateAccounts']), async ({ params, body, actor }) => {
    const mismatch = sameId(params.id, body._id);
    if (mismatch !== null) return mismatch;
    const updated = await accounts.setStatus(params.id, body.status, actor);
    return updated instanceof ApiFailure ? updated : carrierDtoOf(updated);
  });

  registerCall(app, kit, deleteCarrier, signedIn('platform', ['CarrierManagement', 'deleteAccounts']), async ({ params, actor }) => {
    const deleted = await accounts.remove(params.id, actor);
    return deleted instanceof ApiFailure ? deleted : { _id: deleted.id, message: carrierDeletedMessage };
  });
}
