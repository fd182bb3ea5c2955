import type { Kysely } from 'kysely';
import type { BookProvider } from '../db/business/reconciliation.tables';
import type { CardProcessorConfig } from '../config';
import type { DatabaseSchema } from '../db/database-schema';
import { CardStatementAdapter } from './card.statement-adapter';
import { stripeClient } from './card.stripe-adapter';
import { EasypaisaStatementAdapter } from './easypaisa/easypaisa.statement-adapter';
import { JazzcashStatementAdapter } from './jazzcash/jazzcash.statement-adapter';
import { withMeasurement } from './measured-provider';
import { ProviderBooks } from './provider-books';
import { providerPort, type ProviderPortOptions } from './provider-port';
import { type WalletWireSettings, walletWireClients } from './wallet-wire-clients';
import { walletStatementZone } from './wire/wire-statement';

/**
 * docs/decisions/0035-reconciliation.md: a provider hands out a statement per business day, a CSV
 * settlement file (`statementHeader`). The reconciliation depends on this port only; the sandbox
 * adapter answers from the sandbox provider's own book, a wallet's wire adapter from the provider's
 * daily report over HTTP (wire/wire-statement.adapter.ts).
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

/** The wallets' wire settings, the card processor's, and the business zone the reconciliation's days are in. */
export interface StatementWireSettings extends WalletWireSettings {
  cardProcessor: CardProcessorConfig | undefined;
  businessTimeZone: string;
}

/**
 * The one place that picks the statement adapters (docs/spec/decisions.md §4): a wallet configured with
 * its base URL is read from its daily report over HTTP (docs/providers.md "Daily statements"), the card
 * processor (CARD_PROCESSOR) from its balance transactions, every other provider from its sandbox's book.
 */
export function providerStatements(
  db: Kysely<DatabaseSchema>,
  options?: ProviderPortOptions,
  wires?: StatementWireSettings,
): Readonly<Record<BookProvider, ProviderStatementPort>> {
  // The gateway's calls are measured (provider-port.ts); the sandbox's own pages read them as they are.
  const port = (provider: BookProvider): ProviderStatementPort => {
    const adapter = new SandboxStatementAdapter(provider, db);
    return options === undefined ? adapter : providerPort<ProviderStatementPort>(adapter, `${provider}-statement`, options);
  };
  const clients = wires === undefined ? { jazzcash: undefined, easypaisa: undefined } : walletWireClients(wires);
  // A wired wallet misbehaves only at its end (the simulator's faults), so it is measured and no more.
  const wired = (adapter: ProviderStatementPort): ProviderStatementPort =>
    options === undefined ? adapter : withMeasurement(adapter, `${adapter.provider}-statement`, options.metrics);
  const zone = wires?.businessTimeZone ?? walletStatementZone;
  return {
    easypaisa: clients.easypaisa === undefined ? port('easypaisa') : wired(new EasypaisaStatementAdapter(clients.easypaisa, zone)),
    jazzcash: clients.jazzcash === undefined ? port('jazzcash') : wired(new JazzcashStatementAdapter(clients.jazzcash, zone)),
    card: wires?.cardProcessor === undefined ? port('card') : wired(new CardStatementAdapter(stripeClient(wires.cardProcessor), zone)),
  };
}
