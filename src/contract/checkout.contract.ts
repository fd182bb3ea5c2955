import { z } from 'zod';
import { defineCall } from './call-definition';
import { checkoutPaths as p } from './checkout-paths';
import { cardBrands, isExpiryInFuture, isValidCardNumber, isValidCvv } from '../domain/checkout/card';
import { isValidCnic } from '../domain/checkout/cnic';
import { parseCheckoutMobile } from '../domain/checkout/checkout-mobile';
import { checkoutSessionStatuses } from '../domain/checkout/checkout-status';
import { paymentMethods } from '../domain/services/service-catalogue';
import { currencyCodes } from '../domain/money/currencies';
import { checkoutFormMessages as m } from '../forms/checkout-form-rules';

// spec 3 §7 Session and hosted checkout: the calls of the checkout page (public: the customer does
// not sign in) and the merchant's signed session call. docs/decisions/0031-hosted-checkout.md.

/** A positive amount of at most 2 decimals, as text (exact: never a float). */
const amountText = z
  .string()
  .trim()
  .regex(/^\d{1,13}(\.\d{1,2})?$/, 'Amount must be a positive number with at most 2 decimals')
  .refine((value) => /[1-9]/.test(value), 'Amount must be greater than 0');
const id = (name: string, max = 64) =>
  z
    .string()
    .trim()
    .min(1, `Please provide ${name}`)
    .max(max, `${name} is too long`)
    .regex(/^[A-Za-z0-9._:-]+$/, `${name} may hold letters, digits, dot, dash, colon and underscore only`);
const mobile = z
  .string()
  .max(32)
  .refine((value) => parseCheckoutMobile(value).ok, m.mobileInvalid);
const sessionId = id('sessionId');
/** spec 3 §5: a valid email; the gateway's card and wallet calls need one, theirs or the session's (checkout-payments.service.ts). */
const email = z.string().trim().email(m.emailInvalid).max(254);
/** A client's key for one payment attempt: the same key answers the first attempt's result. */
const idempotencyKey = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'Please provide an idempotency key of 8 to 64 letters, digits, dash or underscore');

