import type { FastifyInstance } from 'fastify';
import {
  getAutoJobsStatus,
  getEasypaisaAutoJobStatus,
  setEasypaisaAutoJob,
  setJazzcashAutoJob,
} from '../../../src/contract/auto-jobs.contract';
import { registerCall, type RouteKit } from '../http/register-call';
import { signedIn } from '../http/route-access';
import type { AutoJobsRepository } from './auto-jobs.repository';

/**
 * spec 1 §4 and §7: the auto payout jobs, one per wallet provider, for the payout screens (spec 3).
 * Platform staff with LoanRequest.viewAll only: starting a payout job moves every merchant's money.
 * The unnamed paths are Jazzcash's, the /easypaisa ones Easypaisa's (docs/decisions.md).
 */
export function registerAutoJobsRoutes(app: FastifyInstance, kit: RouteKit, autoJobs: AutoJobsRepository): void {
  const access = signedIn('platform', ['LoanRequest', 'viewAll']);

  registerCall(app, kit, getAutoJobsStatus, access, async () => ({
    jcJobStatus: { status: await autoJobs.stateOf('jazzcash') },
    epJobStatus: { status: await autoJobs.stateOf('easypaisa') },
  }));

  registerCall(app, kit, getEasypaisaAutoJobStatus, access, async () => ({
    epJobStatus: { status: await autoJobs.stateOf('easypaisa') },
  }));

  registerCall(app, kit, setJazzcashAutoJob, access, async ({ body, actor }) => {
    const status = await autoJobs.set('jazzcash', body.status);
    app.log.info({ provider: 'jazzcash', status, by: actor.userId }, 'auto payout job');
    return { jcJobStatus: { status } };
  });

  registerCall(app, kit, setEasypaisaAutoJob, access, async ({ body, actor }) => {
    const status = await autoJobs.set('easypaisa', body.status);
    app.log.info({ provider: 'easypaisa', status, by: actor.userId }, 'auto payout job');
    return { epJobStatus: { status } };
  });
}
