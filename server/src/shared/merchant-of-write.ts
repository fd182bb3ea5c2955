import type { Kysely } from 'kysely';
import type { OrganisationScope } from '../../../src/domain/organisation/organisation-scope';
import type { DatabaseSchema } from '../db/database-schema';
import { forbidden, invalidInput, type ApiFailure } from '../http/api-failure';

export interface WritingMerchant {
  merchantId: string;
  merchantName: string;
}

/**
 * The merchant a record written by this caller belongs to (docs/decisions/0015-catalogue.md): a
 * merchant user's own merchant whatever the body says, the chosen one for platform staff (it must
 * exist, else 400 naming the field), and nobody's for carrier staff (403).
 */
export class MerchantOfWrite {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async resolve(scope: OrganisationScope, chosen: string, field: string): Promise<WritingMerchant | ApiFailure> {
    if (scope.kind === 'carrier') return forbidden('Carrier staff cannot change merchant records');
    const merchantId = scope.kind === 'merchant' ? scope.merchantId : chosen;
    const row = await this.db.selectFrom('merchants').select(['id', 'name']).where('id', '=', merchantId).executeTakeFirst();
    return row === undefined ? invalidInput('Merchant not found', field) : { merchantId: row.id, merchantName: row.name };
  }
}
