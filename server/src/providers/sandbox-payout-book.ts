import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { PayoutProvider } from '../../../src/domain/payouts/payout-request';

/** One send as the sandbox payout provider answered it: what a real provider keeps on its side. */
export interface PayoutBookEntry {
  provider: PayoutProvider;
  loanId: string;
  outcome: 'paid' | 'refused' | 'pending';
  /** The provider's payment reference (paid only). */
  reference: string | null;
  amount: string;
  walletNumber: string;
  message: string;
  at: string;
}

/**
 * The sandbox payout providers' own book. A real provider's book lives outside our server and
 * database, so a crash of ours never makes it forget a payment: with a file (SANDBOX_PAYOUT_BOOK) the
 * sandbox keeps it the same way, one JSON line per send, read again before each answer (another
 * server process may have written since). Without one it is kept in memory, as before.
 */
export class SandboxPayoutBook {
  readonly #memory: PayoutBookEntry[] = [];

  constructor(private readonly file?: string) {
    if (file !== undefined) mkdirSync(dirname(file), { recursive: true });
  }

  entries(): PayoutBookEntry[] {
    return this.file === undefined ? [...this.#memory] : readPayoutBook(this.file);
  }

  /** The provider's last word on a payout: its payment if it paid, else its latest answer. */
  latest(provider: PayoutProvider, loanId: string): PayoutBookEntry | undefined {
    const mine = this.entries().filter((entry) => entry.provider === provider && entry.loanId === loanId);
    return mine.find((entry) => entry.outcome === 'paid') ?? mine.at(-1);
  }

  record(entry: PayoutBookEntry): void {
    if (this.file === undefined) this.#memory.push(entry);
    // Appended in one write: the line is the operating system's once the call returns, whatever happens to this process.
    else appendFileSync(this.file, `${JSON.stringify(entry)}\n`);
  }
}

/** Every entry of a book file (a missing file is an empty book; a torn last line is ignored). */
export function readPayoutBook(file: string): PayoutBookEntry[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as PayoutBookEntry];
      } catch {
        return [];
      }
    });
}
