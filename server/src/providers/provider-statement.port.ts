import type { Kysely } from 'kysely';
import type { BookProvider } from '../db/business/reconciliation.tables';
import type { DatabaseSchema } from '../db/database-schema';
import { ProviderBooks } from './provider-books';

/**
 * docs/decisions/0035-reconciliation.md: a provider hands out a statement per business day, a CSV
 * settlement file (`statementHeader`). The reconciliation depends on this port only; the sandbox
 * adapter answers from the sandbox provider's own book, a real adapter would fetch the provider's file.
 */
export interface ProviderStatementPort {
  readonly provider: BookProvider;
  /** The statement of one business day (YYYY-MM-DD), as the provider's CSV text. */
  statementOf(day: string): Promise<string>;
}

export class SandboxStatementAdapter implements ProviderStatementPort {
  readonly #books: ProviderBooks;

  constructor(
    readonly provider: BookProvider,
    db: Kysely<DatabaseSchema>,
  ) {
    this.#books = new ProviderBooks(db);
  }

  statementOf(day: string): Promise<string> {
    return this.#books.statementOf(this.provider, day);
  }
}

/** The one place that picks the statement adapters (sandboxes here; docs/spec/decisions.md §4). */
export function providerStatements(db: Kysely<DatabaseSchema>): Readonly<Record<BookProvider, ProviderStatementPort>> {
  return {
    easypaisa: new SandboxStatementAdapter('easypaisa', db),
    jazzcash: new SandboxStatementAdapter('jazzcash', db),
    card: new SandboxStatementAdapter('card', db),
  };
}
