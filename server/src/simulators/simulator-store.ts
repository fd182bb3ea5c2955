import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** What a simulated provider remembers of one payment, refund or disbursement, keyed by the reference it was sent. */
export interface SimulatedRecord {
  provider: 'jazzcash' | 'easypaisa';
  kind: 'payment' | 'refund' | 'disbursement';
  reference: string;
  /** paid, pending, failed (and refunded for a payment given back, expired for one left pending past its window). */
  status: 'paid' | 'pending' | 'failed' | 'refunded' | 'expired';
  /** Exact decimal text, e.g. "499.00". */
  amount: string;
  mobile: string;
  code: string;
  message: string;
  /** The provider's own id for it (its retrieval reference). */
  providerReference: string;
  attempts: number;
  /** When it last changed (ISO 8601): the statement lists it on this instant's day in Asia/Karachi. */
  at: string;
  /** A pending payment: when it expires unless the customer acts (simulator-expiry.ts). */
  expiresAt?: string;
}

/** The id the provider gives a record in its answers and statements: a refund's carries its own prefix, never a payment's. */
export const providerIdOf = (record: Pick<SimulatedRecord, 'kind' | 'providerReference'>): string =>
  record.kind === 'refund' ? `RF${record.providerReference}` : record.providerReference;

/**
 * The simulators' own storage: a provider's records live in its process, not in the gateway's
 * database, and outlive a restart of either. Kept in a JSON file (records.json in SIMULATOR_STORE_DIR) written whole
 * through a temporary file and a rename, so a kill never leaves half a file; in memory without one.
 */
export class SimulatorStore {
  readonly #records = new Map<string, SimulatedRecord>();

  constructor(private readonly file?: string) {
    if (file === undefined) return;
    mkdirSync(dirname(file), { recursive: true });
    try {
      for (const record of JSON.parse(readFileSync(file, 'utf8')) as SimulatedRecord[]) this.#records.set(keyOf(record), record);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }

  get(provider: SimulatedRecord['provider'], kind: SimulatedRecord['kind'], reference: string): SimulatedRecord | undefined {
    return this.#records.get(keyOf({ provider, kind, reference }));
  }

  put(record: SimulatedRecord): SimulatedRecord {
    this.putAll([record]);
    return record;
  }

  /** Many records, written once (a seeded data set handed to the simulators). */
  putAll(records: readonly SimulatedRecord[]): void {
    for (const record of records) this.#records.set(keyOf(record), record);
    if (this.file !== undefined) {
      const temporary = `${this.file}.tmp`;
      writeFileSync(temporary, JSON.stringify([...this.#records.values()]));
      renameSync(temporary, this.file);
    }
  }

  all(): SimulatedRecord[] {
    return [...this.#records.values()];
  }
}

function keyOf(record: Pick<SimulatedRecord, 'provider' | 'kind' | 'reference'>): string {
  return `${record.provider}\u0000${record.kind}\u0000${record.reference}`;
}
