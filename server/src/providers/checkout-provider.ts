import type { Kysely } from 'kysely';
import type { CardProcessorConfig } from '../config';
import type { DatabaseSchema } from '../db/database-schema';
import { basePrefixes } from '../http/base-prefixes';
import { StripeCardAdapter, stripeClient } from './card.stripe-adapter';
import type { CardInput, CheckoutProviderPort, ProviderPayment, ProviderPaymentRequest, ProviderRefund } from './checkout-provider.port';
import { CheckoutSandboxAdapter } from './checkout.sandbox-adapter';
import { providerPort, type ProviderPortOptions } from './provider-port';
import { WalletCheckoutAdapter } from './wallet-checkout.adapter';
import { type WalletWireSettings, walletWireClients } from './wallet-wire-clients';

export interface CheckoutProviderSettings extends WalletWireSettings {
  /** docs/decisions/0046-card-processor.md: unset, cards are paid in the sandbox too. */
  cardProcessor: CardProcessorConfig | undefined;
}

/**
 * docs/spec/decisions.md §4: the one place that picks the checkout's payment providers (the sandbox,
 * measured, and misbehaving only when SANDBOX_FAULTS asks: provider-port.ts; cards at the card processor when CARD_PROCESSOR names one,
 * docs/decisions/0046-card-processor.md; the Jazzcash and Easypaisa wallets over their REST APIs when
 * configured, docs/decisions/0043-provider-wire-adapters.md); the checkout pays through it and
 * reconciliation gives orphan charges back through it.
 */
export function checkoutProvider(
  db: Kysely<DatabaseSchema>,
  settings: CheckoutProviderSettings,
  ownBase: () => string,
  options: ProviderPortOptions,
): CheckoutProviderPort {
  const sandbox = new CheckoutSandboxAdapter(db, basePrefixes.paymentGateway);
  const cards =
    settings.cardProcessor === undefined ? sandbox : new CardsAtProcessor(new StripeCardAdapter(db, stripeClient(settings.cardProcessor), ownBase), sandbox);
  const provider = providerPort<CheckoutProviderPort>(cards, 'card', options);
  if (settings.jazzcash === undefined && settings.easypaisa === undefined) return provider;
  return new WalletCheckoutAdapter(provider, db, walletWireClients(settings));
}

/** Card attempts go to the card processor, the others to the sandbox; a payment is asked about where it was started. */
class CardsAtProcessor implements CheckoutProviderPort {
  constructor(
    private readonly cards: StripeCardAdapter,
    private readonly others: CheckoutProviderPort,
  ) {}

  start(request: ProviderPaymentRequest, card?: CardInput): Promise<ProviderPayment> {
    return request.method === 'CARD' ? this.cards.start(request, card) : this.others.start(request, card);
  }

  async status(merchantRefNumber: string): Promise<ProviderPayment | null> {
    return (await this.cards.knows(merchantRefNumber)) ? this.cards.status(merchantRefNumber) : this.others.status(merchantRefNumber);
  }

  async cancel(merchantRefNumber: string): Promise<ProviderPayment | null> {
    return (await this.cards.knows(merchantRefNumber)) ? this.cards.cancel(merchantRefNumber) : this.others.cancel(merchantRefNumber);
  }

  async refund(merchantRefNumber: string, reason: string): Promise<ProviderRefund> {
    return (await this.cards.knows(merchantRefNumber)) ? this.cards.refund(merchantRefNumber, reason) : this.others.refund(merchantRefNumber, reason);
  }
}
