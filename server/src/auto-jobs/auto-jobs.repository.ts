import type { Kysely } from 'kysely';
import type { AutoJobState } from '../../../src/contract/auto-jobs.contract';
import type { PayoutProvider } from '../../../src/domain/payouts/payout-request';
import type { DatabaseSchema } from '../db/database-schema';
import { AuditLog } from '../db/audit-log';
import { AutoPayoutJobs } from './auto-payout-jobs';

/** docs/spec/decisions.md §4: one auto payout job per wallet provider. */
export type AutoJobProvider = PayoutProvider;

/** The auto payout jobs' states, kept in the settings table; a job never set is stopped. */
export class AutoJobsRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async stateOf(provider: AutoJobProvider): Promise<AutoJobState> {
    return AutoPayoutJobs.stateOf(this.db, provider);
  }

  /** Sets the state and records who did it in the audit log, in one transaction (docs/spec/decisions.md §8). */
  async set(provider: AutoJobProvider, state: AutoJobState, actorId: string): Promise<AutoJobState> {
    await this.db.transaction().execute(async (trx) => {
      const before = await AutoPayoutJobs.stateOf(trx, provider);
      await AutoPayoutJobs.set(trx, provider, state);
      await AuditLog.record(trx, {
        actor: { userId: actorId },
        action: `auto-payout.${state}`,
        target: { type: 'auto-payout-job', id: provider },
        details: { before, after: state },
      });
    });
    return this.stateOf(provider);
  }
}
