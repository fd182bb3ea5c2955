/**
 * docs/providers.md "Card processor": the card simulator's test cards. Stripe's public test cards
 * answer as Stripe documents them; the checkout sandbox's own test cards (checkout.sandbox-adapter.ts)
 * keep their meaning. Any other valid card pays at once, as 4242… does.
 */
export type CardScenario = 'succeeds' | 'challenge' | 'challenge-fails' | 'declined' | 'insufficient-funds';

export const testCards: Readonly<Record<string, CardScenario>> = {
  '4242424242424242': 'succeeds',
  '4000002500003155': 'challenge',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient-funds',
  // The checkout sandbox's challenge that fails whatever the customer does.
  '4000000000003063': 'challenge-fails',
};

export function scenarioOf(digits: string): CardScenario {
  return testCards[digits] ?? 'succeeds';
}

/** The decline Stripe answers for a card that cannot pay: its code, decline code and message. */
export const declines = {
  declined: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
  'insufficient-funds': { code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  authentication: {
    code: 'payment_intent_authentication_failure',
    decline_code: undefined,
    message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  },
} as const;
