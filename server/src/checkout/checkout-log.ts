import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import { newRecordId } from '../db/record-id';

/** One provider exchange of an order, as spec 3 §3 Checkout log keeps it (shaped as the provider shapes it). */
export interface CheckoutLogEntry {
  provider: string;
  orderId: string;
  /** The service's public id. */
  serviceId: string;
  request: Record<string, unknown>;
  response: Record<string, unknown>;
}

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
    })
    .execute();
}
