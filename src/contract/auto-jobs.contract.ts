import { z } from 'zod';
import { defineCall } from './call-definition';

/** spec 1 §3: an auto payout job is started or stopped. */
export const autoJobStates = ['start', 'stop'] as const;
export type AutoJobState = (typeof autoJobStates)[number];

const jobStatusSchema = z.object({ status: z.enum(autoJobStates) });
const setStatusBodySchema = z.object({ status: z.enum(autoJobStates) });

// docs/spec/decisions.md §4: wallet provider A is Easypaisa (ep…), B is Jazzcash (jc…). The paths are the
// old API's: the unnamed ones serve Jazzcash, the /easypaisa ones Easypaisa (docs/decisions/0011-csv-export-and-auto-payout-jobs.md).
export const getAutoJobsStatus = defineCall({
  id: 'autoJobs.status',
  summary: 'State of both auto payout jobs (Jazzcash: jcJobStatus, Easypaisa: epJobStatus)',
  base: 'api',
  method: 'GET',
  path: '/auto-jobs/set-status',
  response: z.object({ jcJobStatus: jobStatusSchema, epJobStatus: jobStatusSchema }),
});

export const getEasypaisaAutoJobStatus = defineCall({
  id: 'autoJobs.easypaisaStatus',
  summary: 'State of the Easypaisa auto payout job',
  base: 'api',
  method: 'GET',
  path: '/auto-jobs/set-status/easypaisa',
  response: z.object({ epJobStatus: jobStatusSchema }),
});

export const setJazzcashAutoJob = defineCall({
  id: 'autoJobs.jazzcashProcessPayouts',
  summary: 'Starts or stops the Jazzcash auto payout job (LoanRequest.startStopAutoJobs); answers its new state',
  base: 'api',
  method: 'POST',
  path: '/auto-jobs/process-payouts',
  body: setStatusBodySchema,
  response: z.object({ jcJobStatus: jobStatusSchema }),
});

export const setEasypaisaAutoJob = defineCall({
  id: 'autoJobs.easypaisaProcessPayouts',
  summary: 'Starts or stops the Easypaisa auto payout job (LoanRequest.startStopAutoJobs); answers its new state',
  base: 'api',
  method: 'POST',
  path: '/auto-jobs/easypaisa/process-payouts',
  body: setStatusBodySchema,
  response: z.object({ epJobStatus: jobStatusSchema }),
});
