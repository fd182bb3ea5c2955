import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { CardScenario } from './test-cards';

/** The objects of Stripe's API the simulator keeps, in Stripe's shapes, with its own notes beside them. */
export type StripeObject = Record<string, unknown> & { id: string; object: string };

export interface PaymentMethodRecord {
  object: StripeObject;
  /** What the test card does; the card number itself is never kept. */
  scenario: CardScenario;
}

export interface IdempotentAnswer {
  /** Method, path and the exact body: the same key with another request is refused. */
  fingerprint: string;
  status: number;
  body: unknown;
}

interface State {
  paymentMethods: Record<string, PaymentMethodRecord>;
  paymentIntents: Record<string, StripeObject>;
  charges: Record<string, StripeObject>;
  refunds: Record<string, StripeObject>;
  idempotency: Record<string, IdempotentAnswer>;
}

const empty = (): State => ({ paymentMethods: {}, paymentIntents: {}, charges: {}, refunds: {}, idempotency: {} });

/**
 * The simulator's own books. With a file, every change is written to it (a new file renamed over the
 * old one, so a crash leaves the old or the new state, never half of one) and read back at start: the
 * gateway and the simulator can each be killed and restarted without the other losing a payment.
 */
export class SimulatorStore {
  readonly #state: State;

  constructor(private readonly file: string | undefined) {
    this.#state = file === undefined ? empty() : load(file);
  }

  get state(): State {
    return this.#state;
  }

  /** Applies a change and writes the state through to the file. */
  change<T>(apply: (state: State) => T): T {
    const result = apply(this.#state);
    if (this.file !== undefined) {
      mkdirSync(dirname(this.file), { recursive: true });
      const next = `${this.file}.${process.pid}.tmp`;
      writeFileSync(next, JSON.stringify(this.#state));
      renameSync(next, this.file);
    }
    return result;
  }
}

function load(file: string): State {
  try {
    return { ...empty(), ...(JSON.parse(readFileSync(file, 'utf8')) as Partial<State>) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return empty();
    throw error;
  }
}

/** Stripe's id shape: a prefix naming the object and 24 random characters. */
export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);
