// docs/decisions/0031-hosted-checkout.md, transactions: a transaction's operator is the network the money
// went through, as the seeded and the generated transactions name it: an Easypaisa payment is
// Telenor's (Easypaisa is Telenor Microfinance Bank's wallet), a Jazzcash payment Jazz's, and a card
// payment the card acquirer the service is set up with. Never the service's own operator alone: a card
// service also takes wallet payments on its checkout pages.

export type PaymentProvider = 'easypaisa' | 'jazzcash' | 'card';

export const walletOperators: Readonly<Record<Exclude<PaymentProvider, 'card'>, string>> = { easypaisa: 'Telenor', jazzcash: 'Jazz' };

/** The acquirer a card payment names when its service names none. */
export const defaultCardOperator = 'Stripe';

export function operatorOfPayment(provider: PaymentProvider, serviceCardOperator: string | null): string {
  if (provider === 'card') return serviceCardOperator === null || serviceCardOperator.trim() === '' ? defaultCardOperator : serviceCardOperator;
  return walletOperators[provider];
}
