import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EasypaisaClient } from '../../server/src/providers/easypaisa/easypaisa-client';
import { EasypaisaPayoutAdapter } from '../../server/src/providers/easypaisa/easypaisa.payout-adapter';
import { EasypaisaWalletAdapter } from '../../server/src/providers/easypaisa/easypaisa.wallet-adapter';
import { JazzcashClient } from '../../server/src/providers/jazzcash/jazzcash-client';
import { hasValidJazzcashHash } from '../../server/src/providers/jazzcash/jazzcash-secure-hash';
import { JazzcashPayoutAdapter } from '../../server/src/providers/jazzcash/jazzcash.payout-adapter';
import { JazzcashWalletAdapter } from '../../server/src/providers/jazzcash/jazzcash.wallet-adapter';
import { providerHttp } from '../../server/src/providers/wire/wire-settings';
import { buildSimulators, simulatorTestCredentials } from '../../server/src/simulators/simulators-app';

// Each adapter against its simulator over HTTP (docs/providers.md): payment, inquiry, refund, payout,
// callback, and a wrong hash or wrong credentials refused with the provider's code.
const credentials = simulatorTestCredentials;
const platform = { kind: 'platform' } as const;
const sameReference = async (_provider: string, orderId: string) => orderId;
let simulators: FastifyInstance;
let base: string;
let receiver: Server;
let received: Record<string, unknown>[] = [];
let receiverUrl: string;
let unique = 0;
const ref = (prefix: string) => {
  unique += 1;
  return `${prefix}${Date.now()}${unique}`;
};

async function control(path: string, body: Record<string, unknown>) {
  const response = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(response.status).toBe(200);
  return response.json();
}

const jazzcash = (options: { salt?: string; password?: string; timeoutMs?: number; failureThreshold?: number; openMs?: number } = {}) =>
  new JazzcashClient(
    providerHttp('jazzcash', `${base}/jazzcash`, {
      timeoutMs: options.timeoutMs ?? 3000,
      retryDelayMs: 10,
      failureThreshold: options.failureThreshold ?? 5,
      openMs: options.openMs ?? 30_000,
    }),
    {
      ...credentials.jazzcash,
      integritySalt: options.salt ?? credentials.jazzcash.integritySalt,
      password: options.password ?? credentials.jazzcash.password,
    },
  );
const easypaisa = (options: { password?: string } = {}) =>
  new EasypaisaClient(providerHttp('easypaisa', `${base}/easypaisa`, { timeoutMs: 3000, retryDelayMs: 10 }), {
    ...credentials.easypaisa,
    password: options.password ?? credentials.easypaisa.password,
  });

beforeAll(async () => {
  simulators = buildSimulators({ ...credentials, logLevel: 'silent' });
  await simulators.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(simulators.server.address() as AddressInfo).port}`;
  receiver = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => {
      received.push(JSON.parse(text) as Record<string, unknown>);
      response.end('{}');
    });
  });
  await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/callback`;
});

afterAll(async () => {
  await simulators.close();
  await new Promise((done) => receiver.close(done));
});

beforeEach(async () => {
  received = [];
  await fetch(`${base}/control/faults`, { method: 'DELETE' });
});

