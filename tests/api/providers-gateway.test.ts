import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnquiryResultDto, RefundResultDto } from '../../src/contract/callcenter.contract';
import { JazzcashClient } from '../../server/src/providers/jazzcash/jazzcash-client';
import { providerHttp } from '../../server/src/providers/wire/wire-settings';
import { simulatorTestCredentials } from '../../server/src/simulators/simulators-app';
import { callApi } from './support/api-client';
import { checkoutMerchant, sessionPath, signedPost } from './support/checkout-merchant';
import { startTestServer, type TestServer } from './support/test-server';
import { startWalletSimulators, type WalletSimulators } from './support/wallet-simulators';

// docs/decisions/0043-provider-wire-adapters.md: with JAZZCASH_BASE_URL and EASYPAISA_BASE_URL set, the
// call centre's enquiry and refund reach the provider over its REST API (here its simulator), and the
// checkout logs keep the exchange without the password or the hash.
const credentials = simulatorTestCredentials;
let simulators: WalletSimulators;
let base: string;
let server: TestServer;
let token: string;

beforeAll(async () => {
  simulators = await startWalletSimulators();
  base = simulators.base;
  server = await startTestServer({
    env: {
      ...simulators.env,
      CHECKOUT_RATE_LIMIT: '100000',
    },
  });
  token = await server.signIn('admin', 'admin12345');
}, 120_000);

afterAll(async () => {
  await server?.close();
  await simulators?.close();
});

/** A seeded Jazzcash transaction re-pointed at a payment the simulator made under `reference`. */
async function jazzcashTransactionPaidAt(reference: string, amount: string) {
  const row = await server.db
    .selectFrom('transactions as t')
    .innerJoin('services as s', 's.id', 't.service_id')
    .select(['t.id', 't.transaction_id', 't.order_id', 's.service_id'])
    .where('t.provider', '=', 'jazzcash')
    .where('t.status', '=', 'Success')
    .limit(1)
    .executeTakeFirstOrThrow();
  await server.db.updateTable('transactions').set({ provider_reference: reference, amount }).where('id', '=', row.id).execute();
  return { operator: 'jazzcash' as const, transactionNumber: row.transaction_id, serviceId: row.service_id, orderId: row.order_id };
}

describe('the gateway with Jazzcash configured', () => {
  it('enquires and refunds through the REST API, logging the exchange without secrets', async () => {
    const reference = `T${Date.now()}`;
    const client = new JazzcashClient(providerHttp('jazzcash', `${base}/jazzcash`), credentials.jazzcash);
    const paid = await client.pay({
      txnRefNo: reference,
      billReference: 'B1',
      description: 'Order',
      amount: '120.00',
      currency: 'PKR',
      mobileNumber: '03001234567',
      cnic: '',
      expiresInMinutes: 60,
    });
    expect(paid.response.pp_ResponseCode).toBe('000');
    const { orderId, ...key } = await jazzcashTransactionPaidAt(reference, '120.00');

    const enquiry = await callApi<EnquiryResultDto>(server.baseUrl, '/hash-service/via-mw/inquire', { method: 'POST', token, body: key });
    expect(enquiry.status).toBe(200);
    expect(enquiry.body.providerStatus).toBe('Completed');
    expect(enquiry.body.response).toMatchObject({ pp_ResponseCode: '000', pp_TxnRefNo: reference, pp_Amount: '12000' });

    const refund = await callApi<RefundResultDto>(server.baseUrl, '/hash-service/via-mw/refund', { method: 'POST', token, body: key });
    expect(refund.status).toBe(200);
    expect(JSON.stringify(refund.body)).toContain('success');
    const records = (await (await fetch(`${base}/control/records`)).json()) as { kind: string; reference: string; status: string }[];
    expect(records).toContainEqual(expect.objectContaining({ kind: 'payment', reference, status: 'refunded' }));

    const logs = await server.db.selectFrom('checkout_logs').select(['request', 'response']).where('order_id', '=', orderId).execute();
    const text = JSON.stringify(logs);
    expect(text).toContain(reference);
    expect(text).not.toContain(credentials.jazzcash.password);
    expect(text).not.toContain(credentials.jazzcash.integritySalt);
  });

  it('answers an order the provider does not know as not found', async () => {
    const { orderId: _orderId, ...key } = await jazzcashTransactionPaidAt(`T-UNKNOWN-${Date.now()}`, '5.00');
    const enquiry = await callApi<EnquiryResultDto>(server.baseUrl, '/hash-service/via-mw/inquire', { method: 'POST', token, body: key });
    expect(enquiry.status).toBe(200);
    expect(enquiry.body.response).toMatchObject({ pp_ResponseCode: '210' });
  });
});

describe('the session payment page with the wallets configured', () => {
  async function pay(provider: 'jazzcash' | 'easypaisa', msisdn: string) {
    const merchant = await checkoutMerchant(server);
    const orderId = `W-${Date.now()}-${provider}-${msisdn}`;
    const opened = await signedPost(server.baseUrl, merchant, sessionPath, {
      orderId,
      serviceId: merchant.serviceId,
      amount: '349.99',
      currency: 'PKR',
      product: 'Gold plan',
      redirectUrl: 'https://merchant.example/done',
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const sessionId = String(opened.body.sessionId);
    const answer = await callApi<{ status: string; responseDesc: string }>(server.baseUrl, '/api/checkout/wallet', {
      method: 'POST',
      body: { provider, serviceId: merchant.serviceId, msisdn, cnic: '35202-1234567-1', email: 'buyer@example.com', sessionId, idempotencyKey: `k-${orderId}` },
    });
    const attempt = await server.db.selectFrom('checkout_attempts').select('merchant_ref_number').where('session_id', '=', sessionId).executeTakeFirstOrThrow();
    const records = (await (await fetch(`${base}/control/records`)).json()) as { provider: string; reference: string; status: string; amount: string }[];
    return { answer, record: records.find((row) => row.reference === attempt.merchant_ref_number) };
  }

  it('pays through Jazzcash and Easypaisa, keyed by the attempt reference, with the exact amount', async () => {
    const jazz = await pay('jazzcash', '03001234567');
    expect(jazz.answer.status).toBe(200);
    expect(jazz.answer.body.status).toBe('success');
    expect(jazz.record).toMatchObject({ provider: 'jazzcash', status: 'paid', amount: '349.99' });
    const easy = await pay('easypaisa', '03001234567');
    expect(easy.answer.body.status).toBe('success');
    expect(easy.record).toMatchObject({ provider: 'easypaisa', status: 'paid', amount: '349.99' });
  });

  it('leaves the payment pending for another number and declines the failing one', async () => {
    expect((await pay('jazzcash', '03331234567')).answer.body.status).toBe('pending');
    const failed = await pay('easypaisa', '03009999999');
    expect(failed.answer.body.status).toBe('failed');
    expect(failed.record).toMatchObject({ status: 'failed' });
  });
});
