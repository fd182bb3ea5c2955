import { callApi } from './api-client';

/** The card processor as the checkout page knows it: its origin and publishable key (the session's `cardProcessor`). */
export interface CardProcessorSite {
  apiBase: string;
  publishableKey: string;
}

/** The processor the server hands a session's page (docs/decisions/0046-card-processor.md); throws when cards are not paid at one. */
export async function cardProcessorOf(baseUrl: string, sessionId: string): Promise<CardProcessorSite> {
  const session = await callApi<{ cardProcessor: CardProcessorSite | null }>(baseUrl, `/api/checkout/get/service?sessionId=${sessionId}`);
  if (session.body.cardProcessor === null) throw new Error(`session ${sessionId} names no card processor`);
  return session.body.cardProcessor;
}

/** The page's part: the card goes to the processor with the publishable key, as Stripe.js sends it; only the pm_… id comes back. */
export async function tokenise(processor: CardProcessorSite, number: string) {
  const response = await fetch(`${processor.apiBase}/v1/payment_methods`, {
    method: 'POST',
    headers: { authorization: `Bearer ${processor.publishableKey}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ type: 'card', 'card[number]': number, 'card[exp_month]': '12', 'card[exp_year]': '39', 'card[cvc]': '123' }).toString(),
  });
  return { status: response.status, body: (await response.json()) as { id: string; error?: { type: string; code: string; message: string } } };
}

/** A card of the session tokenised where its page would send it: the payment method's id. */
export async function paymentMethodFor(baseUrl: string, sessionId: string, number: string): Promise<string> {
  const method = await tokenise(await cardProcessorOf(baseUrl, sessionId), number);
  if (method.status !== 200) throw new Error(`the processor refused the card: ${JSON.stringify(method.body)}`);
  return method.body.id;
}

/**
 * The customer on the issuer's 3-D Secure page the processor sent them to (next_action.redirect_to_url):
 * Complete (`pass`) or Fail authentication. Answers the processor's redirect: its status and where to.
 */
export async function answerChallenge(link: string, outcome: 'pass' | 'fail') {
  const response = await fetch(link, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `outcome=${outcome}`,
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location') ?? '' };
}
