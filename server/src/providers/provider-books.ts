import { sql, type Kysely } from 'kysely';
import { csvField } from '../../../src/domain/csv/csv-cell';
import { statementHeader } from '../../../src/domain/reconciliation/statement-file';
import type { BookEntryKind, BookEntryStatus, BookProvider } from '../db/business/reconciliation.tables';
import type { DatabaseSchema } from '../db/database-schema';

export interface BookEntry {
  provider: BookProvider;
  kind: BookEntryKind;
  /** The provider's own id of the movement. */
  providerReference: string;
  /** The reference we gave: the attempt's merchant reference, our transaction number, the payout's loanId. */
  merchantReference: string;
  /** Exact decimal text. */
  amount: string;
  currency: string;
  status: BookEntryStatus;
  at?: Date;
}

/**
 * docs/decisions/0035-reconciliation.md: the sandbox providers' own books. A sandbox adapter writes an
 * entry when money actually moves (a payment turning paid, a refund, a payout), once: the key is the
 * provider's own reference, so a repeated answer writes nothing. The business day is the database's
 * (business_day(), the business time zone). The gateway never reads this table: only a provider's
 * statement (`statementOf`) does, as a real provider's settlement file would.
 */
export class ProviderBooks {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async record(entry: BookEntry): Promise<void> {
    const at = entry.at ?? new Date();
    await this.db
      .insertInto('provider_book_entries')
      .values({
        provider: entry.provider,
        kind: entry.kind,
        provider_reference: entry.providerReference,
        merchant_reference: entry.merchantReference,
        amount: entry.amount,
        currency: entry.currency,
        status: entry.status,
        business_day: sql<string>`business_day(${at}::timestamptz)`,
        at,
      })
      .onConflict((oc) => oc.columns(['provider', 'kind', 'provider_reference']).doNothing())
      .execute();
  }

  /**
   * The provider's settlement file of one business day: the header, then one line per entry in the
   * order they were booked. The database writes each line's text (times in the business time zone).
   */
  async statementOf(provider: BookProvider, day: string): Promise<string> {
    const { rows } = await sql<{ line: string }>`
      select concat_ws(',', to_char(at at time zone business_time_zone(), 'YYYY-MM-DD HH24:MI:SS'), provider_reference, merchant_reference,
        upper(kind), amount::text, currency, status) as line
      from provider_book_entries where provider = ${provider} and business_day = ${day}::date order by id`.execute(this.db);
    const lines = [statementHeader];
    for (const row of rows) lines.push(/[",\r\n]/.test(row.line) ? row.line.split(',').map(csvField).join(',') : row.line);
    return `${lines.join('\r\n')}\r\n`;
  }
}
