import type { Kysely, Selectable } from 'kysely';
import QRCode from 'qrcode';
import { cardBrandOf, cardBrands, lastFourOf } from '../../../src/domain/checkout/card';
import type { ProviderOrderStatus } from '../../../src/domain/checkout/checkout-status';
import { parseCheckoutMobile } from '../../../src/domain/checkout/checkout-mobile';
import type { SandboxProviderPaymentsTable } from '../db/business/checkout.tables';
import type { DatabaseSchema } from '../db/database-schema';
import type { CardInput, CheckoutMethod, CheckoutProviderPort, ProviderPayment, ProviderPaymentRequest, ProviderRefund } from './checkout-provider.port';
import { ProviderBooks } from './provider-books';
import { sandboxTestOrder } from './sandbox-test-orders';

/**
 * docs/decisions/0031-hosted-checkout.md (README "Sandbox test cards and numbers"): documented test
 * cards and numbers force an outcome, as card networks publish test cards.
 *
 * | card                | outcome                                                       |
 * | 4242 4242 4242 4242 | 3-D Secure challenge; completing it pays                       |
 * | 4000 0000 0000 0002 | declined at once ("Your card was declined")                    |
 * | 4000 0000 0000 3063 | 3-D Secure challenge that fails whatever the customer does     |
 * | any other valid card| as 4242…                                                       |
 *
 * | mobile number | wallet request-to-pay, pay by reference, Easypaisa, Jazzcash |
 * | 03001234567   | paid (approved at once; a reference is paid by its first status check) |
 * | 03009999999   | failed ("Customer rejected the payment")                      |
 * | any other     | pending until the customer acts (QR: its sandbox wallet page)  |
 */
export const sandboxCards = { success: '4242424242424242', declined: '4000000000000002', challengeFails: '4000000000003063' } as const;
export const sandboxMobiles = { paid: sandboxTestOrder.msisdn, failed: '03009999999' } as const;

type Row = Selectable<SandboxProviderPaymentsTable>;

function outcomeOfMobile(mobile: string): ProviderOrderStatus {
  const parsed = parseCheckoutMobile(mobile);
  if (!parsed.ok) return 'UNPAID';
  if (parsed.local === sandboxMobiles.paid) return 'PAID';
  if (parsed.local === sandboxMobiles.failed) return 'FAILED';
  return 'UNPAID';
}

const descriptions: Record<ProviderOrderStatus, string> = { PAID: 'SUCCESS', UNPAID: 'PENDING', FAILED: 'FAILED' };

/** Whose book a payment lands in: MWallet and pay by reference are collected on the Easypaisa network. */
const bookOfMethod: Record<CheckoutMethod, 'easypaisa' | 'jazzcash' | 'card'> = {
  CARD: 'card',
  'MWALLET-QR': 'easypaisa',
  'MWALLET-R2P': 'easypaisa',
  PAYATFAWRY: 'easypaisa',
  EASYPAISA: 'easypaisa',
  JAZZCASH: 'jazzcash',
};

