import { sql, type Kysely } from 'kysely';
import type { CarrierType } from '../../../src/domain/accounts/account-records';
import type { OrganisationScope } from '../../../src/domain/organisation/organisation-scope';
import type { ActiveStatus } from '../db/core-tables';
import { liveNameTaken } from '../shared/live-name';
import type { DatabaseSchema } from '../db/database-schema';

export interface CarrierRecord {
  id: string;
  name: string;
  type: CarrierType;
  country: string;
  currency: string;
  notificationEmail: string | null;
  supportEmail: string | null;
  billingEmail: string | null;
  commercialEmail: string | null;
  status: ActiveStatus;
  isPlatform: boolean;
  createdAt: Date;
}

export interface CarrierFields {
  name: string;
  type: CarrierType;
  country: string;
  currency: string;
  notificationEmail: string | null;
  supportEmail: string | null;
  billingEmail: string | null;
  commercialEmail: string | null;
}

type Db = Kysely<DatabaseSchema>;

const recordColumns = [
  'id',
  'name',
  'type',
  'country',
  'currency',
  'notification_email as notificationEmail',
  'support_email as supportEmail',
  'billing_email as billingEmail',
  'commercial_email as commercialEmail',
  'status',
  'is_platform as isPlatform',
  'created_at as createdAt',
] as const;

export const columnsOf = (fields: CarrierFields) => ({
  name: fields.name,
  type: fields.type,
  country: fields.country,
  currency: fields.currency,
  notification_email: fields.notificationEmail,
  support_email: fields.supportEmail,
  billing_email: fields.billingEmail,
  commercial_email: fields.commercialEmail,
});

/**
 * The operators table's carriers and operators (spec 2 §2.3), deleted ones hidden. Platform staff
 * see every record, carrier staff only their own carrier, merchant users none
 * (docs/spec/decisions.md §2).
 */
export class CarriersRepository {
  constructor(private readonly db: Db) {}

  #visible(db: Db, scope: OrganisationScope) {
    let query = db.selectFrom('operators').select(recordColumns).where('deleted_at', 'is', null);
    if (scope.kind === 'carrier') query = query.where('id', '=', scope.operatorId);
    if (scope.kind === 'merchant') query = query.where(sql<boolean>`false`);
    return query;
  }

  async listVisibleTo(scope: OrganisationScope): Promise<CarrierRecord[]> {
    return this.#visible(this.db, scope).orderBy('name').orderBy('id').execute();
  }

  async findVisible(id: string, scope: OrganisationScope): Promise<CarrierRecord | undefined> {
    return this.#visible(this.db, scope).where('id', '=', id).executeTakeFirst();
  }

  async lockLive(trx: Db, id: string): Promise<CarrierRecord | undefined> {
    return trx.selectFrom('operators').select(recordColumns).where('id', '=', id).where('deleted_at', 'is', null).forUpdate().executeTakeFirst();
  }

  async nameTaken(trx: Db, name: string, exceptId?: string): Promise<boolean> {
    return liveNameTaken(trx, 'operators', name, exceptId);
  }

  async insert(trx: Db, id: string, fields: CarrierFields): Promise<CarrierRecord> {
    return trx
      .insertInto('operators')
      .values({ id, ...columnsOf(fields), history: '[]' })
      .returning(recordColumns)
      .executeTakeFirstOrThrow();
  }

  async update(trx: Db, id: string, fields: CarrierFields): Promise<CarrierRecord> {
    return trx.updateTable('operators').set(columnsOf(fields)).where('id', '=', id).returning(recordColumns).executeTakeFirstOrThrow();
  }

  async setStatus(trx: Db, id: string, status: ActiveStatus): Promise<CarrierRecord> {
    return trx.updateTable('operators').set({ status }).where('id', '=', id).returning(recordColumns).executeTakeFirstOrThrow();
  }

  async softDelete(trx: Db, id: string, at: Date): Promise<void> {
    await trx.updateTable('operators').set({ deleted_at: at }).where('id', '=', id).execute();
  }
}
