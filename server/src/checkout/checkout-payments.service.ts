import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { errorCodes } from '../../../src/contract/error-bodies.schema';
import { parseCheckoutMobile } from '../../../src/domain/checkout/checkout-mobile';
import { sessionStatusOfProvider } from '../../../src/domain/checkout/checkout-status';
import { checkoutFormMessages } from '../../../src/forms/checkout-form-rules';
import type { CheckoutProvider } from '../db/business/checkout.tables';
import type { DatabaseSchema } from '../db/database-schema';
import { newRecordId } from '../db/record-id';
import { ApiFailure, conflict, failure, invalidInput, notFound } from '../http/api-failure';
import type { CardInput, CheckoutMethod, CheckoutProviderPort, ProviderPayment, ProviderPaymentRequest } from '../providers/checkout-provider.port';
import type { BlacklistLookup } from './blacklist.repository';
import { type AttemptRow, CheckoutAttempts } from './checkout-attempts.repository';
import { writeCheckoutLog } from '../checkout-logs';
import type { CheckoutSessions, SessionView, StatusResult } from './checkout-sessions.service';
import type { CheckoutSettlement } from './checkout-settlement';
import { refundLateCharge } from './late-charges';

/**
 * How long an attempt in flight holds its session against a new one: a wallet's push or a 3-D
 * Secure page gets this long; after it, a new submission first ends the old attempt at the provider.
 */
export const inFlightHoldMs = 120_000;

export const paymentInProgressMessage = 'A payment for this order is already in progress';
const completedMessage = 'This payment session is already completed';

const providerOfMethod: Record<CheckoutMethod, CheckoutProvider> = {
  CARD: 'card',
  'MWALLET-QR': 'easypaisa',
  'MWALLET-R2P': 'easypaisa',
  PAYATFAWRY: 'fawry',
  EASYPAISA: 'easypaisa',
  JAZZCASH: 'jazzcash',
};

export interface AttemptInput {
  sessionId: string;
  method: CheckoutMethod;
  idempotencyKey: string;
  customerMobile: string;
  card?: CardInput;
  email?: string;
  cnic?: string;
  returnUrl?: { success: string; fail: string };
}

export interface AttemptResult {
  session: SessionView;
  payment: ProviderPayment;
  status: StatusResult;
}

type Claim = { kind: 'final' } | { kind: 'busy'; attempt: AttemptRow } | { kind: 'same' | 'new'; ref: string };

/** The payment gateway's card and wallet calls (spec 3 §5 Hosted checkout form); Easypaisa's own rule is the wallet checkout route's. */
const needsEmail: ReadonlySet<CheckoutMethod> = new Set(['CARD', 'MWALLET-QR', 'MWALLET-R2P', 'PAYATFAWRY']);

const inProgress = () => failure(409, errorCodes.paymentInProgress, paymentInProgressMessage, 'sessionId');

/**
 * spec 3 §4 paying, with docs/decisions/0031-hosted-checkout.md (one attempt in flight): an attempt is
 * claimed in the database before any provider is called, and a session has at most one in flight,
 * so parallel submissions of one order reach the provider once; the others answer 409 and the page
 * follows the attempt in flight. The provider's answer is the truth that is saved, through
 * CheckoutSettlement; a charge for an attempt that had ended is refunded (late-charges.ts).
 */
export class CheckoutPayments {
  constructor(
    private readonly deps: {
      db: Kysely<DatabaseSchema>;
      provider: CheckoutProviderPort;
      blacklist: BlacklistLookup;
      sessions: CheckoutSessions;
      settlement: CheckoutSettlement;
      now: () => Date;
    },
  ) {}

  async attempt(input: AttemptInput): Promise<AttemptResult | ApiFailure> {
    const mobile = parseCheckoutMobile(input.customerMobile);
    if (!mobile.ok) return invalidInput('Invalid Mobile Number', 'customerMobile');
    if (await this.deps.blacklist.isBlacklisted(mobile.local)) {
      return failure(403, 'blacklisted', 'This mobile number cannot be used for payments. Please contact the merchant.', 'customerMobile');
    }
    const loaded = await this.deps.sessions.session({ sessionId: input.sessionId });
    if (loaded instanceof ApiFailure) return loaded;
    if (loaded.status === 'Expired') return conflict('This payment session has expired', 'sessionId');
    if (loaded.status === 'Paid' || loaded.status === 'Failed') return conflict(completedMessage, 'sessionId');
    if (!methodAllowed(loaded, providerOfMethod[input.method])) return invalidInput('The session does not offer this payment method', 'paymentMethod');
    // spec 3 §5: the card and wallet forms take a valid email (the contract checked its shape); the session's stands in.
    if (needsEmail.has(input.method) && (input.email ?? loaded.email) === null) return invalidInput(checkoutFormMessages.emailInvalid, 'email');

    // Two rounds: an attempt in flight past its hold is ended at the provider, then the claim is tried once more.
    for (let round = 0; round < 2; round += 1) {
      const claim = await this.claim(loaded, input, mobile.local);
      if (claim.kind === 'final') return conflict(completedMessage, 'sessionId');
      if (claim.kind === 'busy') {
        if (round > 0 || this.deps.now().getTime() - claim.attempt.created_at.getTime() < inFlightHoldMs) return inProgress();
        await this.endStale(loaded, claim.attempt);
        continue;
      }
      return this.pay(loaded, input, mobile.local, claim);
    }
    return inProgress();
  }

