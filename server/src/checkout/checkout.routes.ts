import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  cardCheckout,
  checkoutServiceById,
  createCheckoutSession,
  easypaisaCardReturn,
  getCheckoutService,
  paymentStatus,
  postCheckoutStatus,
  referenceNumber,
  threeDSecureCheckout,
  type threeDSecureCheckoutBodySchema,
  threeDSecureUpdateStatus,
  walletCheckout,
  walletViaQr,
  walletViaR2p,
} from '../../../src/contract/checkout.contract';
import { errorCodes } from '../../../src/contract/error-bodies.schema';
import { ApiFailure, failure, notFound } from '../http/api-failure';
import { rawBodyOf } from '../http/json-body-parser';
import { registerCall, type RouteKit } from '../http/register-call';
import { publicAccess } from '../http/route-access';
import type { SecretBox } from '../crypto/secret-box';
import type { CardInput } from '../providers/checkout-provider.port';
import type { CheckoutPayments } from './checkout-payments.service';
import type { CheckoutSessions, SessionView } from './checkout-sessions.service';
import { verifySignedRequest } from './request-signature';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DatabaseSchema } from '../db/database-schema';

type ThreeDSecureCheckoutBody = z.infer<typeof threeDSecureCheckoutBodySchema>;

export interface CheckoutRoutesDeps {
  db: Kysely<DatabaseSchema>;
  sessions: CheckoutSessions;
  payments: CheckoutPayments;
  secretBox: () => Promise<SecretBox>;
  now: () => Date;
  /** Where browsers reach this server, for the checkout URL handed to merchants ('' = relative). */
  publicUrl: string;
  /** docs/decisions/0046-card-processor.md: where the page tokenises cards; null, the sandbox takes card details. */
  cardProcessor: { apiBase: string; publishableKey: string } | null;
  /** @fastify/rate-limit's check for the calling client. */
  rate: (request: FastifyRequest) => Promise<{ isAllowed: boolean; isExceeded?: boolean; ttlInSeconds?: number }>;
}

/** Public checkout calls are limited per client address (docs/decisions/0031-hosted-checkout.md). */
async function limited(deps: CheckoutRoutesDeps, request: FastifyRequest, reply: FastifyReply): Promise<ApiFailure | null> {
  const rate = await deps.rate(request);
  if (rate.isAllowed || rate.isExceeded !== true) return null;
  void reply.header('retry-after', String(rate.ttlInSeconds ?? 60));
  return failure(429, errorCodes.tooManyRequests, 'Too many requests from this address. Try again in a minute.');
}

const outcomeOf = (status: 'Created' | 'Pending' | 'Paid' | 'Failed' | 'Expired') =>
  status === 'Paid' ? ('success' as const) : status === 'Failed' || status === 'Expired' ? ('failed' as const) : ('pending' as const);

