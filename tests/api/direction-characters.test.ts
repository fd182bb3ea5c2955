import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, errorsOf } from './support/api-client';
import { startTestServer, type TestServer } from './support/test-server';

// A right-to-left override shows `\u202Ezz.by.admin` as `nimda.yb.zz`: names and identifiers refuse
// every bidirectional formatting character, naming the field (src/domain/text/plain-text.ts).
let server: TestServer;
let admin: string;
let merchant: string;

beforeAll(async () => {
  server = await startTestServer({ seed: 'core' });
  admin = await server.signIn('admin', 'admin12345');
  merchant = await server.signIn('merchant', 'merchant123');
});
afterAll(async () => {
  await server?.close();
});

const spoofed = '\u202Ezz.by.admin';
const message = 'Direction control characters are not allowed';

describe('bidirectional formatting characters', () => {
  it.each([
    ['a role name', '/api/roles/add', () => admin, { name: spoofed, permissions: {} }, 'name', message],
    ['a product SKU', '/api/products/add', () => admin, { name: 'Gold pack', sku: `SKU${'\u2066'}1` }, 'sku', message],
    [
      'a payout order id',
      '/api/loan-requests/add-admin-loan-request',
      () => merchant,
      {
        merchantOrderId: `T-${'\u200f'}1`,
        amount: 10,
        certName: 'Ali Raza',
        certId: '35202-1234567-1',
        payoutType: 'WALLET',
        bankName: 'Easypaisa',
        msisdn: '03001234567',
        bankNo: '03001234567',
        description: 'Salary advance',
      },
      'merchantOrderId',
      message,
    ],
    // spec 2 §5 gives a merchant name one message for any name that is not a valid one.
    [
      'a merchant name',
      '/api/merchants/add',
      () => admin,
      { country: 'Pakistan', name: `Shop${'\u202b'}`, currency: 'PKR', notificationEmail: 'ops@example.com', supportEmail: '', showBalance: true },
      'name',
      message,
    ],
  ])('are refused in %s, naming the field', async (_what, path, token, body, field, expected) => {
    const answer = await callApi(server.baseUrl, path, {
      method: 'POST',
      token: token(),
      body,
      headers: { 'idempotency-key': `direction-${field}-${path.length}` },
    });
    expect(answer.status).toBe(400);
    expect(errorsOf(answer.body).find((error) => error.field === field)).toMatchObject({ message: expected });
  });

  it('leave Arabic names with their joiners alone', async () => {
    const answer = await callApi(server.baseUrl, '/api/roles/add', { method: 'POST', token: admin, body: { name: 'مدير المتجر', permissions: {} } });
    expect(answer.status).toBe(200);
  });
});