  /** Asks the provider about the session's current attempt and saves what it says (never what a browser says). */
  async confirm(session: SessionView): Promise<StatusResult> {
    if (session.merchant_ref_number === null || session.status === 'Paid' || session.status === 'Failed' || session.status === 'Expired')
      return this.deps.sessions.statusOf(session);
    return this.deps.sessions.statusOf(await this.confirmAttempt(session, session.merchant_ref_number));
  }

  /** The status of one attempt by its reference (spec 3 §3 payment-status), saved as the provider answers. */
  async confirmRef(ref: string): Promise<StatusResult | ApiFailure> {
    const session = await this.deps.sessions.sessionByRef(ref);
    if (session === undefined) return notFound('No payment with this reference number');
    return this.deps.sessions.statusOf(await this.confirmAttempt(session, ref));
  }

  /**
   * The attempts sweep (checkout-attempts.sweep.ts): an attempt in flight is asked about again, so a
   * payment whose answer was lost (our process stopped, the provider timed out) reaches the books
   * without the customer coming back; one the provider never heard of is ended after its hold; a late
   * charge the provider would not refund is offered to the provider again.
   */
  async resolve(attempt: AttemptRow): Promise<void> {
    const session = await this.deps.sessions.view(this.deps.db, { id: attempt.session_id });
    if (session === undefined) return;
    const ref = attempt.merchant_ref_number;
    if (attempt.state === 'void_failed') {
      await refundLateCharge(this.deps, session, ref);
      return;
    }
    const payment = await this.deps.provider.status(ref).catch(() => undefined);
    if (payment === undefined) return;
    if (payment !== null) {
      await this.apply(session, ref, payment);
      return;
    }
    if (this.deps.now().getTime() - attempt.created_at.getTime() >= inFlightHoldMs) {
      await CheckoutAttempts.finish(this.deps.db, ref, 'cancelled', 'Never reached the provider', this.deps.now());
    }
  }

  private async confirmAttempt(session: SessionView, ref: string): Promise<SessionView> {
    const payment = await this.deps.provider.status(ref).catch(() => null);
    return payment === null ? session : this.apply(session, ref, payment);
  }

  private async pay(
    session: SessionView,
    input: AttemptInput,
    mobile: string,
    claim: { kind: 'same' | 'new'; ref: string },
  ): Promise<AttemptResult | ApiFailure> {
    const request: ProviderPaymentRequest = {
      merchantRefNumber: claim.ref,
      sessionId: session.id,
      method: input.method,
      amount: session.amount,
      currency: session.currency,
      customerMobile: mobile,
      ...(input.email === undefined ? {} : { email: input.email }),
      ...(input.cnic === undefined ? {} : { cnic: input.cnic }),
      ...(input.returnUrl === undefined ? {} : { returnUrl: input.returnUrl }),
    };
    const log = { provider: providerOfMethod[input.method], orderId: session.order_id, serviceId: session.public_service_id };
    let payment: ProviderPayment;
    try {
      // The provider keys a payment by our reference: asking again for a known one answers it, never pays twice.
      payment = await this.deps.provider.start(request, input.card);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await writeCheckoutLog(this.deps.db, {
        ...log,
        request: { merchantRefNumber: claim.ref, method: input.method, orderId: session.order_id, transactionAmount: session.amount },
        response: { error: reason },
      });
      return failure(
        502,
        errorCodes.providerUnavailable,
        'The payment provider did not answer. Your payment is pending: check its status before paying again.',
        'sessionId',
      );
    }
    if (claim.kind === 'new') {
      await writeCheckoutLog(this.deps.db, {
        ...log,
        request: { ...payment.exchange.request, orderId: session.order_id, transactionAmount: session.amount },
        response: payment.exchange.response,
      });
    }
    if (payment.cardBrand !== null || payment.lastFour !== null) {
      await this.deps.db
        .updateTable('checkout_sessions')
        .set({ card_brand: payment.cardBrand, card_last4: payment.lastFour })
        .where('id', '=', session.id)
        .where('merchant_ref_number', '=', claim.ref)
        .execute();
    }
    const saved = await this.apply(session, claim.ref, payment);
    return { session: saved, payment, status: this.deps.sessions.statusOf(saved) };
  }

