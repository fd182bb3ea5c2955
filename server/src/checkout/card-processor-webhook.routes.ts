import type { FastifyInstance } from 'fastify';
import { basePrefixes } from '../http/base-prefixes';
import { rawBodyOf } from '../http/json-body-parser';
import type { CardProcessorWebhook } from './card-processor-webhook';

/** Where the card processor posts its events (docs/decisions/0046-card-processor.md). */
export const cardProcessorWebhookPath = `${basePrefixes.api}/card-processor/webhook`;

/**
 * The processor's webhook: not a contract call (the processor, not a client of ours, speaks it). The
 * JSON parser keeps the exact body (rawBodyOf), which the signature is computed over; a wrong
 * signature is 400, as the processor expects, so it shows the failure and retries.
 */
export function registerCardProcessorWebhookRoute(app: FastifyInstance, webhook: CardProcessorWebhook): void {
  app.post(cardProcessorWebhookPath, async (request, reply) => {
    const signature = request.headers['stripe-signature'];
    const answer = await webhook.receive(rawBodyOf(request), typeof signature === 'string' ? signature : undefined);
    if (answer.kind === 'refused') return reply.code(400).send({ errors: [{ code: 'bad_signature', message: answer.message, field: 'Stripe-Signature' }] });
    return reply.code(200).send({ received: true, event: answer.eventId, outcome: answer.kind });
  });
}
