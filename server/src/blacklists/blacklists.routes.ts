import type { FastifyInstance } from 'fastify';
import { addBlacklistEntry, deleteBlacklistEntry, editBlacklistEntry, getBlacklistEntry, listBlacklist } from '../../../src/contract/blacklists.contract';
import { newRecordId } from '../db/record-id';
import { conflict, notFound } from '../http/api-failure';
import { registerCall, type RouteKit } from '../http/register-call';
import { signedIn } from '../http/route-access';
import type { BlacklistsRepository, BlacklistWrite } from './blacklists.repository';
import { blacklistEntryDtoOf } from './blacklists.wire-mapping';

export interface BlacklistsRoutesDeps {
  blacklists: BlacklistsRepository;
  now: () => Date;
}

/**
 * docs/decisions/0015-catalogue.md: the blacklist is the platform's (Blacklist is a platform-only
 * area, spec 2 §6) and holds end customers' numbers, so reads are for platform staff too.
 */
export function registerBlacklistsRoutes(app: FastifyInstance, kit: RouteKit, deps: BlacklistsRoutesDeps): void {
  const { blacklists, now } = deps;
  const answerOf = async (id: string, write: BlacklistWrite) => {
    if (write === 'duplicate') return conflict('This msisdn is already blacklisted', 'msisdn');
    const row = write === 'written' ? await blacklists.find(id) : undefined;
    return row === undefined ? notFound('Blacklist entry not found') : blacklistEntryDtoOf(row);
  };

  registerCall(app, kit, listBlacklist, signedIn('platform', ['Blacklist', 'viewAll']), async () => (await blacklists.list()).map(blacklistEntryDtoOf));

  registerCall(app, kit, getBlacklistEntry, signedIn('platform', ['Blacklist', 'viewAll']), async ({ params }) => {
    const row = await blacklists.find(params.id);
    return row === undefined ? notFound('Blacklist entry not found') : blacklistEntryDtoOf(row);
  });

  registerCall(app, kit, addBlacklistEntry, signedIn('platform', ['Blacklist', 'addBlacklistNumber']), async ({ body, actor }) => {
    const id = newRecordId();
    return answerOf(id, await blacklists.insert(id, body.msisdn, actor.userId));
  });

  registerCall(app, kit, editBlacklistEntry, signedIn('platform', ['Blacklist', 'editBlacklistNumber']), async ({ params, body }) =>
    answerOf(params.id, await blacklists.update(params.id, body.msisdn, now())),
  );

  registerCall(app, kit, deleteBlacklistEntry, signedIn('platform', ['Blacklist', 'deleteBlacklistNumber']), async ({ params }) =>
    (await blacklists.delete(params.id)) ? { message: 'Blacklist has been deleted successfully!' } : notFound('Blacklist entry not found'),
  );
}