export class CheckoutSandboxAdapter implements CheckoutProviderPort {
  /** The provider's own book (docs/decisions/0035-reconciliation.md): written when money moves. */
  readonly #books: ProviderBooks;

  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    /** Where the provider's own pages live (the challenge and QR wallet pages). */
    private readonly pagesBase: string,
  ) {
    this.#books = new ProviderBooks(db);
  }

  async start(request: ProviderPaymentRequest, input?: CardInput): Promise<ProviderPayment> {
    // A tokenised card belongs to the card processor; the sandbox is handed card details (docs/decisions/0046-card-processor.md).
    const card = input !== undefined && 'number' in input ? input : undefined;
    const existing = await this.row(request.merchantRefNumber);
    if (existing !== undefined) return this.paymentOf(existing);
    let status: ProviderOrderStatus = 'UNPAID';
    let challenge: Row['challenge'] = null;
    let failureReason: string | null = null;
    if (request.method === 'CARD') {
      const digits = card?.number.replace(/\D/g, '') ?? '';
      if (digits === sandboxCards.declined) {
        status = 'FAILED';
        failureReason = 'Your card was declined';
      } else challenge = digits === sandboxCards.challengeFails ? 'required-fails' : 'required';
    } else if (request.method !== 'MWALLET-QR') {
      status = request.method === 'PAYATFAWRY' ? 'UNPAID' : outcomeOfMobile(request.customerMobile);
      if (status === 'FAILED') failureReason = 'Customer rejected the payment';
    }
    const row = await this.db
      .insertInto('sandbox_provider_payments')
      .values({
        merchant_ref_number: request.merchantRefNumber,
        session_id: request.sessionId,
        method: request.method,
        status,
        challenge,
        failure_reason: failureReason,
        card_brand: card === undefined ? null : cardBrandOf(card.number),
        card_last4: card === undefined ? null : lastFourOf(card.number),
        customer_mobile: request.customerMobile,
        return_url: request.returnUrl === undefined ? null : JSON.stringify(request.returnUrl),
        amount: request.amount,
        currency: request.currency,
      })
      .onConflict((oc) => oc.column('merchant_ref_number').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (row !== undefined) await this.bookCharge(row);
    return this.paymentOf(row ?? (await this.row(request.merchantRefNumber)) ?? this.missing(request.merchantRefNumber));
  }

  async status(merchantRefNumber: string): Promise<ProviderPayment | null> {
    let row = await this.row(merchantRefNumber);
    if (row === undefined) return null;
    // A reference paid by the documented paying number is paid by its first status check.
    if (row.method === 'PAYATFAWRY' && row.status === 'UNPAID' && row.customer_mobile !== null) {
      const outcome = outcomeOfMobile(row.customer_mobile);
      if (outcome !== 'UNPAID') row = (await this.settle(merchantRefNumber, outcome, outcome === 'FAILED' ? 'Reference expired unpaid' : null)) ?? row;
    }
    return this.paymentOf(row);
  }

  async cancel(merchantRefNumber: string): Promise<ProviderPayment | null> {
    await this.settle(merchantRefNumber, 'FAILED', 'Cancelled by a newer attempt');
    return this.status(merchantRefNumber);
  }

  async refund(merchantRefNumber: string, reason: string): Promise<ProviderRefund> {
    const request = { merchantRefNumber, operation: 'refund', reason };
    await this.db
      .updateTable('sandbox_provider_payments')
      .set({ refunded_at: new Date(), refund_reason: reason, updated_at: new Date() })
      .where('merchant_ref_number', '=', merchantRefNumber)
      .where('status', '=', 'PAID')
      .where('refunded_at', 'is', null)
      .execute();
    const row = await this.row(merchantRefNumber);
    const refunded = row?.refunded_at !== null && row?.refunded_at !== undefined;
    if (row !== undefined && row.refunded_at !== null) {
      // Keyed by the payment's reference: a payment is given back at most once, so asking again books nothing.
      await this.#books.record({
        provider: bookOfMethod[row.method],
        kind: 'refund',
        providerReference: row.merchant_ref_number,
        merchantReference: row.merchant_ref_number,
        amount: row.amount,
        currency: row.currency,
        status: 'SUCCESS',
        at: row.refunded_at,
      });
    }
    const answer = refunded ? 'REFUNDED' : row === undefined ? 'Unknown payment' : `Not refundable: ${row.status}`;
    return {
      refunded,
      // Its book lists the refund under the payment's reference (above).
      reference: refunded ? merchantRefNumber : null,
      reason: answer,
      exchange: { request, response: { merchantRefNumber, refundStatus: refunded ? 'REFUNDED' : 'REFUSED', responseDesc: answer } },
    };
  }

  /** The challenge page's answer: passes (pays) unless the test card always fails or the customer failed it. */
  async completeChallenge(merchantRefNumber: string, passed: boolean): Promise<Row | undefined> {
    const row = await this.row(merchantRefNumber);
    if (row === undefined || (row.challenge !== 'required' && row.challenge !== 'required-fails')) return row;
    const pass = passed && row.challenge === 'required';
    const changed = await this.db
      .updateTable('sandbox_provider_payments')
      .set({
        challenge: pass ? 'passed' : 'failed',
        status: pass ? 'PAID' : 'FAILED',
        failure_reason: pass ? null : '3-D Secure authentication failed',
        updated_at: new Date(),
      })
      .where('merchant_ref_number', '=', merchantRefNumber)
      .where('status', '=', 'UNPAID')
      .returningAll()
      .executeTakeFirst();
    if (changed !== undefined) await this.bookCharge(changed);
    return changed;
  }

  /** The QR wallet page's Pay button (the customer scanned and approved in the wallet app). */
  async payByWallet(merchantRefNumber: string): Promise<Row | undefined> {
    return this.settle(merchantRefNumber, 'PAID', null);
  }

  async row(merchantRefNumber: string): Promise<Row | undefined> {
    return this.db.selectFrom('sandbox_provider_payments').selectAll().where('merchant_ref_number', '=', merchantRefNumber).executeTakeFirst();
  }

  /** Only an unpaid payment changes: a paid or failed one is final at the provider too. */
  private async settle(merchantRefNumber: string, status: ProviderOrderStatus, reason: string | null): Promise<Row | undefined> {
    const changed = await this.db
      .updateTable('sandbox_provider_payments')
      .set({ status, failure_reason: reason, updated_at: new Date() })
      .where('merchant_ref_number', '=', merchantRefNumber)
      .where('status', '=', 'UNPAID')
      .returningAll()
      .executeTakeFirst();
    if (changed !== undefined) await this.bookCharge(changed);
    return changed;
  }

  /** A payment that turned PAID is a charge in the provider's book, keyed by the reference it is known by. */
  private async bookCharge(row: Row): Promise<void> {
    if (row.status !== 'PAID') return;
    await this.#books.record({
      provider: bookOfMethod[row.method],
      kind: 'charge',
      providerReference: row.merchant_ref_number,
      merchantReference: row.merchant_ref_number,
      amount: row.amount,
      currency: row.currency,
      status: 'SUCCESS',
      at: row.updated_at,
    });
  }

  private missing(merchantRefNumber: string): never {
    throw new Error(`Sandbox payment ${merchantRefNumber} vanished`);
  }

  private async paymentOf(row: Row): Promise<ProviderPayment> {
    const walletPage = `${this.pagesBase}/sandbox/wallet/${encodeURIComponent(row.merchant_ref_number)}`;
    const walletQr = row.method === 'MWALLET-QR' ? await QRCode.toDataURL(walletPage, { margin: 1, width: 240 }) : null;
    const redirectLink =
      row.method === 'CARD' && row.status === 'UNPAID' && (row.challenge === 'required' || row.challenge === 'required-fails')
        ? `${this.pagesBase}/sandbox/3ds/${encodeURIComponent(row.merchant_ref_number)}`
        : null;
    const responseDesc = row.failure_reason ?? descriptions[row.status];
    return {
      merchantRefNumber: row.merchant_ref_number,
      status: row.status,
      redirectLink,
      walletQr,
      cardBrand: brandOrNull(row.card_brand),
      lastFour: row.card_last4,
      responseDesc,
      exchange: {
        request: {
          merchantRefNumber: row.merchant_ref_number,
          method: row.method,
          amount: row.amount,
          customerMobile: row.customer_mobile,
          ...(row.card_last4 === null ? {} : { cardBrand: row.card_brand, cardLast4: row.card_last4 }),
        },
        response: { merchantRefNumber: row.merchant_ref_number, orderStatus: row.status, responseDesc, ...(redirectLink === null ? {} : { redirectLink }) },
      },
    };
  }
}

function brandOrNull(stored: string | null): ProviderPayment['cardBrand'] {
  return cardBrands.find((brand) => brand === stored) ?? null;
}

/** The return pages the challenge page sends the customer to (stored by start). */
export function returnUrlsOf(row: Row): { success: string; fail: string } | null {
  if (row.return_url === null) return null;
  const parsed = JSON.parse(row.return_url) as { success?: unknown; fail?: unknown };
  return typeof parsed.success === 'string' && typeof parsed.fail === 'string' ? { success: parsed.success, fail: parsed.fail } : null;
}
