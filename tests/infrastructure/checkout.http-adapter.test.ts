import { describe, expect, it } from 'vitest';
import type { CheckoutSession, PaymentRequest } from '../../src/application/checkout/checkout.port';
import { CheckoutRefusal } from '../../src/application/checkout/checkout.port';
import * as contract from '../../src/contract/checkout.contract';
import { CheckoutHttpAdapter } from '../../src/infrastructure/checkout/checkout.http-adapter';

const bases = { api: '/api', reports: '/reports-api', paymentGateway: '/payment-gateway', hashService: '/hash-service' };
const session: CheckoutSession = {
  sessionId: 'demo-checkout-01',
  serviceId: '10008',
  serviceName: 's',
  orderId: 'O-1',
  amount: '10.00',
  currency: 'PKR',
  product: 'P',
  msisdn: null,
  email: null,
  cnic: null,
  paymentMethods: ['Credit Card', 'Easypaisa', 'Jazzcash'],
  status: 'Created',
  redirectUrl: 'https://m.example/r',
  cardProcessor: null,
};
const base: PaymentRequest = {
  method: 'card',
  walletMode: 'qr',
  mobileNumber: '03001234567',
  walletNumber: '03001234567',
  email: '',
  cnic: '12345-1234567-1',
  card: { number: '4242 4242 4242 4242', nameOnCard: 'Ayesha Khan', expiry: '12/34', cvv: '123' },
};

