import type { Kysely } from 'kysely';
import type { AutoJobState } from '../../../src/contract/auto-jobs.contract';
import type { DatabaseSchema } from '../db/database-schema';

/** docs/spec/decisions.md §4: one auto payout job per wallet provider. */
export type AutoJobProvider = 'jazzcash' | 'easypaisa';

const keyOf = (provider: AutoJobProvider) => `auto_payout_job.${provider}`;

/** The auto payout jobs' states, kept in the settings table; a job never set is stopped. */
export class AutoJobsRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async stateOf(provider: AutoJobProvider): Promise<AutoJobState> {
    const row = await this.db.selectFrom('settings').select('value').where('key', '=', keyOf(provider)).executeTakeFirst();
    return row?.value === 'start' ? 'start' : 'stop';
  }

  async set(provider: AutoJobProvider, state: AutoJobState): Promise<AutoJobState> {
    await this.db
      .insertInto('settings')
      .values({ key: keyOf(provider), value: state })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: state }))
      .execute();
    return this.stateOf(provider);
  }
}
