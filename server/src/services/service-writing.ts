import { errorCodes } from '../../../src/contract/error-bodies.schema';
import { serviceWireNames } from '../../../src/contract/services.contract';
import { renamedField } from '../../../src/contract/wire-names';
import { serviceFormMessages, type ServiceForm } from '../../../src/forms/service.form-schema';
import { newRecordId } from '../db/record-id';
import type { Actor } from '../http/actor';
import { ApiFailure, conflict, failure, invalidInput, notFound } from '../http/api-failure';
import type { MerchantOfWrite } from '../shared/merchant-of-write';
import { changedTermOf } from './merchant-service-terms';
import { serviceColumnsOf } from './service-columns';
import type { ServiceColumns, ServiceRow, ServicesRepository, ServiceWrite } from './services.repository';

export interface ServiceWritingDeps {
  services: ServicesRepository;
  merchantOfWrite: MerchantOfWrite;
  now: () => Date;
}

interface PreparedWrite {
  columns: ServiceColumns;
  /** The stores to link; undefined keeps the current links (a merchant user's write). */
  storeIds: string[] | undefined;
}

/**
 * Stores are platform records (docs/decisions/0015-catalogue.md): only platform staff link them, each
 * must be a live store of the service's Easypaisa service (spec 2 §4).
 */
async function storeIdsOf(deps: ServiceWritingDeps, actor: Actor, form: ServiceForm): Promise<string[] | undefined | ApiFailure> {
  if (actor.scope.kind !== 'platform') return undefined;
  const ids = form.epStoreConfig.map((store) => store._id);
  const live = new Map((await deps.services.liveStores(ids)).map((store) => [store.id, store]));
  for (const [index, id] of ids.entries()) {
    const store = live.get(id);
    if (store === undefined) return invalidInput('Store not found', `epStoreConfig.${index}._id`);
    if (store.ep_service_name !== form.epServiceName) return invalidInput(serviceFormMessages.storeOfOtherService, `epStoreConfig.${index}.epServiceName`);
  }
  return ids;
}

async function prepare(deps: ServiceWritingDeps, actor: Actor, form: ServiceForm): Promise<PreparedWrite | ApiFailure> {
  const merchant = await deps.merchantOfWrite.resolve(actor.scope, form.merchant, 'merchant');
  if (merchant instanceof ApiFailure) return merchant;
  let operatorId: string | null = null;
  if (form.operatorName !== null) {
    const found = await deps.services.operatorIdByName(form.operatorName);
    if (found === undefined) return invalidInput('Operator not found', 'operatorName');
    operatorId = found;
  }
  const storeIds = await storeIdsOf(deps, actor, form);
  if (storeIds instanceof ApiFailure) return storeIds;
  return { columns: serviceColumnsOf(form, merchant.merchantId, operatorId), storeIds };
}

async function answerOf(deps: ServiceWritingDeps, actor: Actor, id: string, write: ServiceWrite): Promise<ServiceRow | ApiFailure> {
  if (write === 'duplicate-name') return conflict('This merchant already has a service with this name', 'serviceName');
  if (typeof write === 'object') return conflict(serviceFormMessages.providerNameOfOtherMerchant, write.providerNameTaken);
  const row = write === 'written' ? await deps.services.findVisible(id, actor.scope) : undefined;
  return row ?? notFound('Service not found');
}

/**
 * spec 2 §2.5: a new service. One a merchant user creates starts Suspended: its terms are the
 * platform's to accept, by activating it (docs/decisions/0015-catalogue.md).
 */
export async function createService(deps: ServiceWritingDeps, actor: Actor, form: ServiceForm): Promise<ServiceRow | ApiFailure> {
  const prepared = await prepare(deps, actor, form);
  if (prepared instanceof ApiFailure) return prepared;
  const id = newRecordId();
  const status = actor.scope.kind === 'platform';
  return answerOf(deps, actor, id, await deps.services.insert(id, prepared.columns, status, prepared.storeIds));
}

export async function editService(deps: ServiceWritingDeps, actor: Actor, id: string, form: ServiceForm): Promise<ServiceRow | ApiFailure> {
  const current = await deps.services.findVisible(id, actor.scope);
  if (current === undefined) return notFound('Service not found');
  const prepared = await prepare(deps, actor, form);
  if (prepared instanceof ApiFailure) return prepared;
  if (actor.scope.kind !== 'platform') {
    const changed = changedTermOf(prepared.columns, current);
    if (changed !== null)
      return failure(403, errorCodes.forbidden, 'Only platform staff may change the commercial terms of a service', renamedField(changed, serviceWireNames));
  }
  // A transaction names its service and merchant together; moving the service would split them.
  if (prepared.columns.merchant_id !== current.merchant_id && (await deps.services.hasTransactions(id))) {
    return conflict('The service has transactions, so its merchant cannot change', 'merchant');
  }
  // spec 2 §4: changing the Easypaisa service clears the selected stores, whoever changes it.
  const storeIds = prepared.storeIds === undefined && prepared.columns.ep_service_name !== current.ep_service_name ? [] : prepared.storeIds;
  return answerOf(deps, actor, id, await deps.services.update(id, prepared.columns, storeIds, deps.now()));
}