function recording(answer: unknown, status = 200) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  const fetcher = (async (url: string, init?: RequestInit) => {
    calls.push({ url, method: init?.method ?? 'GET', body: init?.body === undefined ? undefined : JSON.parse(String(init.body)) });
    return new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { adapter: new CheckoutHttpAdapter(bases, fetcher), calls };
}

describe('checkout HTTP adapter', () => {
  it('sends each payment call to its base and path with a body the contract accepts', async () => {
    const cases = [
      { request: { ...base, method: 'card' as const }, call: contract.threeDSecureCheckout, answer: { redirectLink: '/x', merchantRefNumber: 'R' } },
      { request: { ...base, method: 'mwallet' as const }, call: contract.walletViaQr, answer: { merchantRefNumber: 'R', walletQr: 'data:' } },
      { request: { ...base, method: 'mwallet' as const, walletMode: 'r2p' as const }, call: contract.walletViaR2p, answer: { merchantRefNumber: 'R' } },
      { request: { ...base, method: 'fawry' as const }, call: contract.referenceNumber, answer: { merchantRefNumber: 'R' } },
      { request: { ...base, method: 'jazzcash' as const }, call: contract.walletCheckout, answer: { status: 'success', redirectUrl: 'u' } },
    ];
    for (const { request, call, answer } of cases) {
      const { adapter, calls } = recording(answer);
      await adapter.pay(session, request, 'key-12345678');
      expect(calls[0]?.url).toBe(`${bases[call.base]}${call.path}`);
      expect(calls[0]?.method).toBe(call.method);
      const parsed = call.body?.safeParse(calls[0]?.body);
      expect(parsed?.success, JSON.stringify(parsed?.error?.issues)).toBe(true);
    }
  });

  it('sends the email the customer gave with every card and wallet call, trimmed, and none when the field is empty (spec 3 §5)', async () => {
    for (const method of ['card', 'mwallet', 'fawry', 'easypaisa'] as const) {
      const { adapter, calls } = recording({ redirectLink: '/x', merchantRefNumber: 'R', walletQr: 'data:', status: 'success' });
      await adapter.pay(session, { ...base, method, email: ' buyer@mail.example ' }, 'key-12345678');
      expect(calls[0]?.body, method).toMatchObject({ email: 'buyer@mail.example' });
      const empty = recording({ redirectLink: '/x', merchantRefNumber: 'R', walletQr: 'data:', status: 'success' });
      await empty.adapter.pay(session, { ...base, method }, 'key-12345678');
      expect(empty.calls[0]?.body, method).not.toHaveProperty('email');
    }
  });

  it('reads the status answers and maps a 4xx to a refusal naming the field', async () => {
    const { adapter } = recording({ redirectStatus: 'SUCCESS', redirectUrl: 'https://m.example/r?status=SUCCESS' });
    expect(await adapter.statusByReference('R')).toEqual({
      status: 'success',
      message: 'Your transaction is processed successfully',
      redirectUrl: 'https://m.example/r?status=SUCCESS',
    });
    const refusing = recording({ errors: [{ code: 'blacklisted', message: 'Blocked', field: 'customerMobile' }] }, 403);
    await expect(refusing.adapter.pay(session, { ...base, method: 'fawry' }, 'key-12345678')).rejects.toEqual(
      new CheckoutRefusal('Blocked', 'customerMobile', 'blacklisted'),
    );
  });

  it('follows the attempt in flight when the server says a payment of the order is already in progress', async () => {
    const busy = recording({ errors: [{ code: 'payment_in_progress', message: 'A payment for this order is already in progress', field: 'sessionId' }] }, 409);
    for (const method of ['card', 'mwallet', 'fawry', 'easypaisa', 'jazzcash'] as const) {
      expect(await busy.adapter.pay(session, { ...base, method }, 'key-12345678')).toEqual({ kind: 'following' });
    }
    const completed = recording({ errors: [{ code: 'conflict', message: 'This payment session is already completed', field: 'sessionId' }] }, 409);
    await expect(completed.adapter.pay(session, base, 'key-12345678')).rejects.toBeInstanceOf(CheckoutRefusal);
  });

  it('with a card processor, sends the card to the processor with the publishable key and only its payment method id to us', async () => {
    const calls: { url: string; headers: Record<string, string>; body: string }[] = [];
    const fetcher = (async (url: string, init?: RequestInit) => {
      calls.push({ url, headers: (init?.headers ?? {}) as Record<string, string>, body: String(init?.body ?? '') });
      const answer = url.endsWith('/v1/payment_methods')
        ? { id: 'pm_123', object: 'payment_method' }
        : { redirectLink: 'https://cards.example/3ds/pi_1', merchantRefNumber: 'R' };
      return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    const adapter = new CheckoutHttpAdapter(bases, fetcher);
    const processor = { apiBase: 'https://cards.example', publishableKey: 'pk_test_1' };
    expect(await adapter.pay({ ...session, cardProcessor: processor }, base, 'key-12345678')).toEqual({
      kind: 'redirect',
      url: 'https://cards.example/3ds/pi_1',
    });
    expect(calls[0]?.url).toBe('https://cards.example/v1/payment_methods');
    expect(calls[0]?.headers.authorization).toBe('Bearer pk_test_1');
    const form = new URLSearchParams(calls[0]?.body);
    expect(form.get('type')).toBe('card');
    expect(form.get('card[number]')).toBe('4242424242424242');
    expect(form.get('card[exp_month]')).toBe('12');
    expect(form.get('card[exp_year]')).toBe('34');
    expect(calls[1]?.url).toBe(`${bases.paymentGateway}${contract.threeDSecureCheckout.path}`);
    const ours = JSON.parse(calls[1]?.body ?? '{}') as Record<string, unknown>;
    expect(ours.paymentMethodId).toBe('pm_123');
    expect(JSON.stringify(ours)).not.toContain('4242');
    expect(contract.threeDSecureCheckout.body?.safeParse(ours).success).toBe(true);
  });

  it('shows the processor’s refusal of a card on the form field it names', async () => {
    const fetcher = (async () =>
      new Response(
        JSON.stringify({ error: { type: 'card_error', code: 'invalid_expiry_year', message: "Your card's expiration year is invalid.", param: 'exp_year' } }),
        {
          status: 402,
        },
      )) as typeof fetch;
    const adapter = new CheckoutHttpAdapter(bases, fetcher);
    await expect(
      adapter.pay({ ...session, cardProcessor: { apiBase: 'https://cards.example', publishableKey: 'pk_test_1' } }, base, 'key-12345678'),
    ).rejects.toEqual(new CheckoutRefusal("Your card's expiration year is invalid.", 'cardExpiry', 'invalid_expiry_year'));
  });
});