export function registerCheckoutRoutes(app: FastifyInstance, kit: RouteKit, deps: CheckoutRoutesDeps): void {
  const { sessions, payments } = deps;

  // The merchant's signature is checked before its Idempotency-Key is looked at (docs/decisions/0021-idempotency.md).
  const signedByMerchant = async (request: FastifyRequest, reply: FastifyReply): Promise<string | ApiFailure> => {
    const refused = await limited(deps, request, reply);
    if (refused !== null) return refused;
    const check = await verifySignedRequest(
      deps.db,
      await deps.secretBox(),
      { method: request.method, url: request.url, headers: request.headers, rawBody: rawBodyOf(request) },
      deps.now(),
    );
    return check.ok ? check.merchantId : failure(401, 'bad_signature', check.message, check.field);
  };

  registerCall(
    app,
    kit,
    createCheckoutSession,
    publicAccess,
    async ({ body, signer, reply }) => {
      if (signer === null) throw new Error('A signed call ran without its signer');
      const created = await sessions.createSession(signer, body);
      if (created instanceof ApiFailure) return created;
      if (created.created) void reply.code(201);
      return {
        sessionId: created.session.id,
        checkoutUrl: `${deps.publicUrl}/hosted-checkout/${created.session.id}`,
        expiresAt: created.session.expires_at.toISOString(),
      };
    },
    { signedBy: signedByMerchant },
  );

  registerCall(app, kit, getCheckoutService, publicAccess, async ({ query, request, reply }) => {
    const refused = await limited(deps, request, reply);
    if (refused !== null) return refused;
    const session = await sessions.session(
      query.sessionId !== undefined ? { sessionId: query.sessionId } : { serviceId: query.serviceId ?? '', orderId: query.orderId ?? '' },
    );
    if (session instanceof ApiFailure) return session;
    return sessionDto(session, deps.cardProcessor);
  });

  registerCall(app, kit, walletCheckout, publicAccess, async ({ body, request, reply }) => {
    const refused = await limited(deps, request, reply);
    if (refused !== null) return refused;
    const session = await sessions.session({ sessionId: body.sessionId });
    if (session instanceof ApiFailure) return session;
    if (session.public_service_id !== body.serviceId) return failure(400, errorCodes.validation, 'serviceId does not match the session', 'serviceId');
    if (body.provider === 'jazzcash' && body.cnic === undefined)
      return failure(400, errorCodes.validation, 'Please provide valid CNIC (99999-9999999-9)', 'cnic');
    if (body.provider === 'easypaisa' && body.email === undefined && session.email === null)
      return failure(400, errorCodes.validation, 'Please provide valid email', 'email');
    const result = await payments.attempt({
      sessionId: body.sessionId,
      method: body.provider === 'jazzcash' ? 'JAZZCASH' : 'EASYPAISA',
      idempotencyKey: body.idempotencyKey,
      customerMobile: body.msisdn,
      ...(body.email === undefined ? {} : { email: body.email }),
      ...(body.cnic === undefined ? {} : { cnic: body.cnic }),
    });
    if (result instanceof ApiFailure) return result;
    return {
      status: outcomeOf(result.session.status),
      responseDesc: result.payment.responseDesc,
      orderId: result.session.order_id,
      redirectUrl: result.status.redirectUrl,
    };
  });

  registerCall(app, kit, cardCheckout, publicAccess, async ({ body, request, reply }) => {
    const refused = await limited(deps, request, reply);
    if (refused !== null) return refused;
    const session = await sessions.session({ sessionId: body.sessionId });
    if (session instanceof ApiFailure) return session;
    if (!session.payment_methods.includes('Credit Card')) return failure(400, errorCodes.validation, 'Payment rejected', 'sessionId');
    return { result: { url: `/hosted-checkout/${encodeURIComponent(session.id)}?method=card` } };
  });

  registerCall(app, kit, checkoutServiceById, publicAccess, async ({ params, request, reply }) => {
    const refused = await limited(deps, request, reply);
    if (refused !== null) return refused;
    const service = await deps.db
      .selectFrom('services')
      .select(['service_id', 'service_name', 'portal_url'])
      .where('service_id', '=', params.serviceId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (service === undefined) return notFound('Service not found');
    return { serviceId: service.service_id, serviceName: service.service_name, portalUrl: service.portal_url };
  });

  // A return page's status is a claim: the server asks the provider and saves the provider's answer.
  const confirmOrder = async (serviceId: string, orderId: string) => {
    const session = await sessions.session({ serviceId, orderId });
    if (session instanceof ApiFailure) return session;
    return payments.confirm(session);
  };

  registerCall(app, kit, postCheckoutStatus, publicAccess, async ({ body, request, reply }) => {
    const refused = await limited(deps, request, reply);
    if (refused !== null) return refused;
    return confirmOrder(body.serviceId, body.orderId);
  });

  registerCall(app, kit, easypaisaCardReturn, publicAccess, async ({ body, request, reply }) => {
    const refused = await limited(deps, request, reply);
    if (refused !== null) return refused;
    return confirmOrder(body.serviceId, body.orderId);
  });

  registerCall(app, kit, threeDSecureUpdateStatus, publicAccess, async ({ body, request, reply }) => {
    const refused = await limited(deps, request, reply);
    if (refused !== null) return refused;
    return confirmOrder(body.serviceId, body.orderId);
  });

  registerCall(app, kit, threeDSecureCheckout, publicAccess, async ({ body, request, reply }) => {
    const refused = await limited(deps, request, reply);
    if (refused !== null) return refused;
    const session = await sessions.session({ sessionId: body.sid });
    if (session instanceof ApiFailure) return session;
    const back = (kind: 'success' | 'fail') =>
      `/callback/stripe/${kind}/${encodeURIComponent(session.order_id)}/${encodeURIComponent(session.public_service_id)}`;
    const card = cardOf(body, deps.cardProcessor !== null);
    if (card instanceof ApiFailure) return card;
    const result = await payments.attempt({
      sessionId: body.sid,
      method: 'CARD',
      idempotencyKey: body.idempotencyKey,
      customerMobile: body.customerMobile,
      ...(body.email === undefined ? {} : { email: body.email }),
      card,
      returnUrl: { success: back('success'), fail: back('fail') },
    });
    if (result instanceof ApiFailure) return result;
    const { payment } = result;
    return {
      statusCode: payment.status === 'FAILED' ? 402 : 200,
      merchantRefNumber: payment.merchantRefNumber,
      redirectLink: payment.redirectLink,
      cardBrand: payment.cardBrand ?? 'visa',
      lastFour: payment.lastFour ?? '',
      responseDesc: payment.responseDesc,
    };
  });

  registerCall(app, kit, walletViaQr, publicAccess, async ({ body, request, reply }) => {
    const refused = await limited(deps, request, reply);
    if (refused !== null) return refused;
    const result = await payments.attempt({
      sessionId: body.sessionId,
      method: 'MWALLET-QR',
      idempotencyKey: body.idempotencyKey,
      customerMobile: body.customerMobile,
      ...(body.email === undefined ? {} : { email: body.email }),
    });
    if (result instanceof ApiFailure) return result;
    return {
      statusCode: result.payment.status === 'FAILED' ? 402 : 200,
      merchantRefNumber: result.payment.merchantRefNumber,
      walletQr: result.payment.walletQr ?? '',
      responseDesc: result.payment.responseDesc,
    };
  });

  registerCall(app, kit, walletViaR2p, publicAccess, async ({ body, request, reply }) => {
    const refused = await limited(deps, request, reply);
    if (refused !== null) return refused;
    const result = await payments.attempt({
      sessionId: body.sessionId,
      method: 'MWALLET-R2P',
      idempotencyKey: body.idempotencyKey,
      customerMobile: body.debitMobileWalletNo,
      ...(body.email === undefined ? {} : { email: body.email }),
    });
    if (result instanceof ApiFailure) return result;
    return {
      statusCode: result.payment.status === 'FAILED' ? 402 : 200,
      merchantRefNumber: result.payment.merchantRefNumber,
      responseDesc: result.payment.responseDesc,
    };
  });

  registerCall(app, kit, referenceNumber, publicAccess, async ({ body, request, reply }) => {
    const refused = await limited(deps, request, reply);
    if (refused !== null) return refused;
    const result = await payments.attempt({
      sessionId: body.sessionId,
      method: 'PAYATFAWRY',
      idempotencyKey: body.idempotencyKey,
      customerMobile: body.customerMobile,
      ...(body.email === undefined ? {} : { email: body.email }),
    });
    if (result instanceof ApiFailure) return result;
    return {
      statusCode: result.payment.status === 'FAILED' ? 402 : 200,
      merchantRefNumber: result.payment.merchantRefNumber,
      responseDesc: result.payment.responseDesc,
    };
  });

  registerCall(app, kit, paymentStatus, publicAccess, async ({ body, request, reply }) => {
    const refused = await limited(deps, request, reply);
    if (refused !== null) return refused;
    return payments.confirmRef(body.referanceNumber);
  });
}

/**
 * docs/decisions/0046-card-processor.md: with a card processor the page sends the id of the card it
 * tokenised there, and a card number sent to us is refused; the sandbox takes the card's details.
 */
function cardOf(body: ThreeDSecureCheckoutBody, processor: boolean): CardInput | ApiFailure {
  if (processor) {
    if (body.paymentMethodId === undefined)
      return failure(400, errorCodes.validation, 'Card details go to the card processor: send its payment method id', 'paymentMethodId');
    return { paymentMethodId: body.paymentMethodId };
  }
  const { cardNumber, cvv, cardExpiryMonth, cardExpiryYear } = body;
  if (cardNumber === undefined || cvv === undefined || cardExpiryMonth === undefined || cardExpiryYear === undefined) {
    return failure(400, errorCodes.validation, 'Payment methods of a card processor are not taken here: send the card details', 'paymentMethodId');
  }
  return { number: cardNumber, cvv, expiryMonth: cardExpiryMonth, expiryYear: cardExpiryYear, nameOnCard: body.customerName };
}

function sessionDto(session: SessionView, cardProcessor: CheckoutRoutesDeps['cardProcessor']) {
  return {
    cardProcessor,
    sessionId: session.id,
    msisdn: session.msisdn,
    email: session.email,
    cnic: session.cnic,
    paymentMethods: session.payment_methods,
    orderId: session.order_id,
    serviceId: session.public_service_id,
    serviceName: session.service_name,
    amount: session.amount,
    currency: session.currency,
    product: session.product,
    redirectUrl: session.redirect_url,
    status: session.status,
  };
}