export const createSessionBodySchema = z.object({
  orderId: id('orderId'),
  serviceId: id('serviceId'),
  amount: amountText,
  currency: z.enum(currencyCodes),
  product: z.string().trim().min(1, 'Please provide product').max(120),
  redirectUrl: z
    .string()
    .trim()
    .max(2000)
    .url('Please provide an absolute redirect URL')
    .refine((value) => /^https?:\/\//i.test(value), 'The redirect URL must be http or https'),
  msisdn: mobile.optional(),
  email: email.optional(),
  cnic: z.string().trim().refine(isValidCnic, m.cnicRequired).optional(),
});
export type CreateSessionBody = z.infer<typeof createSessionBodySchema>;

/** Server to server, signed with the merchant's secret key (headers x-pgw-sid, -timestamp, -nonce, -signature). */
export const createCheckoutSession = defineCall({
  id: 'checkout.createSession',
  summary: "A merchant's server opens a payment session (HMAC-signed with the merchant's secret key)",
  base: 'api',
  method: 'POST',
  path: p.createSession,
  body: createSessionBodySchema,
  response: z.object({ sessionId: z.string(), checkoutUrl: z.string(), expiresAt: z.string() }),
  public: true,
  idempotency: { required: false },
});

export const checkoutSessionSchema = z.object({
  sessionId: z.string(),
  msisdn: z.string().nullable(),
  email: z.string().nullable(),
  cnic: z.string().nullable(),
  paymentMethods: z.array(z.enum(paymentMethods)),
  orderId: z.string(),
  serviceId: z.string(),
  serviceName: z.string(),
  amount: z.string(),
  currency: z.string(),
  product: z.string(),
  redirectUrl: z.string(),
  status: z.enum(checkoutSessionStatuses),
  /**
   * docs/decisions/0046-card-processor.md: where the page tokenises a card (the processor's API origin and
   * publishable key), so the number goes from the browser to the processor only; null: the sandbox takes card details.
   */
  cardProcessor: z.object({ apiBase: z.string(), publishableKey: z.string() }).nullable(),
});
export type CheckoutSessionDto = z.infer<typeof checkoutSessionSchema>;

export const getCheckoutService = defineCall({
  id: 'checkout.getService',
  summary: 'The payment session the checkout page shows (amount, order and redirect come from here only)',
  base: 'api',
  method: 'GET',
  path: p.getService,
  // spec 3 §8: no session id is 'Session ID not provided'; /checkout/mena/{serviceId}/{orderId} finds the order's live session.
  query: z
    .object({ sessionId: sessionId.optional(), serviceId: id('serviceId').optional(), orderId: id('orderId').optional() })
    .refine((q) => q.sessionId !== undefined || (q.serviceId !== undefined && q.orderId !== undefined), {
      message: 'Session ID not provided',
      path: ['sessionId'],
    }),
  response: checkoutSessionSchema,
  public: true,
});

/** The outcome of a payment call: what the page shows and where it sends the customer. */
export const paymentOutcomeSchema = z.object({
  status: z.enum(['success', 'failed', 'pending']),
  responseDesc: z.string(),
  orderId: z.string(),
  redirectUrl: z.string(),
});

export const walletCheckout = defineCall({
  id: 'checkout.wallet',
  summary: 'Session payment page: pays the session with an Easypaisa or Jazzcash wallet',
  base: 'api',
  method: 'POST',
  path: p.walletCheckout,
  body: z.object({
    provider: z.enum(['easypaisa', 'jazzcash']),
    email: email.optional(),
    serviceId: id('serviceId'),
    msisdn: mobile,
    cnic: z.string().trim().refine(isValidCnic, m.cnicRequired).optional(),
    sessionId,
    idempotencyKey,
  }),
  response: paymentOutcomeSchema,
  public: true,
  idempotency: { required: true, bodyField: 'idempotencyKey' },
});

export const cardCheckout = defineCall({
  id: 'checkout.card',
  summary: 'Session payment page: where to send the customer to pay the session by card',
  base: 'api',
  method: 'POST',
  path: p.cardCheckout,
  body: z.object({ sessionId }),
  response: z.object({ result: z.object({ url: z.string() }) }),
  public: true,
});

export const checkoutServiceById = defineCall({
  id: 'checkout.serviceById',
  summary: "A service's public name and portal URL (card return pages)",
  base: 'api',
  method: 'GET',
  path: p.serviceById,
  params: z.object({ serviceId: id('serviceId') }),
  response: z.object({ serviceId: z.string(), serviceName: z.string(), portalUrl: z.string().nullable() }),
  public: true,
});

/** The session's status as the server knows it after asking the provider; the reported status is a claim only. */
export const checkoutStatusResultSchema = z.object({
  orderStatus: z.enum(checkoutSessionStatuses),
  redirectStatus: z.enum(['SUCCESS', 'PENDING', 'FAILED']),
  orderId: z.string(),
  serviceId: z.string(),
  paymentAmount: z.string(),
  redirectUrl: z.string(),
});

export const postCheckoutStatus = defineCall({
  id: 'checkout.status',
  summary: 'A return page reports a status; the server confirms it with the provider before saving',
  base: 'api',
  method: 'POST',
  path: p.checkoutStatus,
  body: z.object({ serviceId: id('serviceId'), orderId: id('orderId'), status: z.enum(['Success', 'Failed']) }),
  response: checkoutStatusResultSchema,
  public: true,
});

export const easypaisaCardReturn = defineCall({
  id: 'checkout.easypaisaCard',
  summary: "Completes a card checkout made through the wallet provider's card page, confirmed with the provider",
  base: 'api',
  method: 'POST',
  path: p.easypaisaCard,
  body: z.object({
    serviceId: id('serviceId'),
    msisdn: mobile,
    paymentMethod: z.literal('CC'),
    orderId: id('orderId'),
    product: z.string().trim().max(120).optional(),
    merchantRefNumber: id('merchantRefNumber').optional(),
  }),
  response: checkoutStatusResultSchema,
  public: true,
});

// The payment-gateway base (docs/spec/decisions.md §1): spec 3 §7's names, misspellings kept.

const cardExpiryMonth = z.string().regex(/^(0[1-9]|1[0-2])$/, m.cardExpiryInvalid);
const cardExpiryYear = z.string().regex(/^\d{2}$/, m.cardExpiryInvalid);

const cardFieldNames = ['cardNumber', 'cvv', 'cardExpiryMonth', 'cardExpiryYear'] as const;

/**
 * Either the card's details (the sandbox) or the id of the payment method the browser created at the
 * card processor (docs/decisions/0046-card-processor.md), never both: with a processor the number
 * never reaches this server.
 */
export const threeDSecureCheckoutBodySchema = z
  .object({
    sid: sessionId,
    paymentMethod: z.literal('CARD'),
    customerName: z.string().trim().min(3, m.nameOnCardInvalid).max(120),
    customerMobile: mobile,
    email: email.optional(),
    cardNumber: z.string().max(32).refine(isValidCardNumber, m.cardNumberInvalid).optional(),
    cvv: z.string().refine(isValidCvv, m.cvvInvalid).optional(),
    cardExpiryMonth: cardExpiryMonth.optional(),
    cardExpiryYear: cardExpiryYear.optional(),
    paymentMethodId: z
      .string()
      .regex(/^pm_[A-Za-z0-9_]{1,96}$/, 'Please provide the payment method id the card processor answered (pm_…)')
      .optional(),
    idempotencyKey,
  })
  .superRefine((body, context) => {
    if (body.paymentMethodId !== undefined) {
      for (const name of cardFieldNames) {
        if (body[name] !== undefined)
          context.addIssue({ code: 'custom', message: 'Card details are sent to the card processor, not with a payment method', path: [name] });
      }
      return;
    }
    const messages = { cardNumber: m.cardNumberInvalid, cvv: m.cvvInvalid, cardExpiryMonth: m.cardExpiryInvalid, cardExpiryYear: m.cardExpiryInvalid };
    for (const name of cardFieldNames) if (body[name] === undefined) context.addIssue({ code: 'custom', message: messages[name], path: [name] });
    if (
      body.cardExpiryMonth !== undefined &&
      body.cardExpiryYear !== undefined &&
      !isExpiryInFuture({ month: Number(body.cardExpiryMonth), year: 2000 + Number(body.cardExpiryYear) }, new Date())
    ) {
      context.addIssue({ code: 'custom', message: m.cardExpired, path: ['cardExpiryYear'] });
    }
  });

export const threeDSecureCheckout = defineCall({
  id: 'paymentGateway.threeDSecureCheckout',
  summary: 'Starts a 3-D Secure card payment; answers the challenge page to send the customer to',
  base: 'paymentGateway',
  method: 'POST',
  path: p.threeDSecureCheckout,
  body: threeDSecureCheckoutBodySchema,
  response: z.object({
    statusCode: z.number().int(),
    merchantRefNumber: z.string(),
    redirectLink: z.string().nullable(),
    cardBrand: z.enum(cardBrands),
    lastFour: z.string(),
    responseDesc: z.string(),
  }),
  public: true,
  idempotency: { required: true, bodyField: 'idempotencyKey' },
});

export const walletViaQr = defineCall({
  id: 'paymentGateway.walletViaQr',
  summary: 'Starts a wallet payment by QR code; answers the QR image (PNG data URL)',
  base: 'paymentGateway',
  method: 'POST',
  path: p.walletViaQr,
  body: z.object({ sessionId, paymentMethod: z.literal('MWALLET'), customerMobile: mobile, email: email.optional(), idempotencyKey }),
  response: z.object({ statusCode: z.number().int(), merchantRefNumber: z.string(), walletQr: z.string(), responseDesc: z.string() }),
  public: true,
  idempotency: { required: true, bodyField: 'idempotencyKey' },
});

export const walletViaR2p = defineCall({
  id: 'paymentGateway.walletViaR2p',
  summary: 'Starts a request-to-pay: the wallet asks the customer to approve (OTP) on the phone',
  base: 'paymentGateway',
  method: 'POST',
  path: p.walletViaR2p,
  body: z.object({
    sessionId,
    paymentMethod: z.literal('MWALLET'),
    customerMobile: mobile,
    debitMobileWalletNo: mobile,
    email: email.optional(),
    idempotencyKey,
  }),
  response: z.object({ statusCode: z.number().int(), merchantRefNumber: z.string(), responseDesc: z.string() }),
  public: true,
  idempotency: { required: true, bodyField: 'idempotencyKey' },
});

export const referenceNumber = defineCall({
  id: 'paymentGateway.referenceNumber',
  summary: 'Pay by reference number: answers the number the customer pays at an outlet or in an app',
  base: 'paymentGateway',
  method: 'POST',
  path: p.referenceNumber,
  body: z.object({ sessionId, paymentMethod: z.literal('PAYATFAWRY'), customerMobile: mobile, email: email.optional(), idempotencyKey }),
  response: z.object({ statusCode: z.number().int(), merchantRefNumber: z.string(), responseDesc: z.string() }),
  public: true,
  idempotency: { required: true, bodyField: 'idempotencyKey' },
});

export const paymentStatus = defineCall({
  id: 'paymentGateway.paymentStatus',
  summary: "A payment's status by merchant reference number, asked of the provider and saved",
  base: 'paymentGateway',
  method: 'POST',
  path: p.paymentStatus,
  body: z.object({ referanceNumber: id('referanceNumber') }),
  response: checkoutStatusResultSchema,
  public: true,
});

export const threeDSecureUpdateStatus = defineCall({
  id: 'paymentGateway.threeDSecureUpdateStatus',
  summary: "Card return: saves the card payment's status as the provider reports it",
  base: 'paymentGateway',
  method: 'PUT',
  path: p.threeDSecureUpdateStatus,
  body: z.object({ serviceId: id('serviceId'), orderId: id('orderId') }),
  response: checkoutStatusResultSchema,
  public: true,
});
