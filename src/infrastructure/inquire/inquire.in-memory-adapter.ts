import type { InquirePort, InquireResult, NotificationReply } from '../../application/inquire/inquire.port';
import type { InquireProvider } from '../../domain/inquire/inquire-rules';

const deniedMessage = 'You do not have permission to inquire transactions. Please contact your administrator.';

/** A demo order of each provider, so the screen shows something without a server. */
function demoResult(provider: InquireProvider, orderId: string): InquireResult {
  const at = '2026-05-01T09:30:00.000Z';
  const easypaisa = provider === 'easypaisa';
  const request = easypaisa ? { orderId, storeId: '104233', accountNum: 'PGW-MASTER' } : { pp_Version: '1.1', pp_BillReference: orderId };
  const response = easypaisa
    ? {
        responseCode: '0000',
        responseDesc: 'SUCCESS',
        orderId,
        transactionId: 'EP0000001234',
        transactionStatus: 'PAID',
        transactionAmount: '499.00',
        msisdn: '03451234567',
      }
    : {
        pp_ResponseCode: '000',
        pp_ResponseMessage: 'Operation completed successfully.',
        pp_BillReference: orderId,
        pp_TxnRefNo: 'TJC0000001234',
        pp_Amount: '49900',
        pp_Status: 'Completed',
      };
  return {
    permission: true,
    succeeded: true,
    message: 'Transaction status: Success',
    providerAnswer: response,
    checkoutLogs: [{ id: 'log-1', provider, orderId, serviceId: '10001', request, response, createdAt: at }],
    providerLogs: [{ provider, request, response, startedAt: at, durationMs: 142 }],
    notification: {
      url: '/api/sandbox/merchant-notifications',
      body: { orderId, transactionId: easypaisa ? 'EP0000001234' : 'JC0000001234', status: 'Success', amount: 499, currency: 'PKR' },
    },
  };
}

const notFound = (orderId: string): InquireResult => ({
  permission: true,
  succeeded: false,
  message: 'Transaction not found',
  providerAnswer: { responseCode: '0013', orderId },
  checkoutLogs: [],
  providerLogs: null,
  notification: null,
});

/** The whole InquirePort in memory; a test replaces any method through `overrides`. */
export class InMemoryInquireAdapter implements InquirePort {
  constructor(private readonly overrides: Partial<InquirePort> = {}) {}

  async merchantInquireEnabled(): Promise<boolean> {
    if (this.overrides.merchantInquireEnabled) return this.overrides.merchantInquireEnabled();
    return false;
  }

  async inquire(provider: InquireProvider, orderId: string): Promise<InquireResult> {
    if (this.overrides.inquire) return this.overrides.inquire(provider, orderId);
    if (orderId.toUpperCase().startsWith('SBX-DENIED')) return { ...notFound(orderId), permission: false, message: deniedMessage };
    if (orderId.toUpperCase().startsWith('SBX-NOTFOUND')) return notFound(orderId);
    return demoResult(provider, orderId);
  }

  async sendNotification(provider: InquireProvider, orderId: string): Promise<NotificationReply> {
    if (this.overrides.sendNotification) return this.overrides.sendNotification(provider, orderId);
    const notification = demoResult(provider, orderId).notification;
    return { status: 200, body: { received: true, receivedAt: new Date().toISOString(), body: notification?.body ?? {} } };
  }
}
