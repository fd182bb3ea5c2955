import { assign, fromPromise, setup } from 'xstate';
import { hostedCheckoutPollDelayMs, sessionPageRedirectDelayMs } from '../../domain/checkout/checkout-status';
import { newIdempotencyKey } from '../submit/idempotency-key';
import { CheckoutRefusal, type CheckoutSession, type PaymentOutcome, type PaymentRequest, type PaymentStart, type SessionKey } from './checkout.port';

/**
 * spec 3 §4 Payment page and Checkout progress overlay, one machine for every checkout page:
 * loading → choosing → paying → (provider page | waiting with QR or reference, or following an
 * attempt of the order already in flight → checking) →
 * result → redirect to the merchant with SUCCESS, PENDING or FAILED. Return pages start at
 * confirming. Delays are spec 3 §9's: 15 s before the status check on the hosted checkout, 5000 ms
 * from a result to the redirect. The machine names its effects (the port's calls as actors,
 * `navigate`); the checkout's composition (`di/checkout-composition.ts`) provides them.
 */
export type CheckoutPage = { kind: 'hosted'; key: SessionKey } | { kind: 'session'; key: SessionKey } | { kind: 'return'; serviceId: string; orderId: string };

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
  outcome: CheckoutOutcome | null;
  /** A refusal to show beside the form (the customer may correct and pay again). */
  problem: { message: string; field?: string } | null;
  /** A full-page error (spec 3 §8: session id missing, session load errors): the server's words, if any, */
  fatal: string | null;
  /** else the page's own message. */
  fatalKey: CheckoutMessageKey;
}

export type CheckoutEvent = { type: 'pay'; request: PaymentRequest } | { type: 'retry' };

/**
 * The page's own messages, as keys of the checkout's catalogues (English with an Urdu caption:
 * `src/ui/checkout/i18n`); the view translates them. What the server says travels as its text.
 */
export type CheckoutMessageKey = 'pendingTitle' | 'successText' | 'failedText' | 'failedTitle' | 'sessionMissing';

/** An outcome the server answered, or one the page decided (its message then a key). */
export type CheckoutOutcome = PaymentOutcome & { messageKey?: CheckoutMessageKey };

const pendingOutcome = (session: CheckoutSession | null): CheckoutOutcome => ({
  status: 'pending',
  message: '',
  messageKey: 'pendingTitle',
  redirectUrl: session?.redirectUrl ?? '',
});

const refusalOf = (error: unknown): { message: string; field?: string } => {
  const refusal = error as CheckoutRefusal;
  return refusal.field === undefined ? { message: refusal.message } : { message: refusal.message, field: refusal.field };
};

/** The server's words for a failure, when it sent some. */
const serverText = (error: unknown): string | null => (error instanceof Error && error.message.trim() !== '' ? error.message : null);

const provided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} is provided by the checkout's composition`);
};

export const checkoutMachine = setup({
  types: { context: {} as CheckoutContext, events: {} as CheckoutEvent, input: {} as CheckoutInput },
  actors: {
    loadSession: fromPromise<CheckoutSession, SessionKey>(provided('loadSession')),
    pay: fromPromise<PaymentStart, { session: CheckoutSession; request: PaymentRequest; key: string }>(provided('pay')),
    /** By the attempt's reference, or, following an attempt of the order (no reference), by the order. */
    checkStatus: fromPromise<PaymentOutcome, { reference: string | null; serviceId: string; orderId: string }>(provided('checkStatus')),
    confirmReturn: fromPromise<PaymentOutcome, { serviceId: string; orderId: string }>(provided('confirmReturn')),
  },
  actions: {
    navigate: (_, _params: { url: string }) => {},
    // One key per payment attempt the customer starts (docs/decisions/0021-idempotency.md).
    newKey: assign({ idempotencyKey: () => newIdempotencyKey() }),
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
    isRefusal: (_, params: { error: unknown }) => params.error instanceof CheckoutRefusal,
    hasRedirect: ({ context }) => (context.outcome?.redirectUrl ?? '') !== '',
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
    fatalKey: 'sessionMissing',
  }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'isReturnPage', target: 'confirming' }, { target: 'loading' }] },
    loading: {
      invoke: {
        src: 'loadSession',
        input: ({ context }) => (context.page.kind === 'return' ? { serviceId: context.page.serviceId, orderId: context.page.orderId } : context.page.key),
        onDone: { target: 'loaded', actions: assign({ session: ({ event }) => event.output }) },
        onError: { target: 'fatal', actions: assign({ fatal: ({ event }) => serverText(event.error), fatalKey: 'sessionMissing' }) },
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
              message: '',
              messageKey: context.session?.status === 'Paid' ? ('successText' as const) : ('failedText' as const),
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
          {
            guard: { type: 'isRedirect', params: ({ event }) => event.output },
            target: 'leaving',
            actions: { type: 'navigate', params: ({ event }) => ({ url: event.output.kind === 'redirect' ? event.output.url : '' }) },
          },
          {
            guard: { type: 'isWaiting', params: ({ event }) => event.output },
            target: 'waiting',
            actions: assign({
              reference: ({ event }) => (event.output.kind === 'qr' || event.output.kind === 'reference' ? event.output.reference : null),
              qr: ({ event }) => (event.output.kind === 'qr' ? event.output.qr : null),
            }),
          },
          {
            guard: { type: 'isFollowing', params: ({ event }) => event.output },
            target: 'waiting',
            actions: assign({ following: true, reference: null, qr: null }),
          },
          {
            target: 'result',
            actions: assign({ outcome: ({ event, context }) => (event.output.kind === 'result' ? event.output.outcome : pendingOutcome(context.session)) }),
          },
        ],
        onError: [
          // A refusal (bad input, blacklisted number) is shown by the form, with a fresh key for the next attempt.
          {
            guard: { type: 'isRefusal', params: ({ event }) => ({ error: event.error }) },
            target: 'choosing',
            actions: [assign({ problem: ({ event }) => refusalOf(event.error) }), 'newKey'],
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
        onDone: {
          target: 'leaving',
          actions: [assign({ outcome: ({ event }) => event.output }), { type: 'navigate', params: ({ event }) => ({ url: event.output.redirectUrl }) }],
        },
        onError: {
          target: 'leaving',
          actions: [
            assign({ outcome: ({ context }) => pendingOutcome(context.session) }),
            { type: 'navigate', params: ({ context }) => ({ url: pendingOutcome(context.session).redirectUrl }) },
          ],
        },
      },
    },
    confirming: {
      invoke: {
        src: 'confirmReturn',
        input: ({ context }) =>
          context.page.kind === 'return' ? { serviceId: context.page.serviceId, orderId: context.page.orderId } : { serviceId: '', orderId: '' },
        onDone: {
          target: 'leaving',
          actions: [assign({ outcome: ({ event }) => event.output }), { type: 'navigate', params: ({ event }) => ({ url: event.output.redirectUrl }) }],
        },
        onError: { target: 'fatal', actions: assign({ fatal: ({ event }) => serverText(event.error), fatalKey: 'failedTitle' }) },
      },
    },
    result: {
      after: {
        redirect: [
          { guard: 'hasRedirect', target: 'leaving', actions: { type: 'navigate', params: ({ context }) => ({ url: context.outcome?.redirectUrl ?? '' }) } },
        ],
      },
    },
    leaving: { type: 'final' },
    fatal: { type: 'final' },
  },
});

export type CheckoutMachine = typeof checkoutMachine;
