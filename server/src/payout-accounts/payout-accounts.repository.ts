import { sql, type Kysely, type Selectable } from 'kysely';
import { merchantFilterOf, type OrganisationScope } from '../../../src/domain/organisation/organisation-scope';
import type { AccountTransactionHistoryEntry, AccountTransactionsTable } from '../db/business/payout.tables';
import type { DatabaseSchema } from '../db/database-schema';

type Db = Kysely<DatabaseSchema>;

export interface PayoutAccountRow {
  id: string;
  merchantId: string;
  merchantName: string;
  currency: string;
  availableBalance: string;
  totalTransactions: number;
  totalTransactionsAmount: string;
}

export type AccountTransactionRow = Selectable<AccountTransactionsTable> & { merchant_name: string };

/**
 * spec 3 §3 Payout account and Account transaction, read through the caller's organisation
 * (docs/spec/decisions.md §2): platform staff see every merchant, a merchant only itself, carrier
 * staff nothing. A merchant without a payout account yet shows an empty one.
 */
export class PayoutAccountsRepository {
  constructor(private readonly db: Db) {}

  private accounts(db: Db, scope: OrganisationScope) {
    const filter = merchantFilterOf(scope);
    let query = db
      .selectFrom('merchants as m')
      .leftJoin('payout_accounts as a', 'a.merchant_id', 'm.id')
      .select([
        sql<string>`coalesce(a.id, m.id)`.as('id'),
        'm.id as merchantId',
        'm.name as merchantName',
        sql<string>`coalesce(a.currency, 'PKR')`.as('currency'),
        sql<string>`coalesce(a.available_balance, 0)::text`.as('availableBalance'),
        sql<number>`coalesce(a.total_transactions, 0)::int`.as('totalTransactions'),
        sql<string>`coalesce(a.total_transactions_amount, 0)::text`.as('totalTransactionsAmount'),
      ])
      .where('m.deleted_at', 'is', null);
    if (filter === 'none') query = query.where(sql<boolean>`false`);
    else if (filter !== 'all') query = query.where('m.id', '=', filter.merchantId);
    return query;
  }

  async list(scope: OrganisationScope): Promise<PayoutAccountRow[]> {
    return this.accounts(this.db, scope).orderBy('m.name').orderBy('m.id').execute();
  }

  /** One page by (merchant name, id): a total order, so pages never repeat or skip an account. */
  async page(scope: OrganisationScope, window: { offset: number; limit: number }): Promise<{ rows: PayoutAccountRow[]; count: number }> {
    const [rows, counted] = await Promise.all([
      this.accounts(this.db, scope).orderBy('m.name').orderBy('m.id').offset(window.offset).limit(window.limit).execute(),
      this.accounts(this.db, scope).clearSelect().select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow(),
    ]);
    return { rows, count: counted.count };
  }

  async account(scope: OrganisationScope, merchantId: string, db: Db = this.db): Promise<PayoutAccountRow | undefined> {
    return this.accounts(db, scope).where('m.id', '=', merchantId).executeTakeFirst();
  }

  private transactionsQuery(db: Db) {
    return db.selectFrom('account_transactions as t').innerJoin('merchants as m', 'm.id', 't.merchant_id').selectAll('t').select('m.name as merchant_name');
  }

  /** The live (not deleted) transactions of one merchant, newest first. */
  async transactionsOf(merchantId: string): Promise<AccountTransactionRow[]> {
    return this.transactionsQuery(this.db)
      .where('t.merchant_id', '=', merchantId)
      .where('t.deleted_at', 'is', null)
      .orderBy('t.created_at', 'desc')
      .orderBy('t.id', 'desc')
      .execute();
  }

  /** One live transaction the caller may see. */
  async transaction(scope: OrganisationScope, id: string, db: Db = this.db): Promise<AccountTransactionRow | undefined> {
    const filter = merchantFilterOf(scope);
    if (filter === 'none') return undefined;
    let query = this.transactionsQuery(db).where('t.id', '=', id).where('t.deleted_at', 'is', null);
    if (filter !== 'all') query = query.where('t.merchant_id', '=', filter.merchantId);
    return query.executeTakeFirst();
  }

  /** A transaction as it stands, deleted or not (the History of a deleted one stays readable). */
  async anyTransaction(id: string): Promise<AccountTransactionRow | undefined> {
    return this.transactionsQuery(this.db).where('t.id', '=', id).executeTakeFirst();
  }

  /** Locks the live merchant row: writes to one merchant's account queue behind each other. */
  static async lockMerchant(trx: Db, merchantId: string): Promise<{ id: string; name: string } | undefined> {
    return trx.selectFrom('merchants').select(['id', 'name']).where('id', '=', merchantId).where('deleted_at', 'is', null).forUpdate().executeTakeFirst();
  }

  static async lockTransaction(trx: Db, id: string): Promise<Selectable<AccountTransactionsTable> | undefined> {
    return trx.selectFrom('account_transactions').selectAll().where('id', '=', id).where('deleted_at', 'is', null).forUpdate().executeTakeFirst();
  }

  /** The merchant's payout account, created empty on first use. */
  static async ensureAccount(trx: Db, merchantId: string): Promise<void> {
    await trx
      .insertInto('payout_accounts')
      .values({ merchant_id: merchantId })
      .onConflict((conflict) => conflict.column('merchant_id').doNothing())
      .execute();
  }

  /** Moves the account's counters by a count and a billed amount (exact numeric text, signed). */
  static async moveTotals(trx: Db, merchantId: string, count: number, amount: string, now: Date): Promise<void> {
    await trx
      .updateTable('payout_accounts')
      .set({
        total_transactions: sql<number>`total_transactions + ${count}`,
        total_transactions_amount: sql<string>`total_transactions_amount + ${amount}::numeric`,
        updated_at: now,
      })
      .where('merchant_id', '=', merchantId)
      .execute();
  }

  static historyAppend(entry: AccountTransactionHistoryEntry) {
    return sql<string>`history || ${JSON.stringify([entry])}::jsonb`;
  }
}
