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
});
