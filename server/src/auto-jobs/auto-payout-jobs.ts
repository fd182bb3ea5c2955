import type { Kysely } from 'kysely';
import type { AutoJobState } from '../../../src/contract/auto-jobs.contract';
import type { PayoutProvider } from '../../../src/domain/payouts/payout-request';
import type { DatabaseSchema } from '../db/database-schema';

const keyOf = (provider: PayoutProvider) => `auto_payout_job.${provider}`;

/**
 * docs/decisions/0011-csv-export-and-auto-payout-jobs.md: each provider's auto payment is started
 * or stopped in the settings table; the toggles (auto-jobs area) write it, the payout worker reads it.
 */
export const AutoPayoutJobs = {
  async stateOf(db: Kysely<DatabaseSchema>, provider: PayoutProvider): Promise<AutoJobState> {
    const row = await db.selectFrom('settings').select('value').where('key', '=', keyOf(provider)).executeTakeFirst();
    return row?.value === 'start' ? 'start' : 'stop';
  },

  async set(db: Kysely<DatabaseSchema>, provider: PayoutProvider, state: AutoJobState): Promise<void> {
    await db
      .insertInto('settings')
      .values({ key: keyOf(provider), value: state })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: state }))
      .execute();
  },
};
