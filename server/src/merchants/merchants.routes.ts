import type { FastifyInstance } from 'fastify';
import { listMerchants, pageMerchants } from '../../../src/contract/lookups.contract';
import {
  addMerchant,
  addMerchantAccountBalance,
  deleteMerchant,
  editMerchant,
  getMerchant,
  getMerchantConfidential,
  getMerchantHistory,
  getOwnMerchant,
  merchantDeletedMessage,
  rotateMerchantSecretKey,
  setMerchantStatus,
} from '../../../src/contract/merchants.contract';
import { ApiFailure, forbidden, invalidInput, notFound } from '../http/api-failure';
import { hasPermission } from '../../../src/domain/permissions/permission-rules';
import { registerCall, type RouteKit } from '../http/register-call';
import { signedIn } from '../http/route-access';
import type { AccountHistoryRepository } from '../shared/account-history.repository';
import type { MerchantAccountsService } from './merchant-accounts.service';
import type { MerchantBalanceService } from './merchant-balance.service';
import type { MerchantKeyRotationService } from './merchant-key-rotation.service';
import type { MerchantsRepository } from './merchants.repository';
import { merchantDetailOf, merchantHistoryOf, merchantListItemOf } from './merchants.wire-mapping';

export interface MerchantsRoutesDeps {
  merchants: MerchantsRepository;
  history: AccountHistoryRepository;
  accounts: MerchantAccountsService;
  balance: MerchantBalanceService;
  keyRotation: MerchantKeyRotationService;
}

/** The old portal repeats the path's id in some bodies; a different one is a client's mistake. */
const sameId = (pathId: string, bodyId: string | undefined) =>
  bodyId === undefined || bodyId === pathId ? null : invalidInput('The body names another merchant than the path', '_id');

const view = ['MerchentManagement', 'viewAll'] as const;

export function registerMerchantsRoutes(app: FastifyInstance, kit: RouteKit, deps: MerchantsRoutesDeps): void {
  const { merchants, history, accounts, balance, keyRotation } = deps;

  // No MerchentManagement.viewAll here: spec 1 uses this list as a lookup for every signed-in user
  // (settlement form, billing filters); rows are limited to the caller's organisation, and it is
  // also the merchants grid's call (docs/decisions/0017-merchants-and-carriers.md).
  registerCall(app, kit, listMerchants, signedIn('organisation'), async ({ actor }) => (await merchants.listVisibleTo(actor.scope)).map(merchantListItemOf));

  // docs/decisions/0027-administration-grids.md: the grid pages on the server; rows as above.
  registerCall(app, kit, pageMerchants, signedIn('organisation', view), async ({ actor, query }) => {
    const page = await merchants.pageVisibleTo(actor.scope, { offset: (query.page - 1) * query.limit, limit: query.limit });
    return { data: page.rows.map(merchantListItemOf), count: page.count };
  });

  // spec 2 §6: merchant management is the platform's; a merchant reads itself through the two calls
  // above and below.
  registerCall(app, kit, getMerchant, signedIn('platform', view), async ({ params }) => {
    const merchant = await merchants.findLive(params.id);
    return merchant === undefined ? notFound('Merchant not found') : merchantDetailOf(merchant, await history.entriesOf('merchant', merchant.id));
  });

  registerCall(app, kit, getMerchantHistory, signedIn('platform', view), async ({ params }) => {
    const merchant = await merchants.findLive(params.id);
    return merchant === undefined ? notFound('Merchant not found') : merchantHistoryOf(merchant, await history.entriesOf('merchant', merchant.id));
  });

  // The old API read this from a cache; the database is the truth and answers as fast here.
  registerCall(app, kit, getOwnMerchant, signedIn('organisation'), async ({ actor }) => {
    if (actor.scope.kind !== 'merchant') return notFound('Your organisation is not a merchant');
    const merchant = await merchants.findLive(actor.scope.merchantId);
    return merchant === undefined ? notFound('Merchant not found') : merchantListItemOf(merchant);
  });

  registerCall(app, kit, addMerchant, signedIn('platform', ['MerchentManagement', 'createAccounts']), async ({ body, actor }) => {
    const created = await accounts.create(body, actor);
    return created instanceof ApiFailure ? created : merchantListItemOf(created);
  });

  registerCall(app, kit, editMerchant, signedIn('platform', ['MerchentManagement', 'editAccounts']), async ({ params, body, actor }) => {
    const { _id, ...fields } = body;
    const mismatch = sameId(params._id, _id);
    if (mismatch !== null) return mismatch;
    const edited = await accounts.edit(params._id, fields, actor);
    return edited instanceof ApiFailure ? edited : merchantListItemOf(edited);
  });

  // Adding balance changes the account, so it needs editAccounts (spec 2 §3 names no own flag).
  registerCall(app, kit, addMerchantAccountBalance, signedIn('platform', ['MerchentManagement', 'editAccounts']), async ({ params, body, actor }) => {
    const mismatch = sameId(params._id, body._id);
    if (mismatch !== null) return mismatch;
    const { grossAmount, tax, netAmount } = body;
    return balance.topUp(params._id, { grossAmount, tax, netAmount }, actor);
  });

  registerCall(app, kit, setMerchantStatus, signedIn('platform', ['MerchentManagement', 'activateDeactivateAccounts']), async ({ params, body, actor }) => {
    const mismatch = sameId(params._id, body._id);
    if (mismatch !== null) return mismatch;
    const updated = await accounts.setStatus(params._id, body.status, actor);
    return updated instanceof ApiFailure ? updated : merchantListItemOf(updated);
  });

  registerCall(app, kit, deleteMerchant, signedIn('platform', ['MerchentManagement', 'deleteAccounts']), async ({ params, actor }) => {
    const deleted = await accounts.remove(params.id, actor);
    return deleted instanceof ApiFailure ? deleted : { _id: deleted.id, message: merchantDeletedMessage };
  });

  // spec 2 §6: only the platform sees the Confidential action; revealing needs its own flag.
  registerCall(app, kit, getMerchantConfidential, signedIn('platform', ['MerchentManagement', 'viewConfidential']), async ({ params, actor }) =>
    accounts.reveal(params.id, actor),
  );
  // docs/decisions/0047-backups-and-key-rotation.md: rotating changes the merchant (editAccounts, so a
  // role of view flags only never writes) and answers the new key (the reveal's own flag as well).
  registerCall(app, kit, rotateMerchantSecretKey, signedIn('platform', ['MerchentManagement', 'editAccounts']), async ({ params, actor }) =>
    hasPermission(actor.role?.permissions, ['MerchentManagement', 'viewConfidential']) ? keyRotation.rotate(params.id, actor) : forbidden(),
  );
}
