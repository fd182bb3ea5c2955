import type { CreatedAt } from '../core-tables';

/** Migration 0038: the card processor's PaymentIntent of each card attempt. */
export interface CardProcessorPaymentsTable {
  merchant_ref_number: string;
  payment_intent_id: string;
  created_at: CreatedAt;
}

/** Migration 0038: webhook events handled, by the processor's event id. */
export interface CardProcessorEventsTable {
  event_id: string;
  type: string;
  received_at: CreatedAt;
}
