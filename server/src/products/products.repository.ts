import type { Kysely, Selectable } from 'kysely';
import { merchantFilterOf, type OrganisationScope } from '../../../src/domain/organisation/organisation-scope';
import type { ProductsTable } from '../db/business/catalogue-records.tables';
import type { DatabaseSchema } from '../db/database-schema';
import { isUniqueViolation } from '../db/database-errors';
import { countOf } from '../http/wire-values';

export type ProductRow = Selectable<ProductsTable> & { merchant_name: string };

export interface ProductFields {
  merchant_id: string;
  name: string;
  sku: string;
}

export type ProductWrite = 'written' | 'missing' | 'duplicate-sku';

export class ProductsRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /** docs/spec/decisions.md §2: a merchant sees its own products, carrier staff none, platform staff all. */
  private visibleTo(scope: OrganisationScope) {
    const filter = merchantFilterOf(scope);
    let query = this.db.selectFrom('products as p').innerJoin('merchants as m', 'm.id', 'p.merchant_id');
    if (filter === 'none') query = query.where((eb) => eb.val(false));
    else if (filter !== 'all') query = query.where('p.merchant_id', '=', filter.merchantId);
    return query;
  }

  async page(scope: OrganisationScope, page: number, pageSize: number): Promise<{ rows: ProductRow[]; count: number }> {
    const rows = await this.visibleTo(scope)
      .selectAll('p')
      .select('m.name as merchant_name')
      .orderBy('p.created_at', 'desc')
      .orderBy('p.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute();
    const total = await this.visibleTo(scope)
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    return { rows, count: countOf(total.count) };
  }

  /** Another merchant's product is answered as missing, so ids cannot be probed. */
  async findVisible(id: string, scope: OrganisationScope): Promise<ProductRow | undefined> {
    return this.visibleTo(scope).selectAll('p').select('m.name as merchant_name').where('p.id', '=', id).executeTakeFirst();
  }

  private async skuTaken(fields: ProductFields, exceptId?: string): Promise<boolean> {
    let query = this.db
      .selectFrom('products')
      .select('id')
      .where('merchant_id', '=', fields.merchant_id)
      .where((eb) => eb(eb.fn('lower', ['sku']), '=', fields.sku.toLowerCase()));
    if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  async insert(id: string, fields: ProductFields): Promise<ProductWrite> {
    if (await this.skuTaken(fields)) return 'duplicate-sku';
    return this.guard(async () => {
      await this.db
        .insertInto('products')
        .values({ id, ...fields })
        .execute();
      return 'written';
    });
  }

  async update(id: string, fields: ProductFields, now: Date): Promise<ProductWrite> {
    if (await this.skuTaken(fields, id)) return 'duplicate-sku';
    return this.guard(async () => {
      const result = await this.db
        .updateTable('products')
        .set({ ...fields, updated_at: now })
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numUpdatedRows === 0n ? 'missing' : 'written';
    });
  }

  private async guard(write: () => Promise<ProductWrite>): Promise<ProductWrite> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) return 'duplicate-sku';
      throw error;
    }
  }
}
