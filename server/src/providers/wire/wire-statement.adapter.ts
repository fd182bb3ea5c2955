import type { BookProvider } from '../../db/business/reconciliation.tables';
import { ProviderCallError } from './provider-http';
import { reconciliationStatementOf, walletDaysOf, type WireStatementRead } from './wire-statement';

/** What a wallet's client offers the statement adapter: its report of one of its days, as text. */
export interface StatementSource {
  statement(day: string): Promise<string>;
}

/**
 * docs/providers.md "Daily statements": the statement port (provider-statement.port.ts) read from a
 * wallet's daily report over HTTP: the simulator's, or the provider's own at the configured base URL with
 * the merchant's credentials. The report's days are Pakistan's; a business day in another zone reads the
 * two reports it overlaps. A report that cannot be had or read throws ProviderCallError (the run answers 502).
 */
export class WireStatementAdapter {
  constructor(
    readonly provider: BookProvider,
    private readonly source: StatementSource,
    private readonly read: (text: string) => WireStatementRead,
    private readonly zone: string,
  ) {}

  async statementOf(day: string): Promise<string> {
    const entries = [];
    for (const walletDay of walletDaysOf(day, this.zone)) {
      const read = this.read(await this.source.statement(walletDay));
      if (!read.ok) throw new ProviderCallError('bad-answer', `the ${this.provider} statement of ${walletDay} is unreadable: ${read.message}`, 1);
      entries.push(...read.entries);
    }
    return reconciliationStatementOf(entries, day, this.zone);
  }
}
