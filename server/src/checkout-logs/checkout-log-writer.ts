import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import { newRecordId } from '../db/record-id';

/** One provider exchange of an order, as spec 3 §3 Checkout log keeps it (shaped as the provider shapes it). */
export interface CheckoutLogEntry {
  provider: string;
  orderId: string;
  /** The service's public id; null when the order's service is unknown. */
  serviceId: string | null;
  request: Record<string, unknown>;
  response: Record<string, unknown>;
  /** When the exchange began; the database's now when not given. */
  at?: Date;
}

/** A wallet provider's call as its port reports it (an inquiry or a refund). */
export interface WalletExchange {
  provider: string;
  operation: string;
  request: Record<string, unknown>;
  response: Record<string, unknown>;
  startedAt: Date;
}

/**
 * The one place a row goes into `checkout_logs` (tests/docs/checkout-log-writer.test.ts holds every
 * other file to it). Pass the caller's transaction when the log belongs with its change.
 */
export async function writeCheckoutLog(db: Kysely<DatabaseSchema>, entry: CheckoutLogEntry): Promise<void> {
  await db
    .insertInto('checkout_logs')
    .values({
      id: newRecordId(),
      provider: entry.provider,
      order_id: entry.orderId,
      service_id: entry.serviceId,
      request: JSON.stringify(entry.request),
      response: JSON.stringify(entry.response),
      ...(entry.at === undefined ? {} : { created_at: entry.at }),
    })
    .execute();
}

/** A wallet provider's exchange, logged at the time it began with its operation in the request. */
export async function writeWalletExchange(db: Kysely<DatabaseSchema>, exchange: WalletExchange, orderId: string, serviceId: string | null): Promise<void> {
  await writeCheckoutLog(db, {
    provider: exchange.provider,
    orderId,
    serviceId,
    request: { operation: exchange.operation, ...exchange.request },
    response: exchange.response,
    at: exchange.startedAt,
  });
}
