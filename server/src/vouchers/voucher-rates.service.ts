import type { Kysely } from 'kysely';
import { AuditLog } from '../db/audit-log';
import type { DatabaseSchema } from '../db/database-schema';
import type { Actor } from '../http/actor';
import { VouchersRepository, type RateRecord } from './vouchers.repository';

/** spec 3 §7 Add rate: a staff write with its own flag, recorded in the audit log with the rate, in one transaction. */
export class VoucherRatesService {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /** `rate` is exact decimal text with four places. */
  async add(actor: Actor, rate: string, currency: string): Promise<RateRecord> {
    return this.db.transaction().execute(async (trx) => {
      const added = await VouchersRepository.addRate(trx, rate, currency, actor.userId);
      await AuditLog.record(trx, { actor, action: 'voucher-rate.added', target: { type: 'voucher-rate', id: added.id }, details: { rate, currency } });
      return added;
    });
  }
}
