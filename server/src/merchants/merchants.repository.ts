import { sql, type Kysely } from 'kysely';
import { merchantFilterOf, type OrganisationScope } from '../../../src/domain/organisation/organisation-scope';
import type { ActiveStatus } from '../db/core-tables';
import { liveNameTaken } from '../shared/live-name';
import type { DatabaseSchema } from '../db/database-schema';

export interface MerchantRecord {
  id: string;
  name: string;
  country: string;
  currency: string;
  notificationEmail: string | null;
  supportEmail: string | null;
  billingEmail: string | null;
  commercialEmail: string | null;
  showBalance: boolean;
  /** numeric(18,2) as exact text. */
  accountBalance: string;
  status: ActiveStatus;
  createdAt: Date;
}

/** The form's fields as stored (names already trimmed by the form schema). */
export interface MerchantFields {
  name: string;
  country: string;
  currency: string;
  notificationEmail: string | null;
  supportEmail: string | null;
  billingEmail: string | null;
  commercialEmail: string | null;
  showBalance: boolean;
}

type Db = Kysely<DatabaseSchema>;

const recordColumns = [
  'id',
  'name',
  'country',
  'currency',
  'notification_email as notificationEmail',
  'support_email as supportEmail',
  'billing_email as billingEmail',
  'commercial_email as commercialEmail',
  'show_balance as showBalance',
  'account_balance as accountBalance',
  'status',
  'created_at as createdAt',
] as const;

export const columnsOf = (fields: MerchantFields) => ({
  name: fields.name,
  country: fields.country,
  currency: fields.currency,
  notification_email: fields.notificationEmail,
  support_email: fields.supportEmail,
  billing_email: fields.billingEmail,
  commercial_email: fields.commercialEmail,
  show_balance: fields.showBalance,
});

/**
 * Merchants not deleted (spec 2 §2.2). Every read here hides soft-deleted rows; the methods taking
 * `trx` run inside the caller's transaction so a change and its history entry commit together.
 */
export class MerchantsRepository {
  constructor(private readonly db: Db) {}

  /** docs/spec/decisions.md §2: platform staff see every merchant, a merchant only itself, carriers none. */
  async listVisibleTo(scope: OrganisationScope): Promise<MerchantRecord[]> {
    const filter = merchantFilterOf(scope);
    if (filter === 'none') return [];
    let query = this.db.selectFrom('merchants').select(recordColumns).where('deleted_at', 'is', null).orderBy('name').orderBy('id');
    if (filter !== 'all') query = query.where('id', '=', filter.merchantId);
    return query.execute();
  }

  /**
   * One page of the merchants grid and the count of every merchant the caller may see; the order
   * (name, id) is total, so pages never repeat or skip a merchant (index merchants_grid_order).
   */
  async pageVisibleTo(scope: OrganisationScope, page: { offset: number; limit: number }): Promise<{ rows: MerchantRecord[]; count: number }> {
    const filter = merchantFilterOf(scope);
    if (filter === 'none') return { rows: [], count: 0 };
    let live = this.db.selectFrom('merchants').where('deleted_at', 'is', null);
    if (filter !== 'all') live = live.where('id', '=', filter.merchantId);
    const [rows, total] = await Promise.all([
      live.select(recordColumns).orderBy('name').orderBy('id').offset(page.offset).limit(page.limit).execute(),
      live.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
    ]);
    return { rows, count: Number(total.count) };
  }

  async findLive(id: string, db: Db = this.db): Promise<MerchantRecord | undefined> {
    return db.selectFrom('merchants').select(recordColumns).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  }

  /** Locks the live row until the caller's transaction ends, so two changes of one merchant queue. */
  async lockLive(trx: Db, id: string): Promise<MerchantRecord | undefined> {
    return trx.selectFrom('merchants').select(recordColumns).where('id', '=', id).where('deleted_at', 'is', null).forUpdate().executeTakeFirst();
  }

  /** Case-insensitive among live merchants (the unique index merchants_live_name decides races). */
  async nameTaken(trx: Db, name: string, exceptId?: string): Promise<boolean> {
    return liveNameTaken(trx, 'merchants', name, exceptId);
  }

  async insert(
    trx: Db,
    id: string,
    fields: MerchantFields,
    keys: { sid: string; publicKey: string; privateKey: string; token: string },
  ): Promise<MerchantRecord> {
    return trx
      .insertInto('merchants')
      .values({ id, ...columnsOf(fields), sid: keys.sid, public_key: keys.publicKey, private_key: keys.privateKey, token: keys.token, history: '[]' })
      .returning(recordColumns)
      .executeTakeFirstOrThrow();
  }

  async update(trx: Db, id: string, fields: MerchantFields): Promise<MerchantRecord> {
    return trx.updateTable('merchants').set(columnsOf(fields)).where('id', '=', id).returning(recordColumns).executeTakeFirstOrThrow();
  }

  async setStatus(trx: Db, id: string, status: ActiveStatus): Promise<MerchantRecord> {
    return trx.updateTable('merchants').set({ status }).where('id', '=', id).returning(recordColumns).executeTakeFirstOrThrow();
  }

  /** Adds in SQL, so concurrent top-ups each add their own amount to what the row holds then. */
  async addToBalance(trx: Db, id: string, netAmount: string): Promise<MerchantRecord | undefined> {
    return trx
      .updateTable('merchants')
      .set({ account_balance: sql<string>`account_balance + ${netAmount}::numeric` })
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .returning(recordColumns)
      .executeTakeFirst();
  }

  /** Hides the merchant; answers undefined when it is unknown or already deleted. */
  async softDelete(trx: Db, id: string, at: Date): Promise<{ id: string; name: string } | undefined> {
    return trx
      .updateTable('merchants')
      .set({ deleted_at: at })
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .returning(['id', 'name'])
      .executeTakeFirst();
  }
}
