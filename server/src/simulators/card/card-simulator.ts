import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { decimalOf, formatDecimal } from '../../../../src/domain/money/decimal';
import { listBalanceTransactions } from './balance-transactions';
import { challengePage } from './challenge-page';
import { type FormValue, parseFormBody } from './form-body';
import { PaymentIntents } from './payment-intents';
import { SimulatorStore, type StripeObject } from './simulator-store';
import { StripeError, idempotencyMismatch, invalidKey } from './stripe-errors';
import { WebhookSender } from './webhook-sender';

export interface CardSimulatorOptions {
  /** The account's keys: sk_… for the server, pk_… for the browser's tokenisation only. */
  secretKey: string;
  publishableKey: string;
  /** The webhook endpoint's signing secret (whsec_…) and URL (read at each event); without a URL events are not posted. */
  webhookSecret: string;
  webhookUrl?: string | (() => string | undefined);
  /** Where the state is kept between runs; unset, in memory. */
  stateFile?: string;
  /** The simulator's address as browsers reach it (the 3-D Secure page); unset, from the request's Host. */
  publicUrl?: string;
  webhookRetryBaseMs?: number;
  logger?: boolean;
}

export interface CardSimulator {
  app: FastifyInstance;
  /** Events posted or being posted (tests wait on them). */
  webhooks: WebhookSender;
}

interface FormRequest {
  raw: string;
  fields: Record<string, FormValue>;
}

/**
 * A card processor that speaks Stripe's wire for what the gateway uses (docs/providers.md "Card
 * processor"): bearer keys, form-encoded bodies in bracket notation, Idempotency-Key, Stripe's error
 * shape, payment methods, PaymentIntents with a 3-D Secure page, refunds and signed webhooks. The
 * official `stripe` SDK talks to it through its host, port and protocol options.
 */
