import type { FastifyInstance } from 'fastify';
import { getAutoJobsStatus, getEasypaisaAutoJobStatus, setEasypaisaAutoJob, setJazzcashAutoJob } from '../../../src/contract/auto-jobs.contract';
import { registerCall, type RouteKit } from '../http/register-call';
import { signedIn } from '../http/route-access';
import type { AutoJobsRepository } from './auto-jobs.repository';

/**
 * spec 1 §4 and §7: the auto payout jobs, one per wallet provider, for the payout screens (spec 3).
 * Platform staff only: LoanRequest.viewAll reads the state, LoanRequest.startStopAutoJobs changes it,
 * because starting a payout job moves every merchant's money (docs/spec/decisions.md §8).
 * The unnamed paths are Jazzcash's, the /easypaisa ones Easypaisa's (docs/decisions/0011-csv-export-and-auto-payout-jobs.md).
 */
export function registerAutoJobsRoutes(app: FastifyInstance, kit: RouteKit, autoJobs: AutoJobsRepository): void {
  const access = signedIn('platform', ['LoanRequest', 'viewAll']);
  const change = signedIn('platform', ['LoanRequest', 'startStopAutoJobs']);

  registerCall(app, kit, getAutoJobsStatus, access, async () => ({
    jcJobStatus: { status: await autoJobs.stateOf('jazzcash') },
    epJobStatus: { status: await autoJobs.stateOf('easypaisa') },
  }));

  registerCall(app, kit, getEasypaisaAutoJobStatus, access, async () => ({
    epJobStatus: { status: await autoJobs.stateOf('easypaisa') },
  }));

  registerCall(app, kit, setJazzcashAutoJob, change, async ({ body, actor }) => {
    const status = await autoJobs.set('jazzcash', body.status, actor.userId);
    app.log.info({ provider: 'jazzcash', status, by: actor.userId }, 'auto payout job');
    return { jcJobStatus: { status } };
  });

  registerCall(app, kit, setEasypaisaAutoJob, change, async ({ body, actor }) => {
    const status = await autoJobs.set('easypaisa', body.status, actor.userId);
    app.log.info({ provider: 'easypaisa', status, by: actor.userId }, 'auto payout job');
    return { epJobStatus: { status } };
  });
}
