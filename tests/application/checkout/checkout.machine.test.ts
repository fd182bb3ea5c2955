import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { CheckoutPage } from '../../../src/application/checkout/checkout.machine';
import { CheckoutRefusal, type CheckoutPort, type CheckoutSession, type PaymentRequest } from '../../../src/application/checkout/checkout.port';
import { provideCheckoutMachine } from '../../../src/infrastructure/di/checkout-composition';
import english from '../../../src/ui/checkout/i18n/checkout.en.json';

const session: CheckoutSession = {
  sessionId: 's1',
  serviceId: '10008',
  serviceName: 'svc',
  orderId: 'O-1',
  amount: '10.00',
  currency: 'PKR',
  product: 'P',
  msisdn: null,
  email: null,
  cnic: null,
  paymentMethods: ['Credit Card', 'Easypaisa'],
  status: 'Created',
  redirectUrl: 'https://m.example/r',
  cardProcessor: null,
};
const request: PaymentRequest = {
  method: 'fawry',
  walletMode: 'qr',
  mobileNumber: '03001234567',
  walletNumber: '',
  email: '',
  cnic: '',
  card: { number: '', nameOnCard: '', expiry: '', cvv: '' },
};

function portWith(overrides: Partial<CheckoutPort>): CheckoutPort {
  return {
    loadSession: async () => session,
    pay: async () => ({ kind: 'reference', reference: 'PGW1' }),
    statusByReference: async () => ({ status: 'success', message: '', redirectUrl: 'https://m.example/r?status=SUCCESS' }),
    confirmReturn: async () => ({ status: 'failed', message: '', redirectUrl: 'https://m.example/r?status=FAILED' }),
    ...overrides,
  };
}

function start(port: CheckoutPort, page: CheckoutPage = { kind: 'hosted', key: { sessionId: 's1' } }) {
  const navigate = vi.fn();
  const machine = provideCheckoutMachine(port, navigate);
  const actor = createActor(machine, { input: { page, pollDelayMs: 5, redirectDelayMs: 5 } }).start();
  return { actor, navigate };
}

describe('checkout machine (spec 3 §4)', () => {
  it('reference: waits, checks the status once, and redirects where the server says', async () => {
    const statusByReference = vi.fn(async () => ({ status: 'success' as const, message: '', redirectUrl: 'https://m.example/r?status=SUCCESS' }));
    const { actor, navigate } = start(portWith({ statusByReference }));
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'pay', request });
    await waitFor(actor, (s) => s.matches('leaving'));
    expect(statusByReference).toHaveBeenCalledWith('PGW1');
    expect(navigate).toHaveBeenCalledWith('https://m.example/r?status=SUCCESS');
  });

  it('card: goes to the provider page', async () => {
    const { actor, navigate } = start(portWith({ pay: async () => ({ kind: 'redirect', url: '/payment-gateway/sandbox/3ds/R' }) }));
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'pay', request: { ...request, method: 'card' } });
    await waitFor(actor, (s) => s.matches('leaving'));
    expect(navigate).toHaveBeenCalledWith('/payment-gateway/sandbox/3ds/R');
  });

  it('a refusal returns to the form with its message and a new idempotency key', async () => {
    const keys: string[] = [];
    const { actor } = start(
      portWith({
        pay: async (_s, _r, key) => {
          keys.push(key);
          throw new CheckoutRefusal('Blocked', 'customerMobile');
        },
      }),
    );
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'pay', request });
    await waitFor(actor, (s) => s.matches('choosing') && s.context.problem !== null);
    expect(actor.getSnapshot().context.problem).toEqual({ message: 'Blocked', field: 'customerMobile' });
    actor.send({ type: 'pay', request });
    await waitFor(actor, (s) => s.matches('choosing') && keys.length === 2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('a payment of the order already in flight: the page waits, then asks about the order and redirects as the server says', async () => {
    const statusByReference = vi.fn(async () => ({ status: 'failed' as const, message: '', redirectUrl: '' }));
    const confirmReturn = vi.fn(async () => ({ status: 'success' as const, message: '', redirectUrl: 'https://m.example/r?status=SUCCESS' }));
    const { actor, navigate } = start(portWith({ pay: async () => ({ kind: 'following' }), statusByReference, confirmReturn }));
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'pay', request });
    await waitFor(actor, (s) => s.matches('waiting'));
    expect(actor.getSnapshot().context.following).toBe(true);
    await waitFor(actor, (s) => s.matches('leaving'));
    expect(confirmReturn).toHaveBeenCalledWith('10008', 'O-1');
    expect(statusByReference).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('https://m.example/r?status=SUCCESS');
  });

  it("an exception during payment reads 'Payment is pending' and redirects", async () => {
    const { actor, navigate } = start(
      portWith({
        pay: async () => {
          throw new Error('network');
        },
      }),
    );
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'pay', request });
    await waitFor(actor, (s) => s.matches('leaving'));
    // The machine holds the message's key; the page shows the catalogue's text.
    expect(english[actor.getSnapshot().context.outcome?.messageKey ?? 'sessionMissing']).toBe('Payment is pending');
    expect(navigate).toHaveBeenCalledWith('https://m.example/r');
  });

  it('a return page confirms and redirects; a failed session load is a full-page error', async () => {
    const returned = start(portWith({}), { kind: 'return', serviceId: '10008', orderId: 'O-1' });
    await waitFor(returned.actor, (s) => s.matches('leaving'));
    expect(returned.navigate).toHaveBeenCalledWith('https://m.example/r?status=FAILED');
    const missing = start(
      portWith({
        loadSession: async () => {
          throw new CheckoutRefusal('Session ID not provided', 'sessionId');
        },
      }),
    );
    await waitFor(missing.actor, (s) => s.matches('fatal'));
    expect(missing.actor.getSnapshot().context.fatal).toBe('Session ID not provided');
  });
});
