import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import type { CheckoutProviderPort } from '../providers/checkout-provider.port';
import { CheckoutAttempts } from './checkout-attempts.repository';
import { writeCheckoutLog } from '../checkout-logs';
import type { SessionView } from './checkout-sessions.service';

/** Why the charge goes back: what the checkout log and the call centre show. */
export const lateChargeReason = 'Paid after the attempt had ended: refunded in full';

/**
 * docs/decisions/0031-hosted-checkout.md, late charges: a provider that answers PAID for an attempt
 * that had already ended (cancelled for a newer one, or its session closed) has charged a customer
 * for an order that is not paid by it. The charge is given back through the provider at once; the
 * exchange goes to the checkout logs, and an attempt the provider would not refund stays
 * `void_failed` for staff. The provider's refund is idempotent by reference, so two answers racing
 * here refund once.
 */
export async function refundLateCharge(
  deps: { db: Kysely<DatabaseSchema>; provider: CheckoutProviderPort; now: () => Date },
  session: SessionView,
  ref: string,
): Promise<'voided' | 'void_failed'> {
  const answer = await deps.provider.refund(ref, lateChargeReason);
  const outcome = { state: answer.refunded ? ('voided' as const) : ('void_failed' as const), refundReference: answer.reference };
  const recorded = await CheckoutAttempts.recordVoid(
    deps.db,
    ref,
    outcome,
    answer.refunded ? lateChargeReason : `Refund refused: ${answer.reason}`,
    deps.now(),
  );
  if (recorded !== undefined) {
    await writeCheckoutLog(deps.db, {
      provider: session.provider ?? 'card',
      orderId: session.order_id,
      serviceId: session.public_service_id,
      request: { ...answer.exchange.request, operation: 'void-late-charge', orderId: session.order_id, transactionAmount: session.amount },
      response: answer.exchange.response,
    });
  }
  return outcome.state;
}
