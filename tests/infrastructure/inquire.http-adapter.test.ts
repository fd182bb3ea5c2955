import { describe, expect, it } from 'vitest';
import { HttpInquireAdapter, inquireResultOf } from '../../src/infrastructure/inquire/inquire.http-adapter';
import { fakeCallApi } from './support/fake-call-api';

const wire = {
  permission: true,
  status: 'success' as const,
  message: 'Transaction status: Success',
  response: { responseCode: '0000' },
  checkoutLogs: [{ _id: 'l1', provider: 'easypaisa', orderId: 'MUL-1', serviceId: '10001', request: {}, response: {}, createdAt: '2026-05-01T00:00:00.000Z' }],
  notifiationUrl: '/api/sandbox/merchant-notifications',
  notificationBody: { orderId: 'MUL-1' },
};

describe('HTTP inquire adapter (docs/style.md §3)', () => {
  it('maps the wire names once, at the border', () => {
    const result = inquireResultOf(wire);
    expect(result).toMatchObject({
      permission: true,
      succeeded: true,
      providerAnswer: { responseCode: '0000' },
      providerLogs: null,
      notification: { url: '/api/sandbox/merchant-notifications', body: { orderId: 'MUL-1' } },
    });
    expect(result.checkoutLogs[0]?.id).toBe('l1');
  });

  it('offers no notification without both the URL and the body', () => {
    expect(inquireResultOf({ ...wire, notificationBody: undefined }).notification).toBeNull();
    expect(inquireResultOf({ ...wire, notifiationUrl: undefined }).notification).toBeNull();
  });

  it('has the server post the notification (the portal never calls a merchant URL) and keeps any status', async () => {
    const { callApi, sent } = fakeCallApi({ 'inquire.sendNotification': { status: 503, body: { ok: false } } });
    const reply = await new HttpInquireAdapter(callApi).sendNotification('easypaisa', 'MUL-1');
    expect(reply).toEqual({ status: 503, body: { ok: false } });
    expect(sent[0]?.body).toEqual({ provider: 'easypaisa', orderId: 'MUL-1' });
  });
});

describe('HTTP inquire adapter requests', () => {
  it('reads whether merchants may inquire from the merchant’s own setting', async () => {
    const { callApi, sent } = fakeCallApi({ 'inquireConfig.get': { enableInquireForMerchant: false, enableInquireMerchant: true } });
    expect(await new HttpInquireAdapter(callApi).merchantInquireEnabled()).toBe(true);
    expect(sent[0]?.query).toEqual({});
  });

  it('inquires an order at a provider and maps the answer', async () => {
    const { callApi, sent } = fakeCallApi({ 'inquire.payin': wire });
    const result = await new HttpInquireAdapter(callApi).inquire('easypaisa', 'MUL-1');
    expect(sent[0]?.body).toEqual({ provider: 'easypaisa', orderId: 'MUL-1' });
    expect(result.notification?.url).toBe('/api/sandbox/merchant-notifications');
  });
});