describe('Jazzcash adapter against its simulator', () => {
  it('pays with the paying test number, answers signed, and the inquiry finds it paid', async () => {
    const txnRefNo = ref('T');
    const payment = await jazzcash().pay({
      txnRefNo,
      billReference: 'ORDER-1',
      description: 'Order 1',
      amount: '499.00',
      currency: 'PKR',
      mobileNumber: '03001234567',
      cnic: '',
      expiresInMinutes: 60,
    });
    expect(payment.failure).toBeNull();
    expect(payment.response).toMatchObject({ pp_ResponseCode: '000', pp_Amount: '49900', pp_TxnRefNo: txnRefNo });
    expect(payment.request.pp_Password).toBe('[masked]');
    expect(payment.request.pp_SecureHash).toBe('[masked]');
    const inquiry = await new JazzcashWalletAdapter(jazzcash(), sameReference).inquire(txnRefNo, platform);
    expect(inquiry).toMatchObject({ outcome: 'found', status: 'Success' });
  });

  it('leaves another number pending until the customer approves, then posts a signed callback', async () => {
    await control('/control/callbacks', { provider: 'jazzcash', url: receiverUrl });
    await control('/control/faults', { provider: 'jazzcash', kind: 'duplicate-callback' });
    const txnRefNo = ref('T');
    const payment = await jazzcash().pay({
      txnRefNo,
      billReference: 'ORDER-2',
      description: 'Order 2',
      amount: '10.00',
      currency: 'PKR',
      mobileNumber: '03331234567',
      cnic: '',
      expiresInMinutes: 60,
    });
    expect(payment.response.pp_ResponseCode).toBe('157');
    expect(await new JazzcashWalletAdapter(jazzcash(), sameReference).inquire(txnRefNo, platform)).toMatchObject({ outcome: 'found', status: 'Pending' });
    await control(`/control/jazzcash/payments/${txnRefNo}/approve`, {});
    expect(received).toHaveLength(2);
    expect(received[0]).toMatchObject({ pp_TxnRefNo: txnRefNo, pp_ResponseCode: '000' });
    expect(hasValidJazzcashHash(received[0] as Record<string, string>, credentials.jazzcash.integritySalt)).toBe(true);
    expect(await new JazzcashWalletAdapter(jazzcash(), sameReference).inquire(txnRefNo, platform)).toMatchObject({ outcome: 'found', status: 'Success' });
  });

  it('refunds a paid payment once; the second refund is declined as already refunded', async () => {
    const txnRefNo = ref('T');
    await jazzcash().pay({
      txnRefNo,
      billReference: 'ORDER-3',
      description: 'Order 3',
      amount: '250.00',
      currency: 'PKR',
      mobileNumber: '03001234567',
      cnic: '',
      expiresInMinutes: 60,
    });
    const wallet = new JazzcashWalletAdapter(jazzcash(), sameReference);
    const order = { orderId: txnRefNo, transactionNumber: 'EP1', amount: '250.00', currency: 'PKR', msisdn: '03001234567' };
    expect(await wallet.refund(order, platform)).toMatchObject({ outcome: 'refunded' });
    expect(await wallet.refund(order, platform)).toMatchObject({ outcome: 'declined', reason: expect.stringContaining('already refunded') });
    expect(await wallet.refund({ ...order, orderId: 'SBX-REFUND-DECLINED-1' }, platform)).toMatchObject({ outcome: 'declined' });
  });

  it('pays a payout once by its loanId and refuses the refused test number', async () => {
    const payouts = new JazzcashPayoutAdapter(jazzcash());
    const loanId = ref('L');
    const first = await payouts.disburse({ loanId, amount: '1500.00', walletNumber: '03001112223', msisdn: '03001112223', attempt: 1 });
    const again = await payouts.disburse({ loanId, amount: '1500.00', walletNumber: '03001112223', msisdn: '03001112223', attempt: 2 });
    expect(first.outcome).toBe('paid');
    expect(again).toEqual(first);
    expect(await payouts.statusOf(loanId)).toMatchObject({ outcome: 'paid' });
    expect(await payouts.disburse({ loanId: ref('L'), amount: '1.00', walletNumber: '03000000001', msisdn: '03000000001', attempt: 1 })).toMatchObject({
      outcome: 'refused',
    });
    const slow = ref('L');
    expect(await payouts.disburse({ loanId: slow, amount: '1.00', walletNumber: '03000000003', msisdn: '03000000003', attempt: 1 })).toMatchObject({
      outcome: 'retry',
    });
    expect(await payouts.disburse({ loanId: slow, amount: '1.00', walletNumber: '03000000003', msisdn: '03000000003', attempt: 2 })).toMatchObject({
      outcome: 'paid',
    });
  });

  it('refuses a wrong pp_SecureHash with 115 and wrong credentials with 110', async () => {
    const badHash = await jazzcash({ salt: 'not-the-salt' }).inquire('SBX-SUCCESS-1');
    expect(badHash.response).toMatchObject({ pp_ResponseCode: '115' });
    expect(await new JazzcashWalletAdapter(jazzcash({ salt: 'not-the-salt' }), sameReference).inquire('SBX-SUCCESS-1', platform)).toMatchObject({
      outcome: 'error',
    });
    expect((await jazzcash({ password: 'wrong' }).inquire('SBX-SUCCESS-1')).response).toMatchObject({ pp_ResponseCode: '110' });
  });

  it('answers the test order ids as the in-process sandbox does', async () => {
    const wallet = new JazzcashWalletAdapter(jazzcash(), sameReference);
    expect(await wallet.inquire('SBX-NOTFOUND-1', platform)).toMatchObject({ outcome: 'not-found' });
    expect(await wallet.inquire('SBX-TIMEOUT-1', platform)).toMatchObject({ outcome: 'timeout' });
    expect(await wallet.inquire('SBX-FAILED-1', platform)).toMatchObject({ outcome: 'found', status: 'Failed' });
  });

  it('retries an inquiry after a 5xx, never a payment; a lost answer leaves the charge made', async () => {
    await control('/control/faults', { provider: 'jazzcash', kind: 'error', times: 1 });
    const inquiry = await jazzcash().inquire('SBX-SUCCESS-2');
    expect(inquiry.failure).toBeNull();
    expect(inquiry.response.tries).toBe(2);
    await control('/control/faults', { provider: 'jazzcash', kind: 'lost', times: 1 });
    const txnRefNo = ref('T');
    const lost = await jazzcash().pay({
      txnRefNo,
      billReference: 'ORDER-4',
      description: 'Order 4',
      amount: '5.00',
      currency: 'PKR',
      mobileNumber: '03001234567',
      cnic: '',
      expiresInMinutes: 60,
    });
    expect(lost.failure?.failure).toBe('network');
    expect(lost.failure?.tries).toBe(1);
    expect(await new JazzcashWalletAdapter(jazzcash(), sameReference).inquire(txnRefNo, platform)).toMatchObject({ outcome: 'found', status: 'Success' });
  });

  it('bounds a call by its timeout and stops calling a provider that keeps failing', async () => {
    await control('/control/faults', { provider: 'jazzcash', kind: 'timeout', times: 1, delayMs: 1500 });
    const started = Date.now();
    const slow = await jazzcash({ timeoutMs: 300 }).refund({ txnRefNo: ref('T'), amount: '1.00', currency: 'PKR' });
    expect(slow.failure?.failure).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1400);
    await control('/control/faults', { provider: 'jazzcash', kind: 'error', times: 5 });
    const client = jazzcash({ failureThreshold: 2 });
    const failures = [];
    for (let call = 0; call < 4; call += 1) failures.push((await client.refund({ txnRefNo: ref('T'), amount: '1.00', currency: 'PKR' })).failure?.failure);
    expect(failures).toEqual(['http-5xx', 'http-5xx', 'circuit-open', 'circuit-open']);
    const left = await fetch(`${base}/control/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'slow', delayMs: 0 }),
    });
    expect(((await left.json()) as { faults: { kind: string; times: number }[] }).faults).toContainEqual(expect.objectContaining({ kind: 'error', times: 3 }));
  });

  it('lets one trial call through once the circuit has been open its time, and closes on its success', async () => {
    await control('/control/faults', { provider: 'jazzcash', kind: 'error', times: 2 });
    const client = jazzcash({ failureThreshold: 2, openMs: 200 });
    const refund = async () => (await client.refund({ txnRefNo: ref('T'), amount: '1.00', currency: 'PKR' })).failure?.failure ?? 'answered';
    expect([await refund(), await refund(), await refund()]).toEqual(['http-5xx', 'http-5xx', 'circuit-open']);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await refund()).toBe('answered');
    expect(await refund()).toBe('answered');
  });

  it('counts a timed-out call as a failure of the provider', async () => {
    await control('/control/faults', { provider: 'jazzcash', kind: 'timeout', times: 2, delayMs: 800 });
    const client = jazzcash({ timeoutMs: 100, failureThreshold: 2 });
    const refund = async () => (await client.refund({ txnRefNo: ref('T'), amount: '1.00', currency: 'PKR' })).failure?.failure ?? 'answered';
    expect([await refund(), await refund(), await refund()]).toEqual(['timeout', 'timeout', 'circuit-open']);
  });
});

describe('Easypaisa adapter against its simulator', () => {
  it('pays a mobile account, finds it by inquiry, refunds it once', async () => {
    const orderId = ref('EP');
    const payment = await easypaisa().pay({ orderId, amount: '499.00', mobileAccountNo: '03001234567', emailAddress: 'buyer@example.com' });
    expect(payment.failure).toBeNull();
    expect(payment.response).toMatchObject({ responseCode: '0000', orderId });
    const wallet = new EasypaisaWalletAdapter(easypaisa(), sameReference);
    expect(await wallet.inquire(orderId, platform)).toMatchObject({ outcome: 'found', status: 'Success' });
    const order = { orderId, transactionNumber: 'EP2', amount: '499.00', currency: 'PKR', msisdn: '03001234567' };
    expect(await wallet.refund(order, platform)).toMatchObject({ outcome: 'refunded' });
    expect(await wallet.refund(order, platform)).toMatchObject({ outcome: 'declined' });
  });

  it('leaves another number pending and posts the callback once approved', async () => {
    await control('/control/callbacks', { provider: 'easypaisa', url: receiverUrl });
    const orderId = ref('EP');
    expect((await easypaisa().pay({ orderId, amount: '10.00', mobileAccountNo: '03451234567', emailAddress: '' })).response.responseCode).toBe('0017');
    await control(`/control/easypaisa/payments/${orderId}/approve`, {});
    expect(received).toEqual([expect.objectContaining({ orderId, transactionStatus: 'PAID', responseCode: '0000' })]);
    expect(await new EasypaisaWalletAdapter(easypaisa(), sameReference).inquire(orderId, platform)).toMatchObject({ outcome: 'found', status: 'Success' });
  });

  it('disburses once by loanId and refuses the refused test number', async () => {
    const payouts = new EasypaisaPayoutAdapter(easypaisa());
    const loanId = ref('L');
    const first = await payouts.disburse({ loanId, amount: '700.50', walletNumber: '03001112223', msisdn: '03001112223', attempt: 1 });
    expect(first.outcome).toBe('paid');
    expect(await payouts.disburse({ loanId, amount: '700.50', walletNumber: '03001112223', msisdn: '03001112223', attempt: 2 })).toEqual(first);
    expect(await payouts.statusOf(loanId)).toMatchObject({ outcome: 'paid' });
    expect(await payouts.disburse({ loanId: ref('L'), amount: '1.00', walletNumber: '03000000001', msisdn: '03000000001', attempt: 1 })).toMatchObject({
      outcome: 'refused',
    });
  });

  it('refuses wrong Credentials with HTTP 401 and 0005', async () => {
    const response = await fetch(`${base}/easypaisa/easypay-service/rest/v4/inquire-transaction`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', Credentials: Buffer.from('sim-user:wrong').toString('base64') },
      body: JSON.stringify({ orderId: 'SBX-SUCCESS-1', storeId: credentials.easypaisa.storeId }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ responseCode: '0005' });
    expect(await new EasypaisaWalletAdapter(easypaisa({ password: 'wrong' }), sameReference).inquire('SBX-SUCCESS-1', platform)).toMatchObject({
      outcome: 'error',
    });
  });
});
