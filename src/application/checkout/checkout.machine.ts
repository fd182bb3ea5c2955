import { assign, fromPromise, setup } from 'xstate';
import { hostedCheckoutPollDelayMs, sessionPageRedirectDelayMs } from '../../domain/checkout/checkout-status';
import { CheckoutRefusal, type CheckoutPort, type CheckoutSession, type PaymentOutcome, type PaymentRequest, type PaymentStart, type SessionKey } from './checkout.port';

/**
 * spec 3 §4 Payment page and Checkout progress overlay, one machine for every checkout page:
 * loading → choosing → paying → (provider page | waiting with QR or reference, or following an
 * attempt of the order already in flight → checking) →
 * result → redirect to the merchant with SUCCESS, PENDING or FAILED. Return pages start at
 * confirming. Delays are spec 3 §9's: 15 s before the status check on the hosted checkout, 5000 ms
 * from a result to the redirect. Effects (`navigate`, `newKey`) are provided at the edge.
 */
export type CheckoutPage =
  | { kind: 'hosted'; key: SessionKey }
  | { kind: 'session'; key: SessionKey }
  | { kind: 'return'; serviceId: string; orderId: string };

export interface CheckoutInput {
  page: CheckoutPage;
  pollDelayMs?: number;
  redirectDelayMs?: number;
}

export interface CheckoutContext {
  page: CheckoutPage;
  pollDelayMs: number;
  redirectDelayMs: number;
  session: CheckoutSession | null;
  request: PaymentRequest | null;
  idempotencyKey: string;
  reference: string | null;
  qr: string | null;
  /** The page follows another attempt of the order that is in flight (it knows no reference of it). */
  following: boolean;
  outcome: PaymentOutcome | null;
  /** A refusal to show beside the form (the customer may correct and pay again). */
  problem: { message: string; field?: string } | null;
  /** A full-page error (spec 3 §8: session id missing, session load errors). */
  fatal: string | null;
}

export type CheckoutEvent = { type: 'pay'; request: PaymentRequest } | { type: 'retry' };

const pendingOutcome = (session: CheckoutSession | null, message = 'Payment is pending'): PaymentOutcome => ({
  status: 'pending',
  message,
  redirectUrl: session?.redirectUrl ?? '',
});

function problemOf(error: unknown): { message: string; field?: string } {
  if (!(error instanceof CheckoutRefusal)) return { message: 'Payment is pending' };
  return error.field === undefined ? { message: error.message } : { message: error.message, field: error.field };
}

