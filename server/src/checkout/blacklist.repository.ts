import type { Kysely } from 'kysely';
import { normaliseMsisdn } from '../../../src/domain/msisdn/msisdn';
import type { DatabaseSchema } from '../db/database-schema';

/**
 * spec 2 §2.9: whether a mobile number is blacklisted, for every area that takes a number from
 * outside (the hosted checkout and payouts consult it). The number is normalised first, so
 * `0300 1234567` finds `923001234567`; a number that is no Pakistani mobile cannot be listed.
 */
export class BlacklistLookup {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async isBlacklisted(msisdn: string): Promise<boolean> {
    const parsed = normaliseMsisdn(msisdn);
    if (!parsed.ok) return false;
    const row = await this.db.selectFrom('blacklists').select('id').where('msisdn', '=', parsed.value).executeTakeFirst();
    return row !== undefined;
  }
}