  /** Claims the session's next attempt under its row lock; the partial unique index is the last word. */
  private claim(session: SessionView, input: AttemptInput, mobile: string): Promise<Claim> {
    return this.deps.db.transaction().execute(async (trx): Promise<Claim> => {
      const row = await trx.selectFrom('checkout_sessions').select(['id', 'status']).where('id', '=', session.id).forUpdate().executeTakeFirstOrThrow();
      if (row.status === 'Paid' || row.status === 'Failed' || row.status === 'Expired') return { kind: 'final' };
      const same = await CheckoutAttempts.byKey(trx, row.id, input.idempotencyKey);
      if (same !== undefined) return { kind: 'same', ref: same.merchant_ref_number };
      const inFlight = await CheckoutAttempts.inFlight(trx, row.id);
      if (inFlight !== undefined) return { kind: 'busy', attempt: inFlight };
      const ref = `PGW${Date.now().toString(36).toUpperCase()}${randomBytes(5).toString('hex').toUpperCase()}`;
      const claimed = await CheckoutAttempts.claim(trx, {
        id: newRecordId(),
        session_id: row.id,
        merchant_ref_number: ref,
        idempotency_key: input.idempotencyKey,
        method: input.method,
        created_at: this.deps.now(),
      });
      if (claimed === undefined) return { kind: 'busy', attempt: (await CheckoutAttempts.inFlight(trx, row.id)) ?? this.vanished() };
      await trx
        .updateTable('checkout_sessions')
        .set({
          status: 'Pending',
          provider: providerOfMethod[input.method],
          merchant_ref_number: ref,
          card_brand: null,
          card_last4: null,
          msisdn: mobile,
          ...(input.email === undefined ? {} : { email: input.email }),
          ...(input.cnic === undefined ? {} : { cnic: input.cnic }),
          updated_at: this.deps.now(),
        })
        .where('id', '=', row.id)
        .execute();
      return { kind: 'new', ref };
    });
  }

  /**
   * Ends an attempt that held its session past inFlightHoldMs: a final answer is saved as it is;
   * an unpaid one is cancelled at the provider (which answers PAID if it was paid meanwhile). An
   * attempt the provider never heard of (our process stopped before asking) is cancelled too: if
   * its start arrives after all, its charge is a late one and goes back.
   */
  private async endStale(session: SessionView, attempt: AttemptRow): Promise<void> {
    const ref = attempt.merchant_ref_number;
    const known = await this.deps.provider.status(ref).catch(() => undefined);
    if (known === undefined) return;
    if (known !== null && known.status !== 'UNPAID') {
      await this.apply(session, ref, known);
      return;
    }
    const cancelled = await this.deps.provider.cancel(ref).catch(() => undefined);
    if (cancelled === undefined || cancelled?.status === 'UNPAID') return;
    if (cancelled?.status === 'PAID') {
      await this.apply(session, ref, cancelled);
      return;
    }
    await CheckoutAttempts.finish(this.deps.db, ref, 'cancelled', 'Replaced by a newer attempt', this.deps.now());
  }

  /** Saves a provider answer about attempt `ref`; a PAID that cannot pay the session any more is refunded. */
  private async apply(session: SessionView, ref: string, payment: ProviderPayment): Promise<SessionView> {
    const to = sessionStatusOfProvider(payment.status);
    if (to === 'Paid' || to === 'Failed') {
      const outcome = await this.deps.settlement.settle(ref, to, payment);
      if (to === 'Paid' && outcome.kind !== 'settled') {
        const attempt = await CheckoutAttempts.byRef(this.deps.db, ref);
        if (outcome.kind === 'late' || (attempt !== undefined && attempt.state !== 'paid' && attempt.state !== 'voided')) {
          await refundLateCharge(this.deps, session, ref);
        }
      }
    }
    return (await this.deps.sessions.view(this.deps.db, { id: session.id })) ?? this.vanished();
  }

  private vanished(): never {
    throw new Error('Session vanished');
  }
}

function methodAllowed(session: SessionView, provider: CheckoutProvider): boolean {
  const methods = session.payment_methods;
  if (provider === 'card') return methods.includes('Credit Card');
  if (provider === 'jazzcash') return methods.includes('Jazzcash');
  return methods.includes('Easypaisa');
}