export function createCheckoutMachine(port: CheckoutPort) {
  return setup({
    types: { context: {} as CheckoutContext, events: {} as CheckoutEvent, input: {} as CheckoutInput },
    actors: {
      loadSession: fromPromise<CheckoutSession, SessionKey>(({ input }) => port.loadSession(input)),
      pay: fromPromise<PaymentStart, { session: CheckoutSession; request: PaymentRequest; key: string }>(({ input }) => port.pay(input.session, input.request, input.key)),
      checkStatus: fromPromise<PaymentOutcome, { reference: string | null; serviceId: string; orderId: string }>(({ input }) =>
        input.reference === null ? port.confirmReturn(input.serviceId, input.orderId) : port.statusByReference(input.reference),
      ),
      confirmReturn: fromPromise<PaymentOutcome, { serviceId: string; orderId: string }>(({ input }) => port.confirmReturn(input.serviceId, input.orderId)),
    },
    actions: {
      navigate: (_, _params: { url: string }) => {},
      newKey: assign({ idempotencyKey: () => `k${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}` }),
    },
    delays: {
      poll: ({ context }) => context.pollDelayMs,
      redirect: ({ context }) => context.redirectDelayMs,
    },
    guards: {
      isReturnPage: ({ context }) => context.page.kind === 'return',
      isRedirect: (_, start: PaymentStart) => start.kind === 'redirect',
      isWaiting: (_, start: PaymentStart) => start.kind === 'qr' || start.kind === 'reference',
      isFollowing: (_, start: PaymentStart) => start.kind === 'following',
      isOpen: ({ context }) => context.session?.status === 'Created' || context.session?.status === 'Pending',
    },
  }).createMachine({
    id: 'checkout',
    context: ({ input }) => ({
      page: input.page,
      pollDelayMs: input.pollDelayMs ?? hostedCheckoutPollDelayMs,
      redirectDelayMs: input.redirectDelayMs ?? sessionPageRedirectDelayMs,
      session: null,
      request: null,
      idempotencyKey: '',
      reference: null,
      qr: null,
      following: false,
      outcome: null,
      problem: null,
      fatal: null,
    }),
    initial: 'starting',
    states: {
      starting: { always: [{ guard: 'isReturnPage', target: 'confirming' }, { target: 'loading' }] },
      loading: {
        invoke: {
          src: 'loadSession',
          input: ({ context }) => (context.page.kind === 'return' ? { serviceId: context.page.serviceId, orderId: context.page.orderId } : context.page.key),
          onDone: { target: 'loaded', actions: assign({ session: ({ event }) => event.output }) },
          onError: { target: 'fatal', actions: assign({ fatal: ({ event }) => (event.error instanceof Error ? event.error.message : 'Session ID not provided') }) },
        },
      },
      loaded: {
        always: [
          { guard: 'isOpen', target: 'choosing', actions: 'newKey' },
          {
            target: 'result',
            actions: assign({
              outcome: ({ context }) => ({
                status: context.session?.status === 'Paid' ? ('success' as const) : ('failed' as const),
                message: context.session?.status === 'Paid' ? 'Your transaction is processed successfully' : 'Your transaction is failed',
                redirectUrl: '',
              }),
            }),
          },
        ],
      },
      choosing: {
        on: { pay: { target: 'paying', actions: assign({ request: ({ event }) => event.request, problem: null }) } },
      },
      paying: {
        invoke: {
          src: 'pay',
          input: ({ context }) => ({ session: context.session as CheckoutSession, request: context.request as PaymentRequest, key: context.idempotencyKey }),
          onDone: [
            { guard: { type: 'isRedirect', params: ({ event }) => event.output }, target: 'leaving', actions: { type: 'navigate', params: ({ event }) => ({ url: event.output.kind === 'redirect' ? event.output.url : '' }) } },
            {
              guard: { type: 'isWaiting', params: ({ event }) => event.output },
              target: 'waiting',
              actions: assign({
                reference: ({ event }) => (event.output.kind === 'qr' || event.output.kind === 'reference' ? event.output.reference : null),
                qr: ({ event }) => (event.output.kind === 'qr' ? event.output.qr : null),
              }),
            },
            { guard: { type: 'isFollowing', params: ({ event }) => event.output }, target: 'waiting', actions: assign({ following: true, reference: null, qr: null }) },
            { target: 'result', actions: assign({ outcome: ({ event, context }) => (event.output.kind === 'result' ? event.output.outcome : pendingOutcome(context.session)) }) },
          ],
          onError: [
            // A refusal (bad input, blacklisted number) is shown by the form, with a fresh key for the next attempt.
            {
              guard: ({ event }) => event.error instanceof CheckoutRefusal,
              target: 'choosing',
              actions: [assign({ problem: ({ event }) => problemOf(event.error) }), 'newKey'],
            },
            // spec 3 §8: an exception during payment reads 'Payment is pending'.
            { target: 'result', actions: assign({ outcome: ({ context }) => pendingOutcome(context.session) }) },
          ],
        },
      },
      waiting: { after: { poll: 'checking' } },
      checking: {
        invoke: {
          src: 'checkStatus',
          input: ({ context }) => ({ reference: context.reference, serviceId: context.session?.serviceId ?? '', orderId: context.session?.orderId ?? '' }),
          onDone: { target: 'leaving', actions: [assign({ outcome: ({ event }) => event.output }), { type: 'navigate', params: ({ event }) => ({ url: event.output.redirectUrl }) }] },
          onError: { target: 'leaving', actions: [assign({ outcome: ({ context }) => pendingOutcome(context.session) }), { type: 'navigate', params: ({ context }) => ({ url: pendingOutcome(context.session).redirectUrl }) }] },
        },
      },
      confirming: {
        invoke: {
          src: 'confirmReturn',
          input: ({ context }) => (context.page.kind === 'return' ? { serviceId: context.page.serviceId, orderId: context.page.orderId } : { serviceId: '', orderId: '' }),
          onDone: { target: 'leaving', actions: [assign({ outcome: ({ event }) => event.output }), { type: 'navigate', params: ({ event }) => ({ url: event.output.redirectUrl }) }] },
          onError: { target: 'fatal', actions: assign({ fatal: ({ event }) => (event.error instanceof Error ? event.error.message : 'Transaction failed') }) },
        },
      },
      result: {
        after: {
          redirect: [
            { guard: ({ context }) => (context.outcome?.redirectUrl ?? '') !== '', target: 'leaving', actions: { type: 'navigate', params: ({ context }) => ({ url: context.outcome?.redirectUrl ?? '' }) } },
          ],
        },
      },
      leaving: { type: 'final' },
      fatal: { type: 'final' },
    },
  });
}

export type CheckoutMachine = ReturnType<typeof createCheckoutMachine>;