export function cardSimulator(options: CardSimulatorOptions): CardSimulator {
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 64 * 1024 });
  const store = new SimulatorStore(options.stateFile);
  const webhooks = new WebhookSender({
    url: typeof options.webhookUrl === 'function' ? options.webhookUrl : () => options.webhookUrl as string | undefined,
    secret: options.webhookSecret,
    ...(options.webhookRetryBaseMs === undefined ? {} : { retryBaseMs: options.webhookRetryBaseMs }),
    log: (message) => app.log.warn(message),
  });
  let origin = options.publicUrl ?? '';
  const intents = new PaymentIntents(store, webhooks, (id) => `${origin}/3ds/${encodeURIComponent(id)}`);

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    const raw = typeof body === 'string' ? body : body.toString('utf8');
    done(null, { raw, fields: parseFormBody(raw) } satisfies FormRequest);
  });

  app.addHook('onRequest', async (request, reply) => {
    if (options.publicUrl === undefined) origin = `${request.protocol}://${request.headers.host ?? 'localhost'}`;
    // The browser tokenises cards from the merchant's checkout page, another origin.
    if (request.url.startsWith('/v1/payment_methods')) {
      void reply.header('access-control-allow-origin', '*');
      void reply.header('access-control-allow-headers', 'authorization, content-type, idempotency-key, stripe-version');
      void reply.header('access-control-allow-methods', 'GET, POST');
      void reply.header('access-control-max-age', '600');
    }
    void reply.header('request-id', `req_${Math.random().toString(36).slice(2, 16)}`);
  });
  app.options('/v1/payment_methods', async (_request, reply) => reply.code(204).send());

  type Handler = (request: FastifyRequest<{ Params: Record<string, string> }>, fields: Record<string, FormValue>) => StripeObject;

  /** An API call: key checked, body read, Idempotency-Key honoured, a StripeError answered in Stripe's shape. */
  const api = (keys: 'secret' | 'any', handler: Handler) => async (request: FastifyRequest<{ Params: Record<string, string> }>, reply: FastifyReply) => {
    const key = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (key !== options.secretKey && (keys === 'secret' || key !== options.publishableKey)) return answer(reply, invalidKey(key));
    const form = (request.body ?? { raw: '', fields: {} }) as FormRequest;
    const idempotencyKey = request.method === 'POST' ? request.headers['idempotency-key'] : undefined;
    if (typeof idempotencyKey !== 'string' || idempotencyKey === '') return answer(reply, run(handler, request, form.fields));
    const slot = `${key}:${idempotencyKey}`;
    const fingerprint = `${request.method} ${request.url} ${form.raw}`;
    const earlier = store.state.idempotency[slot];
    if (earlier !== undefined) {
      if (earlier.fingerprint !== fingerprint) return answer(reply, idempotencyMismatch(idempotencyKey));
      return reply.code(earlier.status).header('idempotent-replayed', 'true').send(earlier.body);
    }
    const result = run(handler, request, form.fields);
    const [status, body] = result instanceof StripeError ? [result.status, result.body] : [200, result];
    // Stripe keeps the answer of a request that ran (a decline too), not of one refused before it ran.
    if (status < 500) {
      store.change((state) => {
        state.idempotency[slot] = { fingerprint, status, body };
      });
    }
    return answer(reply, result);
  };

  const queryOf = (request: FastifyRequest) => (request.url.includes('?') ? parseFormBody(request.url.slice(request.url.indexOf('?') + 1)) : {});
  /** `expand[]=payment_method` (body or query, as the SDK sends it) answers the payment method's object in place of its id. */
  const expanded = (request: FastifyRequest, fields: Record<string, FormValue>, result: StripeObject): StripeObject => {
    const query = queryOf(request);
    const asked = [fields.expand, query.expand].flatMap((value) => (Array.isArray(value) ? value : []));
    if (!asked.includes('payment_method') || typeof result.payment_method !== 'string') return result;
    return { ...result, payment_method: store.state.paymentMethods[result.payment_method]?.object ?? result.payment_method };
  };
  const id = (request: FastifyRequest<{ Params: Record<string, string> }>) => request.params.id ?? '';
  app.post(
    '/v1/payment_methods',
    api('any', (_request, fields) => intents.createPaymentMethod(fields)),
  );
  app.get(
    '/v1/payment_methods/:id',
    api('secret', (request) => intents.paymentMethod(id(request))),
  );
  app.post(
    '/v1/payment_intents',
    api('secret', (_request, fields) => intents.createIntent(fields)),
  );
  app.get(
    '/v1/payment_intents/:id',
    api('secret', (request, fields) => expanded(request, fields, intents.intent(id(request)))),
  );
  app.post(
    '/v1/payment_intents/:id/confirm',
    api('secret', (request, fields) => expanded(request, fields, intents.confirm(id(request), fields))),
  );
  app.post(
    '/v1/payment_intents/:id/cancel',
    api('secret', (request, fields) => intents.cancel(id(request), fields)),
  );
  app.post(
    '/v1/refunds',
    api('secret', (_request, fields) => intents.refund(fields)),
  );
  app.get(
    '/v1/refunds/:id',
    api('secret', (request) => intents.refundById(id(request))),
  );
  app.get(
    '/v1/balance_transactions',
    // Stripe's list object has no id of its own: it is answered as the other objects are.
    api('secret', (request) => listBalanceTransactions(store.state, queryOf(request)) as unknown as StripeObject),
  );

  app.get<{ Params: { id: string } }>('/3ds/:id', async (request, reply) => {
    const intent = store.state.paymentIntents[request.params.id];
    const method = typeof intent?.payment_method === 'string' ? store.state.paymentMethods[intent.payment_method]?.object : undefined;
    const card = (method?.card ?? {}) as { brand?: string; last4?: string };
    const page =
      intent === undefined || intent.status !== 'requires_action'
        ? challengePage(null)
        : challengePage({
            action: `/3ds/${encodeURIComponent(intent.id)}`,
            // Exact: the minor units as a decimal of two places (every currency the gateway takes has two).
            amount: `${formatDecimal(decimalOf(BigInt(Number(intent.amount)), 2))} ${String(intent.currency).toUpperCase()}`,
            card: `${card.brand ?? ''} •••• ${card.last4 ?? ''}`,
          });
    return reply
      .code(intent === undefined ? 404 : 200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(page);
  });

  app.post<{ Params: { id: string } }>('/3ds/:id', async (request, reply) => {
    const fields = ((request.body ?? { fields: {} }) as FormRequest).fields;
    const done = run(() => intents.completeChallenge(request.params.id, fields.outcome === 'pass'), request, {});
    if (done instanceof StripeError) return reply.code(404).type('text/html; charset=utf-8').send(challengePage(null));
    const returnUrl = typeof done.return_url === 'string' ? done.return_url : null;
    if (returnUrl === null) return reply.type('text/html; charset=utf-8').send(challengePage(null));
    const back = new URL(returnUrl);
    back.searchParams.set('payment_intent', done.id);
    back.searchParams.set('payment_intent_client_secret', String(done.client_secret));
    back.searchParams.set('redirect_status', done.status === 'succeeded' ? 'succeeded' : 'failed');
    return reply.redirect(back.toString(), 303);
  });

  return { app, webhooks };
}

function run(
  handler: (request: FastifyRequest<{ Params: Record<string, string> }>, fields: Record<string, FormValue>) => StripeObject,
  request: FastifyRequest<{ Params: Record<string, string> }>,
  fields: Record<string, FormValue>,
): StripeObject | StripeError {
  try {
    return handler(request, fields);
  } catch (error) {
    if (error instanceof StripeError) return error;
    throw error;
  }
}

function answer(reply: FastifyReply, result: StripeObject | StripeError) {
  return result instanceof StripeError ? reply.code(result.status).send(result.body) : reply.code(200).send(result);
}
